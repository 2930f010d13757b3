/**
 * A platform whose Realtime Database a test can stop and start again (docs/product.md, Hard cases: the backend unreachable
 * mid-session). The global backend's data is copied into a database server of this test's own, in the
 * test's process, on a free port; a static server of the platform points the browser at it (and at the
 * global Auth emulator and Firestore). `stop()` closes the database's port and every socket, as a lost
 * connection would; `start()` opens it again on the same port with the same data file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRtdbServer } from '../../local-backend/src/rtdb';
import type { RtdbServerHandle } from '../../local-backend/src/rtdb';
import { localDatabaseNamespace } from '../../local-backend/src/ports/emulatorPorts';
import { databaseRulesPath } from '../../local-backend/src/ports/repoLayout';
import type { RunningStaticServer } from '../../tools/server/staticServer';
import { freePort, platformFromEnv, startPlatformServer } from './localPlatform';

export interface RestartableDatabasePlatform {
  /** The platform's address (its own static server). */
  readonly url: string;
  readonly databasePort: number;
  /** Closes the database server; resolves when its port is free. */
  stop(): Promise<void>;
  /** Opens it again on the same port, with the data it had. */
  start(): Promise<void>;
  /** The whole tree or a path of it, read with the emulator's admin credential. */
  read(databasePath: string): Promise<unknown>;
  close(): Promise<void>;
}

async function readTree(port: number, databasePath: string): Promise<unknown> {
  const response = await fetch(
    `http://127.0.0.1:${port}/${databasePath}.json?ns=${localDatabaseNamespace}`,
    {
      headers: { Authorization: 'Bearer owner' },
    },
  );
  if (!response.ok) throw new Error(`reading /${databasePath} answered ${response.status}`);
  return response.json();
}

export async function startRestartableDatabasePlatform(): Promise<RestartableDatabasePlatform> {
  const global = platformFromEnv();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-e2e-restart-'));
  const dataFile = path.join(dataDir, 'database.json');
  writeFileSync(dataFile, JSON.stringify(await readTree(global.ports.database, '')));
  const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));
  const databasePort = await freePort();
  const open = () => startRtdbServer({ port: databasePort, rules, dataFile });

  let database: RtdbServerHandle | null = await open();
  let server: RunningStaticServer;
  try {
    server = await startPlatformServer({ ...global.ports, database: databasePort });
  } catch (error) {
    await database.stop();
    throw error;
  }
  return {
    url: server.url,
    databasePort,
    stop: async () => {
      await database?.stop();
      database = null;
    },
    start: async () => {
      database ??= await open();
    },
    read: (databasePath) => readTree(databasePort, databasePath),
    close: async () => {
      await server.stop();
      await database?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
