import { SeedRequestError, ownerHeaders, requestJson } from './restJson';

/**
 * The Realtime Database through its REST API as the administrator (`Bearer owner` bypasses the
 * rules on the local server and on the official emulator): `/<path>.json?ns=<namespace>`.
 */
export interface DatabaseRest {
  get(path: string): Promise<unknown>;
  put(path: string, value: unknown): Promise<void>;
  /** Multi-path update relative to `path` (keys may contain slashes). */
  patch(path: string, values: Readonly<Record<string, unknown>>): Promise<void>;
}

export function databaseRest(databaseOrigin: string, namespace: string): DatabaseRest {
  const url = (path: string): string => `${databaseOrigin}/${path.split('/').map(encodeURIComponent).join('/')}.json?ns=${encodeURIComponent(namespace)}`;
  const send = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await requestJson(url(path), { method, headers: ownerHeaders, body });
    if (response.status !== 200) throw new SeedRequestError(`${method} /${path}`, response);
    return response.body;
  };
  return {
    get: (path) => send('GET', path),
    put: async (path, value) => {
      await send('PUT', path, value);
    },
    patch: async (path, values) => {
      await send('PATCH', path, values);
    },
  };
}
