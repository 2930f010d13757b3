import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startRtdbServer } from './rtdb';
import type { RunningAuthEmulator } from './auth/authEmulatorProcess';
import { startAuthEmulator } from './auth/authEmulatorProcess';
import { clockOffsetFromEnvironment } from './clock/clockOffset';
import { ServiceClock } from './clock/serviceClock';
import { startFirestoreServer } from './firestore/firestoreServer';
import { OriginPolicy } from './http/originPolicy';
import type { EmulatorPorts } from './ports/emulatorPorts';
import { readConfiguredEmulators, resolveEmulatorPorts } from './ports/emulatorPorts';
import { databaseRulesPath, defaultDataDir } from './ports/repoLayout';
import { localDatabaseNamespace, storagePortFrom } from './ports/emulatorPorts';
import { localCircleMembership } from './storage/circleMembership';
import { startStorageServer } from './storage/storageServer';

export { seedDemoData } from './seed/seedDemoData';
export type { SeedOptions, SeedSummary } from './seed/seedDemoData';
export type { EmulatorPorts } from './ports/emulatorPorts';
export { localDatabaseNamespace, localProjectId } from './ports/emulatorPorts';
export { ServiceClock } from './clock/serviceClock';

export interface LocalBackendOptions {
  /** 0 picks a free port; default: env AUTH_EMULATOR_PORT, else firebase.json (9099). */
  authPort?: number;
  /** Default: env DATABASE_EMULATOR_PORT, else firebase.json (9000). */
  databasePort?: number;
  /** Default: env FIRESTORE_EMULATOR_PORT, else firebase.json (8080). */
  firestorePort?: number;
  /**
   * The family photos' storage stand-in. Default: any free port when `databasePort` is 0, else env
   * STORAGE_EMULATOR_PORT, else firebase.json (9199).
   */
  storagePort?: number;
  /** Where accounts, database and documents persist; default env AMPARO_DATA_DIR, else `<repo>/.local-data`. */
  dataDir?: string;
  log?: (line: string) => void;
  /**
   * The services' clock. Default: the machine's clock shifted by env AMPARO_CLOCK_OFFSET (e.g. `2h`).
   * Move it with `clock.advance(ms)` (or POST /.amparo/clock.json on the database, see rtdb/clockEndpoint.ts).
   */
  clock?: ServiceClock;
  /**
   * The platform's origins (its static server's address, e.g. `http://127.0.0.1:5000`): the only web
   * pages the database and Firestore give CORS headers to and take the admin credential from, besides
   * the machine's own tools (requests with no Origin). Default none. The start command passes the
   * platform's (cli/platformOrigins.ts).
   */
  allowedOrigins?: readonly string[];
}

export interface RunningLocalBackend {
  ports: EmulatorPorts;
  /** The storage stand-in's port (the family's photos). */
  storagePort: number;
  /** The clock all three services read; `await clock.advance(2 * 3600_000)` moves them two hours on. */
  clock: ServiceClock;
  /** Stops the three services; resolves when every port is closed and no emulator process remains. */
  stop(): Promise<void>;
  /**
   * Resolves, with what happened, when a service ends without being stopped (the Auth emulator's
   * process killed): nobody could sign in any more, so the start command stops everything and says so.
   */
  readonly failed: Promise<string>;
}

interface Stoppable {
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * Starts the local Firebase services on the standard emulator ports: the official Auth emulator, the
 * local Realtime Database (websocket protocol + REST, enforcing database.rules.json) and the local
 * Firestore REST server, with their data in `dataDir`, then the family photos' storage stand-in
 * (storage/storageServer.ts). Resolves once all four answer.
 */
export async function startLocalBackend(
  options: LocalBackendOptions = {},
): Promise<RunningLocalBackend> {
  const log = options.log ?? (() => undefined);
  const configured = readConfiguredEmulators();
  const ports = resolveEmulatorPorts(
    { auth: options.authPort, database: options.databasePort, firestore: options.firestorePort },
    process.env,
    configured.ports,
  );
  const host = configured.host;
  const dataDir = path.resolve(options.dataDir ?? (process.env.AMPARO_DATA_DIR || defaultDataDir));
  const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));
  const clock = options.clock ?? new ServiceClock(clockOffsetFromEnvironment(process.env));
  // Read once here, so that a mistyped origin stops the start before any service is up.
  const allowedOrigins = new OriginPolicy(options.allowedOrigins).origins;
  log(
    `local backend: pages allowed besides this machine's tools: ${allowedOrigins.length > 0 ? allowedOrigins.join(', ') : 'none'}`,
  );
  if (clock.offsetMs !== 0)
    log(
      `Amparo local backend: the services' clock runs ${clock.offsetMs} ms from the machine's (${new Date(clock.now()).toISOString()})`,
    );

  const starts: Promise<Stoppable>[] = [
    startAuthEmulator({
      host,
      port: ports.auth,
      dataDir,
      log,
      clock,
    }) as Promise<RunningAuthEmulator>,
    startRtdbServer({
      port: ports.database,
      host,
      rules,
      dataFile: path.join(dataDir, 'database.json'),
      log,
      clock,
      allowedOrigins,
    }),
    startFirestoreServer({
      port: ports.firestore,
      host,
      dataFile: path.join(dataDir, 'firestore.json'),
      log,
      clock,
      allowedOrigins,
    }),
  ];
  const settled = await Promise.allSettled(starts);
  const started = settled.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failure = settled.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failure !== undefined) {
    await Promise.allSettled(started.map((service) => service.stop()));
    throw failure.reason;
  }
  const [auth, database, firestore] = started as [RunningAuthEmulator, Stoppable, Stoppable];
  // The family photos' stand-in reads the circle from the database, so it starts once that is up.
  let storage: Stoppable;
  try {
    storage = await startStorageServer({
      // A caller that asks for any free database port (a test) gets any free storage port too.
      port: options.storagePort ?? (options.databasePort === 0 ? 0 : storagePortFrom(process.env)),
      host,
      dataDir: path.join(dataDir, 'storage'),
      isCircleMember: localCircleMembership(
        `http://${host}:${database.port}`,
        localDatabaseNamespace,
      ),
      clock,
      allowedOrigins,
      log,
    });
  } catch (error) {
    await Promise.allSettled(started.map((service) => service.stop()));
    throw error;
  }

  let stopping: Promise<void> | null = null;
  return {
    ports: { auth: auth.port, database: database.port, firestore: firestore.port },
    storagePort: storage.port,
    clock,
    failed: auth.failed,
    stop: () => {
      stopping ??= Promise.all([
        auth.stop(),
        database.stop(),
        firestore.stop(),
        storage.stop(),
      ]).then(() => undefined);
      return stopping;
    },
  };
}
