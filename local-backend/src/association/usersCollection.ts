import type { JsonRequest, JsonResponse } from '../seed/restJson';
import { RequestError } from '../seed/restJson';

/**
 * Firestore's `users` collection (one document per account, under a random id, carrying the account's
 * uid, name, e-mail and way of signing in) through the Firestore REST API as the administrator: the
 * local Firestore server (`Bearer owner`) or Google's (the service account's token). Only the person
 * operations read or remove these documents; the app writes them.
 */
export interface UserDocument {
  /** The document's id in `users` (not the uid). */
  readonly id: string;
  /** Its fields as plain JSON values. */
  readonly fields: Readonly<Record<string, unknown>>;
}

export interface UsersCollection {
  /** Every document of the collection. */
  all(): Promise<UserDocument[]>;
  /** Removes these documents (by id) in one commit. */
  remove(ids: readonly string[]): Promise<void>;
}

/** Sends one request to the Firestore REST API; `path` follows `v1/`. */
export type FirestoreSend = (path: string, init: JsonRequest) => Promise<JsonResponse>;

export const usersCollectionId = 'users';

type TypedValue = Readonly<Record<string, unknown>>;

/** A Firestore typed value (`{ stringValue: 'x' }`, `{ mapValue: { fields } }`…) as plain JSON. */
export function plainValue(value: TypedValue): unknown {
  if ('mapValue' in value) {
    const fields = (value.mapValue as { fields?: Record<string, TypedValue> } | null)?.fields;
    return plainFields(fields ?? {});
  }
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: TypedValue[] } | null)?.values;
    return (values ?? []).map(plainValue);
  }
  if ('integerValue' in value) return Number(value.integerValue);
  if ('nullValue' in value) return null;
  const [first] = Object.values(value);
  return first ?? null;
}

export function plainFields(fields: Readonly<Record<string, TypedValue>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, plainValue(value)]),
  );
}

export function firestoreUsersCollection(projectId: string, send: FirestoreSend): UsersCollection {
  const root = `projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
  return {
    all: async () => {
      const response = await send(`${root}:runQuery`, {
        method: 'POST',
        body: { structuredQuery: { from: [{ collectionId: usersCollectionId }] } },
      });
      if (response.status !== 200 || !Array.isArray(response.body))
        throw new RequestError(`reading the ${usersCollectionId} documents`, response);
      return response.body.flatMap(
        (result: { document?: { name?: unknown; fields?: unknown } }) => {
          const name = result.document?.name;
          if (typeof name !== 'string') return [];
          const fields = (result.document?.fields ?? {}) as Record<string, TypedValue>;
          return [{ id: name.slice(name.lastIndexOf('/') + 1), fields: plainFields(fields) }];
        },
      );
    },
    remove: async (ids) => {
      if (ids.length === 0) return;
      const response = await send(`${root}:commit`, {
        method: 'POST',
        body: {
          writes: ids.map((id) => ({
            delete: `projects/${projectId}/databases/(default)/documents/${usersCollectionId}/${id}`,
          })),
        },
      });
      if (response.status !== 200)
        throw new RequestError(`removing ${ids.length} ${usersCollectionId} document(s)`, response);
    },
  };
}
