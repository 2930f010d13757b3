/**
 * Starts the platform once for the whole browser-test run: the local backend's CLI on free ports with a
 * temporary data folder (seeded with the demo association), and the static server over the builds on
 * a free port. Publishes AMPARO_BASE_URL and the backend ports to the tests; the returned function
 * tears everything down.
 */
import { startBackendCli, startPlatformServer } from './support/localPlatform';
import { recordSeededDosesAsTaken } from './support/quietReminders';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const verbose = Boolean(process.env.AMPARO_E2E_VERBOSE);
  const backend = await startBackendCli((line) => {
    if (verbose) console.log(`[backend] ${line}`);
  });
  try {
    await recordSeededDosesAsTaken(backend.ports.database);
    const server = await startPlatformServer(backend.ports, { log: (line) => console.error(line) });
    process.env.AMPARO_BASE_URL = server.url;
    process.env.AMPARO_AUTH_PORT = String(backend.ports.auth);
    process.env.AMPARO_DATABASE_PORT = String(backend.ports.database);
    process.env.AMPARO_FIRESTORE_PORT = String(backend.ports.firestore);
    return async () => {
      await server.stop();
      await backend.stop();
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}
