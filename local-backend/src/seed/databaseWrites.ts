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
  /** The keys of the children at `path` without their values (a shallow read); [] when absent. */
  keys(path: string): Promise<string[]>;
  put(path: string, value: unknown): Promise<void>;
  /** Multi-path update relative to `path` (keys may contain slashes; null deletes), applied at once. */
  patch(path: string, values: Readonly<Record<string, unknown>>): Promise<void>;
}

/** Query parameters of a read, as the REST API names them. */
export type DatabaseQuery = Readonly<Record<string, string>>;

/** Sends one request for `path`; the server-specific part (address, credentials). */
export type DatabaseSend = (
  method: string,
  path: string,
  body?: unknown,
  query?: DatabaseQuery,
) => Promise<JsonResponse>;

/** `{ shallow: 'true' }` → `&shallow=true`: to follow the address's own parameters. */
export function queryString(query: DatabaseQuery | undefined): string {
  return Object.entries(query ?? {})
    .map(([name, value]) => `&${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('');
}

/** `a/b c` → `a/b%20c`: each key escaped, the slashes kept. */
export function encodeDatabasePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

export function restDatabase(send: DatabaseSend): DatabaseRest {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    query?: DatabaseQuery,
  ): Promise<unknown> => {
    const response = await send(method, path, body, query);
    if (response.status !== 200) throw new RequestError(`${method} /${path}`, response);
    return response.body;
  };
  return {
    get: (path) => call('GET', path),
    keys: async (path) => {
      const value = await call('GET', path, undefined, { shallow: 'true' });
      return value !== null && typeof value === 'object' ? Object.keys(value) : [];
    },
    put: async (path, value) => {
      await call('PUT', path, value);
    },
    patch: async (path, values) => {
      await call('PATCH', path, values);
    },
  };
}
