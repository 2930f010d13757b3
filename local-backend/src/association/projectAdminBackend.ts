import { encodeDatabasePath, queryString, restDatabase } from '../seed/databaseWrites';
import type { JsonRequest, JsonResponse, RequestJson } from '../seed/restJson';
import { UnreachableError, requestJson } from '../seed/restJson';
import type { AdminBackend } from './adminBackend';
import { AssociationError, identityToolkitDirectory } from './adminBackend';
import { firestoreUsersCollection } from './usersCollection';

/**
 * The association's administrator on a real Firebase project: an OAuth2 access token of the project's
 * service account (on the association's computer only) for the Identity Toolkit admin API (accounts
 * under projects/{id}) and the Realtime Database REST API (`?access_token=`). Both bypass the rules, as
 * the Admin SDK does.
 */
export interface ProjectTarget {
  readonly projectId: string;
  /** https://<id>-default-rtdb.<region>.firebasedatabase.app, no trailing slash. */
  readonly databaseUrl: string;
  /** A valid access token (the provider caches and refreshes it). */
  readonly accessToken: () => Promise<string>;
  /** Sends the requests; replaced in tests. */
  readonly request?: RequestJson;
  /** The machine's clock; replaced in tests. */
  readonly now?: () => number;
}

/** The scopes the Firebase Admin SDK asks for: accounts, the Realtime Database and the caller's identity. */
export const adminScopes = [
  'https://www.googleapis.com/auth/cloud-platform',
  'https://www.googleapis.com/auth/firebase.database',
  'https://www.googleapis.com/auth/identitytoolkit',
  'https://www.googleapis.com/auth/userinfo.email',
] as const;

export const identityToolkitApi = 'https://identitytoolkit.googleapis.com/v1';
export const firestoreApi = 'https://firestore.googleapis.com/v1';

function explained(projectId: string, response: JsonResponse): JsonResponse {
  if (response.status === 401 || response.status === 403) {
    throw new AssociationError(
      `project "${projectId}" refused the service account (HTTP ${response.status}): check that GOOGLE_APPLICATION_CREDENTIALS is a key of this ` +
        "project whose service account has the Firebase Admin role, and that --database-url is this project's database.",
    );
  }
  return response;
}

export function projectAdminBackend(target: ProjectTarget): AdminBackend {
  const request = target.request ?? requestJson;
  const ask = async (url: string, init: JsonRequest): Promise<JsonResponse> => {
    try {
      return explained(target.projectId, await request(url, init));
    } catch (error) {
      if (error instanceof UnreachableError) {
        throw new AssociationError(
          `cannot reach ${error.origin} (${error.reason}): check the internet connection and --database-url.`,
        );
      }
      throw error;
    }
  };
  const withToken = async (init: JsonRequest): Promise<JsonRequest> => ({
    ...init,
    headers: { ...init.headers, Authorization: `Bearer ${await target.accessToken()}` },
  });
  return {
    target: `Firebase project "${target.projectId}" (${target.databaseUrl})`,
    isRealProject: true,
    projectId: target.projectId,
    users: firestoreUsersCollection(target.projectId, async (path, init) =>
      ask(`${firestoreApi}/${path}`, await withToken(init)),
    ),
    accounts: identityToolkitDirectory(target.projectId, async (path, init) =>
      ask(`${identityToolkitApi}/${path}`, await withToken(init)),
    ),
    database: restDatabase(async (method, path, body, query) =>
      ask(
        `${target.databaseUrl}/${encodeDatabasePath(path)}.json?access_token=${encodeURIComponent(await target.accessToken())}${queryString(query)}`,
        { method, body },
      ),
    ),
    // The hosted database's REST API does not tell its time; the association's computer keeps it.
    now: async () => (target.now ?? Date.now)(),
  };
}

/** An access-token provider from the service account key file (google-auth-library, loaded only here). */
export function serviceAccountAccessToken(keyFile: string): () => Promise<string> {
  let auth: Promise<{ getAccessToken(): Promise<string | null | undefined> }> | null = null;
  return async () => {
    auth ??= import('google-auth-library').then(
      ({ GoogleAuth }) => new GoogleAuth({ keyFile, scopes: [...adminScopes] }),
    );
    let token: string | null | undefined;
    try {
      token = await (await auth).getAccessToken();
    } catch (error) {
      const reason = (error as { message?: unknown } | null)?.message;
      throw new AssociationError(
        `could not get an access token with the service account key ${keyFile} (${typeof reason === 'string' ? reason : String(error)}): ` +
          'check the internet connection, and that the key has not been deleted in the Google Cloud console.',
      );
    }
    if (typeof token !== 'string' || token === '')
      throw new AssociationError(`the service account key ${keyFile} gave no access token`);
    return token;
  };
}
