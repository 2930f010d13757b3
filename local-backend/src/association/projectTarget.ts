import path from 'node:path';

/**
 * Pure checks of what names a real Firebase project on the command line and in the environment: the
 * project id, the Realtime Database address, and the service account key (the project's administrator
 * credential, which must stay on the association's computer: never in the browser or the repository).
 * Each returns the problem in a sentence, or null.
 */

/** Firebase project ids: 6–30 lower-case letters, digits and hyphens, starting with a letter. */
export function projectIdProblem(projectId: string): string | null {
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) {
    return `"${projectId}" is not a Firebase project id (6-30 lower-case letters, digits and hyphens, starting with a letter)`;
  }
  if (projectId.startsWith('demo-'))
    return `"${projectId}" is a demo project, which exists only locally: leave out --project to use the local backend`;
  return null;
}

/** The database's address without a trailing slash, or the problem. */
export function parseDatabaseUrl(
  text: string,
): { readonly url: string } | { readonly problem: string } {
  const expected =
    'expected https://<id>-default-rtdb.<region>.firebasedatabase.app or https://<id>-default-rtdb.firebaseio.com';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: `--database-url "${text}" is not an address (${expected})` };
  }
  const firebaseHost =
    /^[a-z0-9-]+(\.[a-z0-9-]+)?\.firebasedatabase\.app$|^[a-z0-9-]+\.firebaseio\.com$/.test(
      url.hostname,
    );
  if (
    url.protocol !== 'https:' ||
    !firebaseHost ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== '' ||
    url.username !== '' ||
    url.port !== ''
  ) {
    return { problem: `--database-url "${text}" is not a Realtime Database address (${expected})` };
  }
  return { url: url.origin };
}

export interface ServiceAccountKeyCheck {
  /** GOOGLE_APPLICATION_CREDENTIALS as given (undefined when unset). */
  readonly keyPath: string | undefined;
  /** The file's text, or null when it could not be read. */
  readonly text: string | null;
  readonly projectId: string;
  /** The repository's folder: a key inside it could be committed or served. */
  readonly repoRoot: string;
  readonly cwd: string;
}

const keyHelp =
  'Get one in the Firebase console: Project settings → Service accounts → Generate new private key; ' +
  'keep it on this computer, outside the repository, and set GOOGLE_APPLICATION_CREDENTIALS to its path.';

export function serviceAccountKeyProblem(check: ServiceAccountKeyCheck): string | null {
  if (check.keyPath === undefined || check.keyPath.trim() === '') {
    return `--project needs the project's service account key: GOOGLE_APPLICATION_CREDENTIALS is not set. ${keyHelp}`;
  }
  const resolved = path.resolve(check.cwd, check.keyPath);
  const relative = path.relative(check.repoRoot, resolved);
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    return `the service account key ${resolved} is inside the repository: move it out (it must never be committed, built or served), then set GOOGLE_APPLICATION_CREDENTIALS again.`;
  }
  if (check.text === null)
    return `cannot read the service account key ${resolved} (GOOGLE_APPLICATION_CREDENTIALS). ${keyHelp}`;
  let key: { type?: unknown; project_id?: unknown; client_email?: unknown; private_key?: unknown };
  try {
    key = JSON.parse(check.text) as typeof key;
  } catch {
    return `${resolved} is not a service account key (not JSON). ${keyHelp}`;
  }
  if (
    key === null ||
    typeof key !== 'object' ||
    key.type !== 'service_account' ||
    typeof key.client_email !== 'string' ||
    typeof key.private_key !== 'string'
  ) {
    return `${resolved} is not a service account key (it needs "type": "service_account", client_email and private_key). ${keyHelp}`;
  }
  if (key.project_id !== check.projectId) {
    return `the service account key ${resolved} belongs to project "${String(key.project_id)}", not "${check.projectId}".`;
  }
  return null;
}
