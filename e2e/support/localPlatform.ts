/**
 * The composed platform for browser tests. Playwright's webServer starts it once (scripts/platform.mjs:
 * the local backend on free ports, seeded, and the static server) and publishes its address and ports
 * through the environment; tests that need a second server of the platform (another remotes manifest,
 * a database they can stop) start one here, in the test's process.
 */
import path from 'node:path';
import { startStaticServer } from '../../tools/server/staticServer';
import type { RunningStaticServer, StaticServerOptions } from '../../tools/server/staticServer';
import { microFrontendFolders, repoRoot } from '../../tools/server/workspace';

export { freePort } from '../../scripts/lib/freePort.cjs';

export interface BackendPorts {
  readonly auth: number;
  readonly database: number;
  readonly firestore: number;
  /** The family photos' storage stand-in. */
  readonly storage?: number;
}

/** The static server over the repository's builds, on a free port. */
export function startPlatformServer(
  ports: BackendPorts,
  overrides: Partial<StaticServerOptions> = {},
): Promise<RunningStaticServer> {
  return startStaticServer({
    rootDir: path.join(repoRoot, 'root-config', 'dist'),
    remoteDirs: Object.fromEntries(
      microFrontendFolders.map((folder) => [folder, path.join(repoRoot, folder, 'dist')]),
    ),
    backendPorts: ports,
    port: 0,
    ...overrides,
  });
}

/** What global-setup publishes to the tests through the environment. */
export function platformFromEnv(): { baseURL: string; ports: BackendPorts } {
  const baseURL = process.env.AMPARO_BASE_URL;
  if (!baseURL)
    throw new Error('AMPARO_BASE_URL is not set: run the tests through e2e/playwright.config.ts');
  return {
    baseURL,
    ports: {
      auth: Number(process.env.AMPARO_AUTH_PORT),
      database: Number(process.env.AMPARO_DATABASE_PORT),
      firestore: Number(process.env.AMPARO_FIRESTORE_PORT),
      ...(process.env.AMPARO_STORAGE_PORT
        ? { storage: Number(process.env.AMPARO_STORAGE_PORT) }
        : {}),
    },
  };
}
