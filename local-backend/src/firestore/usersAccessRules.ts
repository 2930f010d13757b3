import type { Caller } from '../auth/bearerToken';
import type { FirestoreFields } from './firestoreValues';
import { stringField, valueKind, valuesEqual } from './firestoreValues';

/**
 * firestore.rules, enforced by the local server. A `users` document holds exactly `uid`, `name`,
 * `authProvider` ('local' or 'google') and `email`, all strings. A signed-in account may create only a
 * document carrying its own uid, read the `users` documents that carry its uid, and replace its own
 * document without changing the uid; the document id is free (the browser uses addDoc). Nothing else is
 * open, the circle's mirror `familyCircles/**` included (only the Cloud Function writes it, with the
 * Admin SDK); the `owner` token bypasses the rules, as on the official emulator. Paths are the segments
 * after `documents`.
 */
const usersCollection = 'users';

/** The fields of a `users` document, every one required and no other allowed. */
export const userDocumentFields = ['uid', 'name', 'authProvider', 'email'] as const;

export const authProviders: readonly string[] = ['local', 'google'];

function isUsersDocument(path: readonly string[]): boolean {
  return path.length === 2 && path[0] === usersCollection;
}

function carriesUid(fields: FirestoreFields | undefined, uid: string): boolean {
  return stringField(fields, 'uid') === uid;
}

/** `isUserDocument` of firestore.rules: exactly the four fields, all strings, a known provider. */
export function isUserDocument(fields: FirestoreFields): boolean {
  const names = Object.keys(fields);
  if (names.length !== userDocumentFields.length) return false;
  for (const name of userDocumentFields) {
    const value = fields[name];
    if (
      value === undefined ||
      valueKind(value) !== 'stringValue' ||
      typeof value.stringValue !== 'string'
    )
      return false;
  }
  return authProviders.includes(stringField(fields, 'authProvider') ?? '');
}

export function mayReadDocument(
  caller: Caller,
  path: readonly string[],
  existing: FirestoreFields | undefined,
): boolean {
  if (caller.kind === 'owner') return true;
  if (caller.kind !== 'user' || !isUsersDocument(path)) return false;
  // As in the rules language, a read of a document that does not exist has no `resource.data.uid`.
  return carriesUid(existing, caller.uid);
}

/** `after` null: a delete. `before` undefined: the document does not exist yet. */
export function mayWriteDocument(
  caller: Caller,
  path: readonly string[],
  before: FirestoreFields | undefined,
  after: FirestoreFields | null,
): boolean {
  if (caller.kind === 'owner') return true;
  if (caller.kind !== 'user' || !isUsersDocument(path) || after === null) return false;
  if (!carriesUid(after, caller.uid) || !isUserDocument(after)) return false;
  return before === undefined || carriesUid(before, caller.uid);
}

/** The filters of a query's `where`, as the REST API encodes them. */
export interface QueryFilter {
  readonly fieldFilter?: {
    readonly field?: { readonly fieldPath?: string };
    readonly op?: string;
    readonly value?: Readonly<Record<string, unknown>>;
  };
  readonly compositeFilter?: { readonly op?: string; readonly filters?: readonly QueryFilter[] };
  readonly unaryFilter?: unknown;
}

/** Whether every result of the filter is certain to have `uid == uid` (an equality on uid, alone or ANDed). */
function constrainsUidTo(filter: QueryFilter | undefined, uid: string): boolean {
  if (filter === undefined) return false;
  const field = filter.fieldFilter;
  if (field !== undefined) {
    return (
      field.field?.fieldPath === 'uid' &&
      field.op === 'EQUAL' &&
      field.value !== undefined &&
      valuesEqual(field.value, { stringValue: uid })
    );
  }
  const composite = filter.compositeFilter;
  if (composite?.op === 'AND')
    return (composite.filters ?? []).some((inner) => constrainsUidTo(inner, uid));
  return false;
}

/**
 * Queries are allowed only when the rules allow every document they could return (Firestore's rules
 * are not filters): on `users`, a signed-in person's query must be constrained to its own uid.
 */
export function mayRunQuery(
  caller: Caller,
  parent: readonly string[],
  collectionId: string,
  allDescendants: boolean,
  where: QueryFilter | undefined,
): boolean {
  if (caller.kind === 'owner') return true;
  if (
    caller.kind !== 'user' ||
    parent.length !== 0 ||
    collectionId !== usersCollection ||
    allDescendants
  )
    return false;
  return constrainsUidTo(where, caller.uid);
}
