/**
 * Firestore resource names: `projects/{project}/databases/{database}/documents/{collection}/{id}/...`,
 * and the REST paths the SDK calls: `/v1/{database root}/documents{/parent}:{method}` or
 * `/v1/{database root}/documents/{document path}` for a plain GET.
 */
export interface DatabaseId {
  readonly projectId: string;
  readonly database: string;
}

export interface RestRoute {
  readonly databaseId: DatabaseId;
  /** Segments after `documents` (a document path, a parent document path, or empty for the root). */
  readonly path: readonly string[];
  /** `commit`, `batchGet`, `runQuery`, ... or null for a plain document path. */
  readonly method: string | null;
}

export function documentsRoot(databaseId: DatabaseId): string {
  return `projects/${databaseId.projectId}/databases/${databaseId.database}/documents`;
}

export function documentName(databaseId: DatabaseId, path: readonly string[]): string {
  return [documentsRoot(databaseId), ...path].join('/');
}

function isValidSegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && !/^__.*__$/.test(segment);
}

/** The path (segments after `documents`) of a document name in this database; null if it is not one. */
export function parseDocumentName(name: unknown, databaseId: DatabaseId): string[] | null {
  if (typeof name !== 'string') return null;
  const root = `${documentsRoot(databaseId)}/`;
  if (!name.startsWith(root)) return null;
  const segments = name.slice(root.length).split('/');
  if (segments.length % 2 !== 0 || !segments.every(isValidSegment)) return null;
  return segments;
}

export function isDocumentPath(path: readonly string[]): boolean {
  return path.length >= 2 && path.length % 2 === 0 && path.every(isValidSegment);
}

/** The route of a request path such as `/v1/projects/p/databases/(default)/documents:commit`. */
export function parseRestPath(pathname: string): RestRoute | null {
  const colon = pathname.lastIndexOf(':');
  const hasMethod = colon > pathname.lastIndexOf('/');
  const resource = hasMethod ? pathname.slice(0, colon) : pathname;
  const method = hasMethod ? pathname.slice(colon + 1) : null;
  let segments: string[];
  try {
    segments = resource.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  const [empty, version, projects, projectId, databases, database, documents, ...path] = segments;
  if (
    empty !== '' ||
    version !== 'v1' ||
    projects !== 'projects' ||
    databases !== 'databases' ||
    documents !== 'documents'
  )
    return null;
  if (projectId === undefined || projectId === '' || database === undefined || database === '')
    return null;
  if (path.length === 1 && path[0] === '') path.pop();
  if (!path.every(isValidSegment)) return null;
  return { databaseId: { projectId, database }, path, method };
}
