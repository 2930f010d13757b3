// The composed platform started from plain Node scripts (bench, the browser tests' webServer): the backend CLI and the static
// server CLI, each in its own process group, on free ports, with a temporary data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort.cjs';
import { bin, startGroup, waitForLine } from './processes.mjs';
import {
  backendReadyPattern,
  parseBackendReadyLine,
  staticServerReadyPattern,
} from './readyLines.mjs';

export async function startLocalPlatform({ log = () => {} } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-platform-data-'));
  const requested = {
    auth: await freePort(),
    database: await freePort(),
    firestore: await freePort(),
    // The family photos' storage stand-in.
    storage: await freePort(),
  };
  // Chosen before the backend starts: the backend takes the admin credential and gives CORS headers
  // to no page but this address (local-backend/src/http/originPolicy.ts).
  const webPort = await freePort();
  const url = `http://127.0.0.1:${webPort}`;
  const groups = [];
  const stop = async () => {
    await Promise.all(groups.reverse().map((group) => group.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const backend = startGroup(
      bin('tsx'),
      ['local-backend/src/cli/start.ts', '--seed', '--data-dir', dataDir],
      {
        onLine: (line) => log(`[backend] ${line}`),
        env: {
          ...process.env,
          AUTH_EMULATOR_PORT: String(requested.auth),
          DATABASE_EMULATOR_PORT: String(requested.database),
          FIRESTORE_EMULATOR_PORT: String(requested.firestore),
          STORAGE_EMULATOR_PORT: String(requested.storage),
          AMPARO_DATA_DIR: dataDir,
          AMPARO_PLATFORM_URL: url,
        },
      },
    );
    groups.push(backend);
    const announced = parseBackendReadyLine(
      await waitForLine(backend, backendReadyPattern, 90_000, 'the local backend'),
    );
    const ports = {
      auth: announced.auth ?? requested.auth,
      database: announced.database ?? requested.database,
      firestore: announced.firestore ?? requested.firestore,
      storage: announced.storage ?? requested.storage,
    };
    const server = startGroup(bin('tsx'), ['tools/server/cli.ts'], {
      onLine: (line) => log(`[server] ${line}`),
      env: {
        ...process.env,
        PORT: String(webPort),
        AUTH_EMULATOR_PORT: String(ports.auth),
        DATABASE_EMULATOR_PORT: String(ports.database),
        FIRESTORE_EMULATOR_PORT: String(ports.firestore),
        // The pages reach the photos' stand-in: the runtime configuration names it, the CSP lets it in.
        STORAGE_EMULATOR_PORT: String(ports.storage),
      },
    });
    groups.push(server);
    await waitForLine(server, staticServerReadyPattern, 30_000, 'the static server');
    return { url, ports, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
