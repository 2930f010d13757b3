import { AssociationError } from '../../src/association/adminBackend';
import type { CarerAccount } from '../../src/association/carerAccounts';
import {
  associationMoment,
  describeCarerAccount,
  projectCarerAccounts,
} from '../../src/association/carerAccounts';
import type { JsonRequest, JsonResponse } from '../../src/seed/restJson';
import { RequestError } from '../../src/seed/restJson';

// The carers' accounts on a real project, against a stand-in for Google's Identity Toolkit: the
// administrator's requests (their addresses, bodies and token) and what is read from the answers; and
// how an account is shown to the volunteer. The same calls against the Auth emulator are
// carerAdd.test.ts's.

interface Sent {
  readonly url: string;
  readonly init: JsonRequest;
}

function fakeGoogle(answer: (url: string, init: JsonRequest) => JsonResponse): {
  sent: Sent[];
  accounts: ReturnType<typeof projectCarerAccounts>;
} {
  const sent: Sent[] = [];
  return {
    sent,
    accounts: projectCarerAccounts({
      projectId: 'amparo-prod',
      accessToken: async () => 'token-1',
      request: async (url, init) => {
        sent.push({ url, init });
        return answer(url, init);
      },
    }),
  };
}

const api = 'https://identitytoolkit.googleapis.com/v1/projects/amparo-prod/accounts';

const stranger = {
  localId: 'u1',
  email: 'novo.cuidador@probranca.pt',
  displayName: 'Novo',
  emailVerified: false,
  createdAt: '1748786602000',
  lastLoginAt: '1748786602000',
  providerUserInfo: [
    { providerId: 'password', email: 'novo.cuidador@probranca.pt' },
    { providerId: 'google.com', email: 'novo.cuidador@probranca.pt' },
  ],
  passwordHash: 'secret',
};

describe('projectCarerAccounts', () => {
  it('finds an account with accounts:lookup as the service account, and reads who made it and how', async () => {
    const google = fakeGoogle(() => ({ status: 200, body: { users: [stranger] } }));
    expect(await google.accounts.find('Novo.Cuidador@probranca.pt')).toEqual({
      uid: 'u1',
      email: 'novo.cuidador@probranca.pt',
      displayName: 'Novo',
      emailVerified: false,
      createdAt: 1748786602000,
      providers: ['google.com', 'password'],
    });
    expect(google.sent).toEqual([
      {
        url: `${api}:lookup`,
        init: {
          method: 'POST',
          body: { email: ['novo.cuidador@probranca.pt'] },
          headers: { Authorization: 'Bearer token-1' },
        },
      },
    ]);
  });

  it('finds nothing when no account uses the e-mail', async () => {
    const google = fakeGoogle(() => ({ status: 200, body: {} }));
    expect(await google.accounts.find('ninguem@probranca.pt')).toBeNull();
  });

  it('creates an account as the Admin SDK does, verified, with a random password it never returns', async () => {
    const created = {
      ...stranger,
      emailVerified: true,
      providerUserInfo: [stranger.providerUserInfo[0]],
    };
    const google = fakeGoogle((url) =>
      url.endsWith('/accounts')
        ? { status: 200, body: { localId: 'u1' } }
        : { status: 200, body: { users: [created] } },
    );
    const first = await google.accounts.create('novo.cuidador@probranca.pt', 'Novo');
    expect(first).toMatchObject({ uid: 'u1', emailVerified: true, providers: ['password'] });
    await google.accounts.create('novo.cuidador@probranca.pt', 'Novo');
    const creations = google.sent.filter((sent) => sent.url === api);
    expect(creations).toHaveLength(2);
    const bodies = creations.map(
      (sent) => sent.init.body as { email: string; password: string; displayName: string },
    );
    expect(bodies[0]).toEqual({
      email: 'novo.cuidador@probranca.pt',
      password: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      displayName: 'Novo',
      emailVerified: true,
    });
    expect(bodies[0]?.password).not.toBe(bodies[1]?.password);
    expect(JSON.stringify(first)).not.toContain(bodies[0]?.password);
    expect(creations[0]?.init.headers).toEqual({ Authorization: 'Bearer token-1' });
  });

  it('asks accounts:sendOobCode for a password-reset link returned to the administrator', async () => {
    const link =
      'https://amparo-prod.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=abc';
    const google = fakeGoogle(() => ({ status: 200, body: { oobLink: link } }));
    expect(await google.accounts.passwordLink('nova@probranca.pt')).toBe(link);
    expect(google.sent).toEqual([
      {
        url: `${api}:sendOobCode`,
        init: {
          method: 'POST',
          body: { requestType: 'PASSWORD_RESET', email: 'nova@probranca.pt', returnOobLink: true },
          headers: { Authorization: 'Bearer token-1' },
        },
      },
    ]);
  });

  it('refuses an answer without a link', async () => {
    const google = fakeGoogle(() => ({ status: 200, body: { email: 'nova@probranca.pt' } }));
    await expect(google.accounts.passwordLink('nova@probranca.pt')).rejects.toThrow(RequestError);
  });

  it('says what to check when Google refuses the service account', async () => {
    const google = fakeGoogle(() => ({ status: 403, body: { error: { message: 'PERMISSION' } } }));
    const refusal = google.accounts.find('nova@probranca.pt');
    await expect(refusal).rejects.toThrow(AssociationError);
    await expect(refusal).rejects.toThrow(
      /^project "amparo-prod" refused the service account on its accounts \(HTTP 403\): check that GOOGLE_APPLICATION_CREDENTIALS/,
    );
  });
});

describe('how an account is shown', () => {
  it.each<[string, number, string]>([
    ['in winter, Lisbon is on UTC', Date.UTC(2025, 0, 15, 10, 0, 0), '2025-01-15T10:00:00+00:00'],
    ['in summer, an hour ahead', Date.UTC(2025, 6, 1, 10, 0, 5, 900), '2025-07-01T11:00:05+01:00'],
    ['across midnight', Date.UTC(2025, 5, 30, 23, 30, 0), '2025-07-01T00:30:00+01:00'],
    [
      'the hour the clocks go back, second time round',
      Date.UTC(2025, 9, 26, 1, 30, 0),
      '2025-10-26T01:30:00+00:00',
    ],
  ])('%s', (_label, ms, iso) => {
    expect(associationMoment(ms)).toBe(`${iso} (Europe/Lisbon)`);
  });

  const account: CarerAccount = {
    uid: 'u1',
    email: 'a@b.pt',
    displayName: 'A',
    emailVerified: true,
    createdAt: Date.UTC(2025, 0, 15, 10, 0, 0),
    providers: ['google.com', 'password'],
  };

  it.each<[string, Partial<CarerAccount>, string]>([
    [
      'its creation and every provider',
      {},
      'created 2025-01-15T10:00:00+00:00 (Europe/Lisbon), signs in with Google or e-mail and password',
    ],
    [
      'a provider the login screen does not offer, by its id',
      { providers: ['apple.com'] },
      'created 2025-01-15T10:00:00+00:00 (Europe/Lisbon), signs in with apple.com',
    ],
    [
      'no provider and no creation time',
      { providers: [], createdAt: null },
      'creation time unknown, no way to sign in yet',
    ],
  ])('%s', (_label, change, text) => {
    expect(describeCarerAccount({ ...account, ...change })).toBe(text);
  });
});
