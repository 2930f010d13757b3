import type { UserRecord } from '@amparo/shared-machines';
import { RequestError, ownerHeaders, requestJson } from './restJson';

/**
 * The `users` document of a demo account, through the Firestore REST API as the administrator (so it
 * works on the local server and on the official emulator alike): created only when no document
 * carries the uid, like the account module does.
 */
export async function ensureUserDocument(
  firestoreOrigin: string,
  projectId: string,
  record: UserRecord,
): Promise<boolean> {
  const documents = `${firestoreOrigin}/v1/projects/${projectId}/databases/(default)/documents`;
  const search = await requestJson(`${documents}:runQuery`, {
    method: 'POST',
    headers: ownerHeaders,
    body: {
      structuredQuery: {
        from: [{ collectionId: 'users' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'uid' },
            op: 'EQUAL',
            value: { stringValue: record.uid },
          },
        },
        limit: 1,
      },
    },
  });
  if (search.status !== 200 || !Array.isArray(search.body))
    throw new RequestError(`looking for the users document of ${record.email}`, search);
  if (search.body.some((result: { document?: unknown }) => result.document !== undefined))
    return false;

  const fields = Object.fromEntries(
    Object.entries(record).map(([name, value]) => [name, { stringValue: value }]),
  );
  const commit = await requestJson(`${documents}:commit`, {
    method: 'POST',
    headers: ownerHeaders,
    body: {
      writes: [
        {
          update: {
            name: `projects/${projectId}/databases/(default)/documents/users/${record.uid}`,
            fields,
          },
          currentDocument: { exists: false },
        },
      ],
    },
  });
  if (commit.status !== 200)
    throw new RequestError(`creating the users document of ${record.email}`, commit);
  return true;
}
