import { AssociationError } from '../../src/association/adminBackend';
import { projectAdminBackend } from '../../src/association/projectAdminBackend';
import type { JsonRequest, JsonResponse } from '../../src/seed/restJson';
import { UnreachableError } from '../../src/seed/restJson';

// The real project's administrator without the network: which URLs, methods, bodies and credentials
// the Identity Toolkit and Realtime Database requests carry, and the messages when Google refuses the
// key or cannot be reached.

const databaseUrl = 'https://amparo-prod-default-rtdb.europe-west1.firebasedatabase.app';

function recording(answer: (url: string, init: JsonRequest) => JsonResponse) {
  const requests: { url: string; init: JsonRequest }[] = [];
  let tokens = 0;
  const backend = projectAdminBackend({
    projectId: 'amparo-prod',
    databaseUrl,
    accessToken: async () => {
      tokens += 1;
      return 'ya29.token/+=';
    },
    request: async (url, init) => {
      requests.push({ url, init });
      return answer(url, init);
    },
  });
  return { backend, requests, tokens: () => tokens };
}

it('looks accounts up under projects/{id} with the bearer token, by e-mail and by uid', async () => {
  const { backend, requests } = recording((_url, init) => {
    const body = init.body as { email?: string[]; localId?: string[] };
    if (body.email)
      return {
        status: 200,
        body: { users: [{ localId: 'u1', email: 'Ana.Costa@probranca.pt', displayName: 'Ana' }] },
      };
    return { status: 200, body: { kind: 'identitytoolkit#GetAccountInfoResponse' } };
  });
  const found = await backend.accounts.byEmail(['ANA.costa@probranca.pt', 'rui@probranca.pt']);
  expect([...found]).toEqual([
    ['ana.costa@probranca.pt', { uid: 'u1', email: 'Ana.Costa@probranca.pt', displayName: 'Ana' }],
  ]);
  expect([...(await backend.accounts.byUid(['u9']))]).toEqual([]);
  expect(requests).toEqual([
    {
      url: 'https://identitytoolkit.googleapis.com/v1/projects/amparo-prod/accounts:lookup',
      init: {
        method: 'POST',
        body: { email: ['ana.costa@probranca.pt', 'rui@probranca.pt'] },
        headers: { Authorization: 'Bearer ya29.token/+=' },
      },
    },
    {
      url: 'https://identitytoolkit.googleapis.com/v1/projects/amparo-prod/accounts:lookup',
      init: {
        method: 'POST',
        body: { localId: ['u9'] },
        headers: { Authorization: 'Bearer ya29.token/+=' },
      },
    },
  ]);
});

it('asks for at most 100 accounts at a time', async () => {
  const { backend, requests } = recording(() => ({ status: 200, body: {} }));
  await backend.accounts.byUid(Array.from({ length: 250 }, (_, index) => `u${index}`));
  expect(
    requests.map((request) => (request.init.body as { localId: string[] }).localId.length),
  ).toEqual([100, 100, 50]);
});

it('reads and writes the database with ?access_token=, keys escaped', async () => {
  const { backend, requests, tokens } = recording((_url, init) => ({
    status: 200,
    body: init.method === 'GET' ? 'Xy' : null,
  }));
  expect(await backend.database.get('ProBrancaSec')).toBe('Xy');
  await backend.database.patch('', { 'carers/u1': { name: 'Ana Costa' } });
  await backend.database.put('members/u 1', null);
  expect(requests.map((request) => [request.init.method, request.url, request.init.body])).toEqual([
    ['GET', `${databaseUrl}/ProBrancaSec.json?access_token=ya29.token%2F%2B%3D`, undefined],
    [
      'PATCH',
      `${databaseUrl}/.json?access_token=ya29.token%2F%2B%3D`,
      { 'carers/u1': { name: 'Ana Costa' } },
    ],
    ['PUT', `${databaseUrl}/members/u%201.json?access_token=ya29.token%2F%2B%3D`, null],
  ]);
  expect(requests.every((request) => request.init.headers === undefined)).toBe(true);
  expect(tokens()).toBe(3);
  expect(backend.isRealProject).toBe(true);
  expect(backend.target).toBe(`Firebase project "amparo-prod" (${databaseUrl})`);
});

it('reads the keys of a node with shallow=true, and tells the time by the machine it runs on', async () => {
  const { backend, requests } = recording(() => ({
    status: 200,
    body: { u1: true, u2: true },
  }));
  expect(await backend.database.keys('members')).toEqual(['u1', 'u2']);
  expect(requests.map((request) => [request.init.method, request.url])).toEqual([
    ['GET', `${databaseUrl}/members.json?access_token=ya29.token%2F%2B%3D&shallow=true`],
  ]);
  const atNoon = projectAdminBackend({
    projectId: 'amparo-prod',
    databaseUrl,
    accessToken: async () => 't',
    now: () => Date.parse('2026-11-25T12:00:00Z'),
  });
  expect(await atNoon.now()).toBe(Date.parse('2026-11-25T12:00:00Z'));
});

it('reads no keys where there is nothing', async () => {
  const { backend } = recording(() => ({ status: 200, body: null }));
  expect(await backend.database.keys('members')).toEqual([]);
});

it.each([401, 403])(
  'explains an HTTP %d: the key, its role, the database address',
  async (status) => {
    const { backend } = recording(() => ({ status, body: { error: 'Permission denied' } }));
    const refusal = backend.database.get('carers');
    await expect(refusal).rejects.toBeInstanceOf(AssociationError);
    await expect(backend.accounts.byEmail(['a@b.pt'])).rejects.toThrow(
      `project "amparo-prod" refused the service account (HTTP ${status}): check that GOOGLE_APPLICATION_CREDENTIALS is a key of this project whose service account has the Firebase Admin role`,
    );
  },
);

it('reports another failure with what was being done, and an unreachable host without the token', async () => {
  const failing = recording(() => ({ status: 500, body: { error: 'boom' } }));
  await expect(failing.backend.database.patch('', {})).rejects.toThrow(
    'PATCH / failed with HTTP 500: {"error":"boom"}',
  );
  const offline = projectAdminBackend({
    projectId: 'amparo-prod',
    databaseUrl,
    accessToken: async () => 'secret-token',
    request: async (url) => {
      throw new UnreachableError(new URL(url).origin, 'ENOTFOUND');
    },
  });
  const error = (await offline.database.get('x').then(
    () => null,
    (caught: unknown) => caught,
  )) as Error;
  expect(error).toBeInstanceOf(AssociationError);
  expect(error.message).toBe(
    `cannot reach ${databaseUrl} (ENOTFOUND): check the internet connection and --database-url.`,
  );
  expect(error.message).not.toContain('secret-token');
});
