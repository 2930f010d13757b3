/**
 * The composed platform for browser tests: the local backend (its CLI, on free ports, with a temporary
 * data folder, seeded) and the static server (on a free port). Used by global-setup and by tests that
 * need a second server (another remotes manifest).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startStaticServer } from '../../tools/server/staticServer';
import type { RunningStaticServer, StaticServerOptions } from '../../tools/server/staticServer';
import { microFrontendFolders, repoRoot } from '../../tools/server/workspace';

export interface BackendPorts {
  readonly auth: number;
  readonly database: number;
  readonly firestore: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningBackend {
  readonly ports: BackendPorts;
  readonly dataDir: string;
  stop(): Promise<void>;
}

/** Starts `tsx local-backend/src/cli/start.ts --seed` in its own process group and waits for its ready line. */
export async function startBackendCli(
  log: (line: string) => void = () => {},
): Promise<RunningBackend> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-e2e-data-'));
  const ports: BackendPorts = {
    auth: await freePort(),
    database: await freePort(),
    firestore: await freePort(),
  };
  const child: ChildProcess = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['local-backend/src/cli/start.ts', '--seed', '--data-dir', dataDir],
    {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        AUTH_EMULATOR_PORT: String(ports.auth),
        DATABASE_EMULATOR_PORT: String(ports.database),
        FIRESTORE_EMULATOR_PORT: String(ports.firestore),
        AMPARO_DATA_DIR: dataDir,
      },
    },
  );
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the local backend was not ready in 90 s:\n${output.join('\n')}`)),
      90_000,
    );
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        log(line);
        if (/local backend ready/i.test(line)) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    void exited.then((code) => {
      clearTimeout(timer);
      reject(
        new Error(`the local backend exited (${code}) before it was ready:\n${output.join('\n')}`),
      );
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ports, dataDir, stop };
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
    },
  };
}
