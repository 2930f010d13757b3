/**
 * Starts the static server for `npm start`: PORT (default 5000), HOST (default 127.0.0.1), the local
 * backend's ports (AUTH_EMULATOR_PORT, DATABASE_EMULATOR_PORT, FIRESTORE_EMULATOR_PORT; defaults 9099,
 * 9000, 8080), REMOTES_MANIFEST (a remotes.json to serve instead of the default), RUNTIME_CONFIG (an
 * amparo-runtime.json for a real Firebase project), SECTIONS_DIR (uploaded sections, served at
 * /sections/), AMPARO_DEV_OVERRIDES=off (refuse development
 * overrides, tools/server/devOverrides.ts). Prints one ready line; stops on SIGINT/SIGTERM.
 */
import path from 'node:path';
import { startStaticServer } from './staticServer';
import { microFrontendFolders, repoRoot } from './workspace';

function portFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${name} must be a port number`);
  return value;
}

async function main(): Promise<void> {
  const server = await startStaticServer({
    rootDir: path.join(repoRoot, 'root-config', 'dist'),
    remoteDirs: Object.fromEntries(
      microFrontendFolders.map((folder) => [folder, path.join(repoRoot, folder, 'dist')]),
    ),
    // A real Firebase project (RUNTIME_CONFIG) has no local emulators to allow or describe.
    ...(process.env.RUNTIME_CONFIG
      ? { runtimeConfigFile: path.resolve(process.env.RUNTIME_CONFIG) }
      : {
          backendPorts: {
            auth: portFromEnv('AUTH_EMULATOR_PORT', 9099),
            database: portFromEnv('DATABASE_EMULATOR_PORT', 9000),
            firestore: portFromEnv('FIRESTORE_EMULATOR_PORT', 8080),
            // The family photos' storage stand-in, once whoever starts it says its port.
            ...(process.env.STORAGE_EMULATOR_PORT
              ? { storage: portFromEnv('STORAGE_EMULATOR_PORT', 9199) }
              : {}),
          },
        }),
    ...(process.env.REMOTES_MANIFEST
      ? { remotesManifestFile: path.resolve(process.env.REMOTES_MANIFEST) }
      : {}),
    // Sections uploaded with `npm run release -- upload` are served from /sections/.
    ...(process.env.SECTIONS_DIR
      ? { extraMounts: { '/sections/': path.resolve(process.env.SECTIONS_DIR) } }
      : {}),
    port: portFromEnv('PORT', 5000),
    host: process.env.HOST ?? '127.0.0.1',
    log: (line) => console.error(line),
    // The local platform accepts a developer's overrides (/amparo-dev); AMPARO_DEV_OVERRIDES=off refuses
    // them, and a real project's RUNTIME_CONFIG always does (the server checks that too).
    devOverrides: !process.env.RUNTIME_CONFIG && process.env.AMPARO_DEV_OVERRIDES !== 'off',
  });
  console.log(`Amparo static server ready: ${server.url}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
