import type { Caller } from '../auth/bearerToken';
import type { DocumentStore, StoredDocument } from './documentStore';
import { getField, parseFieldPath, withField } from './fieldPaths';
import type { FirestoreFields } from './firestoreValues';
import type { NamedDocument, StructuredQuery } from './queryEvaluation';
import { QueryError, runStructuredQuery } from './queryEvaluation';
import type { DatabaseId } from './resourceNames';
import { documentName, isDocumentPath, parseDocumentName } from './resourceNames';
import { invalidArgument, notFound, permissionDenied } from './restErrors';
import { mayReadDocument, mayRunQuery } from './usersAccessRules';

/** The REST reads of firestore/lite: `documents:batchGet` (getDoc), `:runQuery` (getDocs) and a plain GET. */
export interface RestDocument {
  readonly name: string;
  readonly fields: FirestoreFields;
  readonly createTime: string;
  readonly updateTime: string;
}

export type BatchGetResult =
  { found: RestDocument; readTime: string } | { missing: string; readTime: string };
export type RunQueryResult = { document: RestDocument; readTime: string } | { readTime: string };

function toRestDocument(name: string, document: StoredDocument): RestDocument {
  return {
    name,
    fields: document.fields,
    createTime: document.createTime,
    updateTime: document.updateTime,
  };
}

function refuseTransactions(request: {
  readonly transaction?: unknown;
  readonly newTransaction?: unknown;
}): void {
  if (request.transaction !== undefined || request.newTransaction !== undefined) {
    throw invalidArgument('transactions are not supported by the local Firestore server');
  }
}

function applyMask(
  document: StoredDocument,
  mask: { readonly fieldPaths?: readonly string[] } | undefined,
): StoredDocument {
  if (mask?.fieldPaths === undefined) return document;
  let fields: FirestoreFields = {};
  for (const text of mask.fieldPaths) {
    const segments = parseFieldPath(text);
    if (segments === null) throw invalidArgument(`invalid field path ${JSON.stringify(text)}`);
    const value = getField(document.fields, segments);
    if (value !== undefined) fields = withField(fields, segments, value);
  }
  return { ...document, fields };
}

export interface BatchGetRequest {
  readonly documents?: readonly unknown[];
  readonly mask?: { readonly fieldPaths?: readonly string[] };
  readonly transaction?: unknown;
  readonly newTransaction?: unknown;
}

export function batchGetDocuments(
  store: DocumentStore,
  databaseId: DatabaseId,
  caller: Caller,
  request: BatchGetRequest,
): BatchGetResult[] {
  refuseTransactions(request);
  if (!Array.isArray(request.documents))
    throw invalidArgument('documents must be a list of document names');
  const readTime = store.nextTime();
  return request.documents.map((name) => {
    const path = parseDocumentName(name, databaseId);
    if (path === null || typeof name !== 'string')
      throw invalidArgument(`invalid document name ${JSON.stringify(name)}`);
    const document = store.get(name);
    if (!mayReadDocument(caller, path, document?.fields)) throw permissionDenied();
    return document === undefined
      ? { missing: name, readTime }
      : { found: toRestDocument(name, applyMask(document, request.mask)), readTime };
  });
}

export function getDocument(
  store: DocumentStore,
  databaseId: DatabaseId,
  caller: Caller,
  path: readonly string[],
): RestDocument {
  if (!isDocumentPath(path)) throw invalidArgument(`${path.join('/')} is not a document path`);
  const name = documentName(databaseId, path);
  const document = store.get(name);
  if (!mayReadDocument(caller, path, document?.fields)) throw permissionDenied();
  if (document === undefined) throw notFound(`Document "${name}" not found`);
  return toRestDocument(name, document);
}

export interface RunQueryRequest {
  readonly structuredQuery?: StructuredQuery;
  readonly transaction?: unknown;
  readonly newTransaction?: unknown;
}

function collectionCandidates(
  store: DocumentStore,
  databaseId: DatabaseId,
  parent: readonly string[],
  collectionId: string,
  allDescendants: boolean,
): NamedDocument[] {
  const prefix = `${documentName(databaseId, parent)}/`;
  return store
    .entriesUnder(prefix)
    .filter(([name]) => {
      const rest = name.slice(prefix.length).split('/');
      return allDescendants
        ? rest[rest.length - 2] === collectionId
        : rest.length === 2 && rest[0] === collectionId;
    })
    .map(([name, document]) => ({ name, document }));
}

export function runQuery(
  store: DocumentStore,
  databaseId: DatabaseId,
  caller: Caller,
  parent: readonly string[],
  request: RunQueryRequest,
): RunQueryResult[] {
  refuseTransactions(request);
  const query = request.structuredQuery;
  if (query === undefined) throw invalidArgument('only structuredQuery is supported');
  if (parent.length !== 0 && !isDocumentPath(parent))
    throw invalidArgument(`${parent.join('/')} is not a document path`);
  const [from, ...others] = query.from ?? [];
  if (
    from === undefined ||
    others.length > 0 ||
    typeof from.collectionId !== 'string' ||
    from.collectionId === ''
  ) {
    throw invalidArgument('a query must select exactly one collection');
  }
  const allDescendants = from.allDescendants === true;
  if (!mayRunQuery(caller, parent, from.collectionId, allDescendants, query.where))
    throw permissionDenied();
  const readTime = store.nextTime();
  let results: NamedDocument[];
  try {
    results = runStructuredQuery(
      query,
      collectionCandidates(store, databaseId, parent, from.collectionId, allDescendants),
    );
  } catch (error) {
    if (error instanceof QueryError) throw invalidArgument(error.message);
    throw error;
  }
  const prefixLength = `${documentName(databaseId, [])}/`.length;
  for (const result of results) {
    if (
      !mayReadDocument(
        caller,
        result.name.slice(prefixLength).split('/'),
        store.get(result.name)?.fields,
      )
    )
      throw permissionDenied();
  }
  if (results.length === 0) return [{ readTime }];
  return results.map((result) => ({
    document: toRestDocument(result.name, result.document),
    readTime,
  }));
}
