import type { EmulatorPorts } from '../ports/emulatorPorts';
import { localDatabaseNamespace, localProjectId } from '../ports/emulatorPorts';
import { encodeDatabasePath, queryString, restDatabase } from '../seed/databaseWrites';
import type { JsonRequest, JsonResponse } from '../seed/restJson';
import { RequestError, UnreachableError, ownerHeaders, requestJson } from '../seed/restJson';
import { CLOCK_PATH as clockPath } from '../rtdb/clockEndpoint';
import type { AdminBackend } from './adminBackend';
import { AssociationError, identityToolkitDirectory } from './adminBackend';
import { localPhotoFiles } from './localPhotoFiles';
import { firestoreUsersCollection } from './usersCollection';

/**
 * The association's administrator on the local backend (`npm start`): the Auth emulator and the local
 * Realtime Database, both with the emulators' `Bearer owner` credential, and the storage stand-in of the
 * family's photos when its port is given. When nothing answers, the error says the local backend is
 * not running and how to start it.
 */
export interface LocalTarget {
  readonly ports: EmulatorPorts;
  /** The storage stand-in's port (storagePortFrom); without it the photos' files are not touched. */
  readonly storagePort?: number;
  readonly host?: string;
  readonly projectId?: string;
  readonly databaseNamespace?: string;
}

export function localBackendNotRunning(origin: string): string {
  return (
    `The local backend is not running (nothing answers at ${origin}). Start it with \`npm start\` ` +
    '(or `npm run start -w local-backend`), or name a real Firebase project with --project <id> --database-url <url>.'
  );
}

async function askLocal(url: string, init: JsonRequest): Promise<JsonResponse> {
  try {
    return await requestJson(url, { ...init, headers: { ...ownerHeaders, ...init.headers } });
  } catch (error) {
    if (error instanceof UnreachableError)
      throw new AssociationError(localBackendNotRunning(error.origin));
    throw error;
  }
}

export function localAdminBackend(target: LocalTarget): AdminBackend {
  const host = target.host ?? '127.0.0.1';
  const projectId = target.projectId ?? localProjectId;
  const namespace = target.databaseNamespace ?? localDatabaseNamespace;
  const authApi = `http://${host}:${target.ports.auth}/identitytoolkit.googleapis.com/v1`;
  const databaseOrigin = `http://${host}:${target.ports.database}`;
  const firestoreApi = `http://${host}:${target.ports.firestore}/v1`;
  return {
    target: `the local backend (auth ${host}:${target.ports.auth}, database ${host}:${target.ports.database})`,
    isRealProject: false,
    projectId,
    ...(target.storagePort === undefined
      ? {}
      : { photos: localPhotoFiles(host, target.storagePort) }),
    users: firestoreUsersCollection(projectId, (path, init) =>
      askLocal(`${firestoreApi}/${path}`, init),
    ),
    accounts: identityToolkitDirectory(projectId, (path, init) =>
      askLocal(`${authApi}/${path}`, init),
    ),
    database: restDatabase((method, path, body, query) =>
      askLocal(
        `${databaseOrigin}/${encodeDatabasePath(path)}.json?ns=${encodeURIComponent(namespace)}${queryString(query)}`,
        { method, body },
      ),
    ),
    now: async () => {
      // The local database's clock endpoint (rtdb/clockEndpoint.ts), which the administrator may read.
      const response = await askLocal(`${databaseOrigin}${clockPath}.json`, { method: 'GET' });
      const now = (response.body as { now?: unknown } | null)?.now;
      if (response.status !== 200 || typeof now !== 'number')
        throw new RequestError("reading the local services' clock", response);
      return now;
    },
  };
}
