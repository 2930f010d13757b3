/**
 * The two documents root-config reads at start-up, both served next to index.html and never cached:
 * `/remotes.json` (federation name → URL of that micro-frontend's remoteEntry.js) and
 * `/amparo-runtime.json` (Firebase options and, in local mode, the emulator endpoints).
 * Parsing is strict so that a broken deployment fails loudly here, not deep inside a remote.
 */

export type RemotesManifest = Readonly<Record<string, string>>;

export {
  fetchJson,
  parseRuntimeConfig,
  runtimeConfigUrl,
  type EmulatorEndpoints,
  type RuntimeConfig,
} from '@amparo/shared-machines';

export const remotesManifestUrl = '/remotes.json';

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
