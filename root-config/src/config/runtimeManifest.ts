/**
 * The two documents root-config reads at start-up, both served next to index.html and never cached:
 * `/remotes.json` (federation name → URL of that micro-frontend's remoteEntry.js) and
 * `/amparo-runtime.json` (Firebase options and, in local mode, the emulator endpoints).
 * Parsing is strict so that a broken deployment fails loudly here, not deep inside a remote.
 */

export type RemotesManifest = Readonly<Record<string, string>>;

export interface EmulatorEndpoints {
  readonly authUrl: string;
  readonly databaseHost: string;
  readonly databasePort: number;
  readonly firestoreHost: string;
  readonly firestorePort: number;
}

export interface RuntimeConfig {
  readonly firebase: Readonly<Record<string, string>>;
  readonly emulators?: EmulatorEndpoints;
  readonly localGoogleAccount?: { readonly email: string; readonly name: string };
}

export const remotesManifestUrl = '/remotes.json';
export const runtimeConfigUrl = '/amparo-runtime.json';

const federationName = /^[A-Za-z_][A-Za-z0-9_]*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!isRecord(value)) throw new Error('remotes.json must be an object of name → URL');
  const manifest: Record<string, string> = {};
  for (const [name, url] of Object.entries(value)) {
    if (!federationName.test(name))
      throw new Error(`remotes.json: '${name}' is not a federation name`);
    if (typeof url !== 'string' || url.trim() === '')
      throw new Error(`remotes.json: '${name}' needs a URL`);
    manifest[name] = url;
  }
  return manifest;
}

function parseEmulators(value: unknown): EmulatorEndpoints {
  if (!isRecord(value)) throw new Error('amparo-runtime.json: emulators must be an object');
  const { authUrl, databaseHost, databasePort, firestoreHost, firestorePort } = value;
  if (
    typeof authUrl !== 'string' ||
    typeof databaseHost !== 'string' ||
    typeof firestoreHost !== 'string'
  ) {
    throw new Error('amparo-runtime.json: emulator hosts must be strings');
  }
  if (!Number.isInteger(databasePort) || !Number.isInteger(firestorePort)) {
    throw new Error('amparo-runtime.json: emulator ports must be integers');
  }
  return {
    authUrl,
    databaseHost,
    databasePort: databasePort as number,
    firestoreHost,
    firestorePort: firestorePort as number,
  };
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value) || !isRecord(value.firebase))
    throw new Error('amparo-runtime.json needs a firebase object');
  const firebase: Record<string, string> = {};
  for (const [key, option] of Object.entries(value.firebase)) {
    if (typeof option !== 'string')
      throw new Error(`amparo-runtime.json: firebase.${key} must be a string`);
    firebase[key] = option;
  }
  if (typeof firebase.projectId !== 'string' || typeof firebase.apiKey !== 'string') {
    throw new Error('amparo-runtime.json: firebase.projectId and firebase.apiKey are required');
  }
  const account = value.localGoogleAccount;
  const localGoogleAccount =
    isRecord(account) && typeof account.email === 'string' && typeof account.name === 'string'
      ? { email: account.email, name: account.name }
      : undefined;
  return {
    firebase,
    ...(value.emulators === undefined ? {} : { emulators: parseEmulators(value.emulators) }),
    ...(localGoogleAccount ? { localGoogleAccount } : {}),
  };
}

export async function fetchJson(url: string): Promise<unknown> {
  // Default cache mode: the server says no-cache (revalidate every time), and the <link rel=preload>
  // of index.html already started these requests.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
