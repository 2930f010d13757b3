import { readFileSync } from 'node:fs';
import { firebaseJsonPath } from './repoLayout';

/** The project id of every local run: a `demo-*` id makes firebase-tools refuse to reach production. */
export const localProjectId = 'demo-amparo';

/** The storage bucket of every local run (the family's photos). */
export const localStorageBucket = `${localProjectId}.appspot.com`;

/** The Realtime Database namespace the SDK uses for `http://127.0.0.1:9000?ns=...` in local mode. */
export const localDatabaseNamespace = `${localProjectId}-default-rtdb`;

export interface EmulatorPorts {
  readonly auth: number;
  readonly database: number;
  readonly firestore: number;
}

export type EmulatorName = keyof EmulatorPorts;

/** Environment variable that overrides each service's port. */
export const portEnvironmentVariables: { readonly [K in EmulatorName]: string } = {
  auth: 'AUTH_EMULATOR_PORT',
  database: 'DATABASE_EMULATOR_PORT',
  firestore: 'FIRESTORE_EMULATOR_PORT',
};

interface FirebaseJsonEmulators {
  readonly emulators?: {
    readonly [name: string]: { readonly host?: string; readonly port?: number } | unknown;
  };
}

/** The ports and host firebase.json declares (the same ones `firebase emulators:start` uses). */
export function readConfiguredEmulators(configPath: string = firebaseJsonPath): {
  host: string;
  ports: EmulatorPorts;
} {
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as FirebaseJsonEmulators;
  const portOf = (name: EmulatorName): number => {
    const entry = config.emulators?.[name] as { port?: unknown } | undefined;
    if (typeof entry?.port !== 'number')
      throw new Error(`${configPath} declares no port for the ${name} emulator`);
    return entry.port;
  };
  const authEntry = config.emulators?.auth as { host?: unknown } | undefined;
  return {
    host: typeof authEntry?.host === 'string' ? authEntry.host : '127.0.0.1',
    ports: { auth: portOf('auth'), database: portOf('database'), firestore: portOf('firestore') },
  };
}

/**
 * The storage stand-in's port (docs/family-circle.md): STORAGE_EMULATOR_PORT, else firebase.json's
 * `emulators.storage`, else 9199 (the Storage emulator's usual one). Kept apart from `EmulatorPorts`
 * until the browser connects to it.
 */
export function storagePortFrom(
  env: NodeJS.ProcessEnv,
  configPath: string = firebaseJsonPath,
): number {
  const fromEnv = env.STORAGE_EMULATOR_PORT;
  if (fromEnv !== undefined && fromEnv !== '') return parsePort(fromEnv, 'STORAGE_EMULATOR_PORT');
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as FirebaseJsonEmulators;
  const entry = config.emulators?.storage as { port?: unknown } | undefined;
  return typeof entry?.port === 'number' ? entry.port : 9199;
}

/** Parses a port given in the environment or on the command line; 0 means "any free port". */
export function parsePort(text: string, source: string): number {
  if (!/^[0-9]{1,5}$/.test(text.trim()))
    throw new Error(`${source} must be a port number (0-65535), got "${text}"`);
  const port = Number(text.trim());
  if (port > 65535) throw new Error(`${source} must be a port number (0-65535), got "${text}"`);
  return port;
}

/**
 * Each service's port: an explicit option first, then the environment variable, then firebase.json.
 * A 0 is kept as 0 (the caller picks a free port).
 */
export function resolveEmulatorPorts(
  options: Partial<EmulatorPorts>,
  env: NodeJS.ProcessEnv,
  configured: EmulatorPorts,
): EmulatorPorts {
  const pick = (name: EmulatorName): number => {
    const explicit = options[name];
    if (explicit !== undefined) {
      if (!Number.isInteger(explicit) || explicit < 0 || explicit > 65535)
        throw new Error(`${name} port must be 0-65535, got ${explicit}`);
      return explicit;
    }
    const variable = portEnvironmentVariables[name];
    const fromEnv = env[variable];
    if (fromEnv !== undefined && fromEnv !== '') return parsePort(fromEnv, variable);
    return configured[name];
  };
  return { auth: pick('auth'), database: pick('database'), firestore: pick('firestore') };
}
