import { projectAdminBackend } from '../../src/association/projectAdminBackend';
import { plainValue } from '../../src/association/usersCollection';
import type { JsonRequest, JsonResponse } from '../../src/seed/restJson';

// What the person operations ask of a real project, without the network: the accounts listed page by
// page without their password hashes, an account deleted, and the `users` documents read and deleted,
// all with the service account's token.

const databaseUrl = 'https://amparo-prod-default-rtdb.europe-west1.firebasedatabase.app';

function recording(answer: (url: string, init: JsonRequest) => JsonResponse) {
  const requests: { url: string; init: JsonRequest }[] = [];
  const backend = projectAdminBackend({
    projectId: 'amparo-prod',
    databaseUrl,
    accessToken: async () => 'ya29.token',
    request: async (url, init) => {
      requests.push({ url, init });
      return answer(url, init);
    },
  });
  return { backend, requests };
}

const bearer = { Authorization: 'Bearer ya29.token' };
const accounts = 'https://identitytoolkit.googleapis.com/v1/projects/amparo-prod/accounts';

it('lists every account page by page, without password hashes', async () => {
  const { backend, requests } = recording((url) => {
    if (!url.includes('nextPageToken'))
      return {
        status: 200,
        body: { users: [{ localId: 'u1', passwordHash: 'h', salt: 's' }], nextPageToken: 'u1' },
      };
    return { status: 200, body: { users: [{ localId: 'u2', email: 'b@x.pt' }] } };
  });
  expect(await backend.accounts.all()).toEqual([
    { localId: 'u1' },
    { localId: 'u2', email: 'b@x.pt' },
  ]);
  expect(requests).toEqual([
    { url: `${accounts}:batchGet?maxResults=1000`, init: { method: 'GET', headers: bearer } },
    {
      url: `${accounts}:batchGet?maxResults=1000&nextPageToken=u1`,
      init: { method: 'GET', headers: bearer },
    },
  ]);
});

it('deletes an account by uid', async () => {
  const { backend, requests } = recording(() => ({ status: 200, body: {} }));
  await backend.accounts.remove('u1');
  expect(requests).toEqual([
    {
      url: `${accounts}:delete`,
      init: { method: 'POST', body: { localId: 'u1' }, headers: bearer },
    },
  ]);
});

it('reads and deletes users documents through the Firestore REST API', async () => {
  const documents = 'projects/amparo-prod/databases/(default)/documents';
  const { backend, requests } = recording((url) =>
    url.endsWith(':runQuery')
      ? {
          status: 200,
          body: [
            {
              document: {
                name: `${documents}/users/abc`,
                fields: { uid: { stringValue: 'u1' }, name: { stringValue: 'Rosa' } },
              },
            },
            { readTime: '2025-01-01T00:00:00Z' },
          ],
        }
      : { status: 200, body: {} },
  );
  expect(await backend.users.all()).toEqual([{ id: 'abc', fields: { uid: 'u1', name: 'Rosa' } }]);
  await backend.users.remove(['abc']);
  await backend.users.remove([]);
  expect(requests).toEqual([
    {
      url: `https://firestore.googleapis.com/v1/${documents}:runQuery`,
      init: {
        method: 'POST',
        body: { structuredQuery: { from: [{ collectionId: 'users' }] } },
        headers: bearer,
      },
    },
    {
      url: `https://firestore.googleapis.com/v1/${documents}:commit`,
      init: {
        method: 'POST',
        body: { writes: [{ delete: `${documents}/users/abc` }] },
        headers: bearer,
      },
    },
  ]);
});

it.each<[string, Record<string, unknown>, unknown]>([
  ['a string', { stringValue: 'x' }, 'x'],
  ['an integer', { integerValue: '42' }, 42],
  ['a boolean', { booleanValue: true }, true],
  ['null', { nullValue: 'NULL_VALUE' }, null],
  ['a time', { timestampValue: '2025-01-01T00:00:00Z' }, '2025-01-01T00:00:00Z'],
  ['a map', { mapValue: { fields: { a: { doubleValue: 1.5 } } } }, { a: 1.5 }],
  ['an array', { arrayValue: { values: [{ stringValue: 'a' }] } }, ['a']],
  ['an empty array', { arrayValue: {} }, []],
])('plainValue: %s', (_case, typed, plain) => {
  expect(plainValue(typed)).toEqual(plain);
});
