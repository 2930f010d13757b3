/**
 * `/amparo-runtime.json`, served next to index.html and never cached: the Firebase options and, in
 * local mode, the emulator endpoints. Read by the root at start-up and by the live login drawn from
 * the page's HTML (mf-shell/src/login/first-screen/live/), which signs in before the root has come.
 * Parsing is strict so that a broken deployment fails loudly here, not deep inside a section.
 */

export interface EmulatorEndpoints {
  readonly authUrl: string;
  readonly databaseHost: string;
  readonly databasePort: number;
  readonly firestoreHost: string;
  readonly firestorePort: number;
  /** The family photos' storage stand-in, when the local backend runs one. */
  readonly storageHost?: string;
  readonly storagePort?: number;
}

export interface RuntimeConfig {
  readonly firebase: Readonly<Record<string, string>>;
  readonly emulators?: EmulatorEndpoints;
  readonly localGoogleAccount?: { readonly email: string; readonly name: string };
}

export const runtimeConfigUrl = '/amparo-runtime.json';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
  const { storageHost, storagePort } = value;
  if (storageHost !== undefined || storagePort !== undefined) {
    if (typeof storageHost !== 'string' || !Number.isInteger(storagePort))
      throw new Error('amparo-runtime.json: the storage emulator needs a host and an integer port');
  }
  return {
    authUrl,
    databaseHost,
    databasePort: databasePort as number,
    firestoreHost,
    firestorePort: firestorePort as number,
    ...(typeof storageHost === 'string' ? { storageHost, storagePort: storagePort as number } : {}),
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
