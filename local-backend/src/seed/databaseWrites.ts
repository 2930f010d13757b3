import type { JsonResponse } from './restJson';
import { RequestError } from './restJson';

/**
 * The Realtime Database through its REST API as the administrator, whatever the server: the local one
 * (association/localAdminBackend: `Bearer owner`, `/<path>.json?ns=<namespace>`) or a real project's
 * (association/projectAdminBackend: `?access_token=`). Both bypass the rules.
 */
export interface DatabaseRest {
  /** The value at `path` ('' is the root), null when absent. */
  get(path: string): Promise<unknown>;
  put(path: string, value: unknown): Promise<void>;
  /** Multi-path update relative to `path` (keys may contain slashes; null deletes), applied at once. */
  patch(path: string, values: Readonly<Record<string, unknown>>): Promise<void>;
}

/** Sends one request for `path`; the server-specific part (address, credentials). */
export type DatabaseSend = (method: string, path: string, body?: unknown) => Promise<JsonResponse>;

/** `a/b c` → `a/b%20c`: each key escaped, the slashes kept. */
export function encodeDatabasePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

export function restDatabase(send: DatabaseSend): DatabaseRest {
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await send(method, path, body);
    if (response.status !== 200) throw new RequestError(`${method} /${path}`, response);
    return response.body;
  };
  return {
    get: (path) => call('GET', path),
    put: async (path, value) => {
      await call('PUT', path, value);
    },
    patch: async (path, values) => {
      await call('PATCH', path, values);
    },
  };
}
