import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signOut,
  type User,
} from 'firebase/auth';
import {
  connectDatabaseEmulator,
  get,
  getDatabase,
  onValue,
  ref,
  set,
  type Database,
} from 'firebase/database';
import {
  localDatabaseNamespace,
  localProjectId,
  startLocalBackend,
  type RunningLocalBackend,
} from '../../src/index';
import { RawProtocolClient } from '../rtdb/rawProtocolClient';
import { TEST_RULES } from '../rtdb/rtdbTestClients';

// A signed-in tablet across the hourly ID-token expiry, with the real SDK (auth + database) against
// the local backend (the official Auth emulator and the local Realtime Database, on one clock). The
// services' clock is moved forward; the SDK's own clock is not, as a tablet that slept through the
// refresh: the server then revokes the expired auth (`ac`, expired_token), the SDK reconnects and
// forces a token refresh, and the Auth emulator (following the moved clock) mints a token the
// server accepts. The proactive path — the SDK refreshing before expiry and re-authenticating the
// open connection — is driven by calling the refresh the SDK's timer would call.

jest.setTimeout(60_000);

const minute = 60_000;
const hour = 60 * minute;

interface Claims {
  readonly iat: number;
  readonly exp: number;
  readonly user_id: string;
}

function claimsOf(token: string): Claims {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;
}

let backend: RunningLocalBackend;
let dataDir: string;
let app: FirebaseApp;
let db: Database;
let user: User;
let signUpToken: string;
const logged: string[] = [];
const revocations = (): number =>
  logged.filter((line) => line.includes('auth revoked (expired_token)')).length;
const seen: unknown[] = [];
let stopListening: () => void = () => undefined;

function databaseUrl(pathname: string, query = ''): string {
  return `http://127.0.0.1:${backend.ports.database}/${pathname}.json?ns=${localDatabaseNamespace}${query}`;
}

/** `promise`, or a failure naming `what` after 20 s (a write the SDK cannot deliver waits for ever). */
function within<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not complete within 20 s`)), 20_000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Resolves once the tablet's listener has delivered a value accepted by `accept`. */
async function heard(accept: (value: Record<string, unknown> | null) => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!seen.some((value) => accept(value as Record<string, unknown> | null))) {
    if (Date.now() > deadline)
      throw new Error(`the listener never heard the value; it heard ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-token-refresh-'));
  backend = await startLocalBackend({
    authPort: 0,
    databasePort: 0,
    firestorePort: 0,
    dataDir,
    log: (line) => logged.push(line),
  });
  // Small rules of our own (each user owns users/<uid>), so the test does not depend on the product's.
  const rules = await fetch(databaseUrl('.settings/rules'), {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify(TEST_RULES),
  });
  expect(rules.status).toBe(200);

  app = initializeApp(
    {
      apiKey: 'demo-api-key',
      projectId: localProjectId,
      databaseURL: `http://127.0.0.1:${backend.ports.database}?ns=${localDatabaseNamespace}`,
    },
    'tablet',
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${backend.ports.auth}`, { disableWarnings: true });
  db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', backend.ports.database);
  user = (await createUserWithEmailAndPassword(auth, 'tablet@example.pt', 'amparo2024')).user;
  signUpToken = await user.getIdToken();
  stopListening = onValue(ref(db, `users/${user.uid}`), (snapshot) => {
    seen.push(snapshot.val());
  });
  await set(ref(db, `users/${user.uid}/note`), 'antes');
  await heard((value) => value?.note === 'antes');
}, 90_000);

afterAll(async () => {
  stopListening();
  if (app !== undefined) {
    // deleteApp leaves the auth SDK's hourly refresh timer running; signing out stops it.
    await signOut(getAuth(app));
    await deleteApp(app);
  }
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('a signed-in tablet across the hourly ID-token refresh', () => {
  it('proactive: a token refreshed before expiry re-authenticates the open connection, which is never revoked', async () => {
    const before = await user.getIdToken();
    await backend.clock.advance(50 * minute);
    // What the SDK's refresh timer does five minutes before expiry, by its own clock.
    const refreshed = await user.getIdToken(true);
    expect(claimsOf(refreshed).iat).toBeGreaterThanOrEqual(
      Math.floor((Date.now() + 50 * minute) / 1000) - 60,
    );
    // Sent on the same connection after the new token's auth request, so the server has both.
    await within('the write after the refresh', set(ref(db, `users/${user.uid}/note`), 'renovado'));

    await backend.clock.advance(20 * minute); // the first token has expired, the refreshed one has not
    await within(
      'the write past the first expiry',
      set(ref(db, `users/${user.uid}/note`), 'ainda'),
    );
    await heard((value) => value?.note === 'ainda');
    expect(revocations()).toBe(0);
    const oldToken = await fetch(databaseUrl(`users/${user.uid}`, `&auth=${before}`));
    expect(oldToken.status).toBe(401);
  });

  it('reactive: after two hours the server revokes the expired auth, the SDK refreshes, and reads, listens and writes go on', async () => {
    const expiring = await user.getIdToken();
    expect(claimsOf(expiring).user_id).toBe(user.uid);
    await backend.clock.advance(2 * hour);

    // Writes from the tablet land (the SDK holds them until it has re-authenticated).
    await within('the write after two hours', set(ref(db, `users/${user.uid}/note`), 'depois'));
    // The listen survived: a change made elsewhere reaches it.
    const carer = await fetch(databaseUrl(`users/${user.uid}/fromCarer`), {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner' },
      body: '"olá"',
    });
    expect(carer.status).toBe(200);
    await heard((value) => value?.note === 'depois' && value.fromCarer === 'olá');
    // A one-off read is served.
    expect(
      (await within('the read after two hours', get(ref(db, `users/${user.uid}/note`)))).val(),
    ).toBe('depois');

    // It went through the refusal: the server revoked the expired auth ...
    expect(revocations()).toBeGreaterThanOrEqual(1);
    // ... and the SDK now holds a token the Auth emulator minted at the moved time.
    const fresh = await user.getIdToken();
    expect(fresh).not.toBe(expiring);
    expect(claimsOf(fresh).iat * 1000).toBeGreaterThan(Date.now() + 2 * hour);
    expect((await fetch(databaseUrl(`users/${user.uid}/note`, `&auth=${fresh}`))).status).toBe(200);
  });

  it('the expired token itself is refused, over REST and on a raw websocket', async () => {
    // The token the tablet signed up with, before every move: long expired by the services' clock.
    const expired = signUpToken;
    const rest = await fetch(databaseUrl(`users/${user.uid}/note`, `&auth=${expired}`));
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ error: 'Auth token is expired.' });
    const bearer = await fetch(databaseUrl(`users/${user.uid}/note`), {
      headers: { Authorization: `Bearer ${expired}` },
    });
    expect(bearer.status).toBe(401);

    const raw = await RawProtocolClient.connect(backend.ports.database);
    try {
      expect(await raw.request('auth', { cred: expired })).toEqual({
        s: 'expired_token',
        d: 'Auth token is expired.',
      });
      expect((await raw.request('g', { p: `users/${user.uid}`, q: {} })).s).toBe(
        'permission_denied',
      );
    } finally {
      await raw.close();
    }
  });
});
