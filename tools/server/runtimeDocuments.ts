/**
 * The two JSON documents root-config reads at start-up, generated from the server's options:
 * `/amparo-runtime.json` (Firebase options + emulator endpoints of the local backend) and the default
 * `/remotes.json` (each micro-frontend's remoteEntry.js under /mf/<folder>/).
 */

export interface BackendPorts {
  readonly auth: number;
  readonly database: number;
  readonly firestore: number;
  /** The family photos' storage stand-in (local-backend/src/storage), when it runs. */
  readonly storage?: number;
}

export const localProjectId = 'demo-amparo';
/** The Realtime Database namespace of the local project (the emulator's `?ns=`). */
export const localDatabaseNamespace = `${localProjectId}-default-rtdb`;

export function localRuntimeConfig(
  ports: BackendPorts,
  host = '127.0.0.1',
  projectId = localProjectId,
) {
  return {
    firebase: {
      apiKey: 'fake-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      databaseURL: `http://${host}:${ports.database}/?ns=${projectId}-default-rtdb`,
      appId: 'amparo-local',
      ...(ports.storage === undefined ? {} : { storageBucket: `${projectId}.appspot.com` }),
    },
    emulators: {
      authUrl: `http://${host}:${ports.auth}`,
      databaseHost: host,
      databasePort: ports.database,
      firestoreHost: host,
      firestorePort: ports.firestore,
      ...(ports.storage === undefined ? {} : { storageHost: host, storagePort: ports.storage }),
    },
    localGoogleAccount: { email: 'ana.pereira@gmail.com', name: 'Ana Pereira' },
  };
}

/** mf-calls → mf_calls: the federation name of a micro-frontend folder. */
export function federationNameOf(folder: string): string {
  return folder.replace(/-/g, '_');
}

export function defaultRemotesManifest(folders: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    folders.map((folder) => [federationNameOf(folder), `/mf/${folder}/remoteEntry.js`]),
  );
}

/** Origins (other than the page's own) that remotes are served from: they need script-src. */
export function foreignOrigins(manifest: Record<string, unknown>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    if (typeof url !== 'string') continue;
    try {
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // An unparsable URL is the root-config's problem to report; it gets no CSP exemption.
    }
  }
  return [...origins];
}

/** The section every first screen needs (the login, home and the header): the shell. */
const firstScreenRemote = 'mf_shell';

/**
 * `<link rel="preload">` for the shell's remoteEntry.js, so the browser fetches it with the page's
 * own scripts instead of after them (the root asks for it only once it has read remotes.json). Only a
 * path on this site or an http(s) address; escaped for the attribute.
 */
export function firstScreenPreloads(manifest: Record<string, unknown>): string {
  const entry = manifest[firstScreenRemote];
  if (typeof entry !== 'string' || !(/^https?:\/\//i.test(entry) || /^\/(?!\/)/.test(entry)))
    return '';
  const href = entry.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<link rel="preload" href="${href}" as="script" />`;
}
