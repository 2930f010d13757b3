import { onValue, ref, serverTimestamp, set, update } from 'firebase/database';
import { ServiceClock } from '../../src/clock/serviceClock';
import type { RtdbServerHandle } from '../../src/rtdb';
import { RawProtocolClient, unsignedToken } from './rawProtocolClient';
import { startTestServer, TEST_RULES, TestClients } from './rtdbTestClients';

// The Realtime Database server on the services' clock: server timestamps, the rules' `now` and the
// expiry of ID tokens all read it, and moving it makes tokens expire as they would an hour later.

const hour = 3_600_000;
const RULES = {
  rules: {
    ...TEST_RULES.rules,
    stamps: {
      '.read': true,
      $stamp: { '.write': true, '.validate': 'newData.isNumber() && newData.val() === now' },
    },
  },
};

/** A token valid from `atMs` for an hour, as the Auth emulator mints them. */
function tokenAt(uid: string, atMs: number): string {
  const iat = Math.floor(atMs / 1000);
  return unsignedToken({ user_id: uid, sub: uid, iat, exp: iat + 3600 });
}

describe('Realtime Database server: one clock for server values, rules and token expiry', () => {
  let clock: ServiceClock;
  let server: RtdbServerHandle;
  const clients = new TestClients();
  const raws: RawProtocolClient[] = [];
  const logged: string[] = [];
  const connect = async () => {
    const raw = await RawProtocolClient.connect(server.port);
    raws.push(raw);
    return raw;
  };
  const rest = (path: string, init: RequestInit & { auth?: string } = {}) =>
    fetch(
      `http://127.0.0.1:${server.port}/${path}.json${init.auth ? `?auth=${init.auth}` : ''}`,
      init,
    );

  beforeAll(async () => {
    // Every reading of this clock is one millisecond later than the one before: a write that read it
    // twice (once for the timestamp, once for the rules) would break `newData.val() === now`.
    let readings = 0;
    clock = new ServiceClock(2 * hour, () => Date.now() + (readings += 1));
    server = await startTestServer({ rules: RULES, clock, log: (line) => logged.push(line) });
  });

  afterAll(async () => {
    await Promise.all(raws.map((raw) => raw.close()));
    await clients.deleteAll();
    await server.stop();
  });

  it('a {".sv": "timestamp"} holds the clock\'s time and equals the rules\' now, by set and by update', async () => {
    const { db } = clients.create(server.port);
    await set(ref(db, 'stamps/bySet'), serverTimestamp());
    await update(ref(db, 'stamps'), { byUpdate: serverTimestamp() });
    const raw = await connect();
    const stored = await raw.request('g', { p: 'stamps', q: {} });
    const { bySet, byUpdate } = stored.d as { bySet: number; byUpdate: number };
    for (const stamp of [bySet, byUpdate]) {
      expect(Math.abs(stamp - (Date.now() + 2 * hour))).toBeLessThan(60_000);
    }
  });

  it("the handshake carries the clock's time, so the SDK's serverTimeOffset follows it", async () => {
    const { db } = clients.create(server.port);
    const offset = await new Promise<number>((resolve) => {
      const stop = onValue(ref(db, '.info/serverTimeOffset'), (snapshot) => {
        if (Math.abs((snapshot.val() as number) - 2 * hour) > 60_000) return;
        stop();
        resolve(snapshot.val() as number);
      });
    });
    expect(Math.abs(offset - 2 * hour)).toBeLessThan(60_000);
  });

  it('REST: an expired token is a 401, a token valid by the clock is served, owner always', async () => {
    const valid = tokenAt('alice', clock.now());
    const expired = tokenAt('alice', clock.now() - 2 * hour);
    const inMachineTime = tokenAt('alice', Date.now() - 30 * 60_000); // valid by the machine, not by the clock
    expect(
      (await rest('users/alice/note', { method: 'PUT', body: '"olá"', auth: valid })).status,
    ).toBe(200);
    for (const token of [
      expired,
      inMachineTime,
      unsignedToken({ user_id: 'alice', iat: 978_303_600, exp: 978_307_200 }),
    ]) {
      const refused = await rest('users/alice/note', { auth: token });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ error: 'Auth token is expired.' });
      const bearer = await rest('users/alice/note', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(bearer.status).toBe(401);
    }
    expect(
      (await rest('users/alice/note', { headers: { Authorization: 'Bearer owner' } })).status,
    ).toBe(200);
  });

  it('websocket: auth with an expired token answers expired_token and leaves the connection signed out', async () => {
    const raw = await connect();
    expect(await raw.request('auth', { cred: tokenAt('alice', clock.now() - 2 * hour) })).toEqual({
      s: 'expired_token',
      d: 'Auth token is expired.',
    });
    expect((await raw.request('p', { p: 'users/alice/x', d: 1 })).s).toBe('permission_denied');
  });

  it("websocket: when the clock passes the token's exp, the server revokes the auth (ac expired_token); a fresh token works again", async () => {
    const raw = await connect();
    const issued = tokenAt('alice', clock.now());
    expect(await raw.request('auth', { cred: issued })).toMatchObject({
      s: 'ok',
      d: { auth: { uid: 'alice' } },
    });
    expect((await raw.request('q', { p: 'users/alice', h: '' })).s).toBe('ok');
    expect((await raw.request('p', { p: 'users/alice/age', d: 1 })).s).toBe('ok');

    await clock.advance(61 * 60_000);
    const revoked = await raw.nextPush((push) => push.a === 'ac');
    expect(revoked).toEqual({ a: 'ac', b: { s: 'expired_token', d: 'Auth token is expired.' } });
    // Signed out now: no writes, and the dropped listen hears nothing of later changes.
    expect((await raw.request('p', { p: 'users/alice/age', d: 2 })).s).toBe('permission_denied');
    expect(await raw.request('auth', { cred: issued })).toMatchObject({ s: 'expired_token' });

    expect((await raw.request('auth', { cred: tokenAt('alice', clock.now()) })).s).toBe('ok');
    expect((await raw.request('p', { p: 'users/alice/age', d: 3 })).s).toBe('ok');
    expect(logged.some((line) => line.includes('expired_token'))).toBe(true);
  });

  it('websocket: a token expires on its own timer too, without the clock being moved', async () => {
    const raw = await connect();
    const iat = Math.floor(clock.now() / 1000) - 3600 + 1; // one second of life left
    expect(
      (
        await raw.request('auth', {
          cred: unsignedToken({ user_id: 'alice', iat, exp: iat + 3600 }),
        })
      ).s,
    ).toBe('ok');
    const revoked = await raw.nextPush((push) => push.a === 'ac');
    expect(revoked.b).toEqual({ s: 'expired_token', d: 'Auth token is expired.' });
  });

  it("the SDK's default mockUserToken (iat 0) stays usable, as in the official emulator", async () => {
    const { db } = clients.create(server.port, 'bob');
    await set(ref(db, 'users/bob/age'), 7);
  });

  it('the clock endpoint reads and moves the clock, for the owner only', async () => {
    const before = clock.offsetMs;
    expect((await rest('.amparo/clock')).status).toBe(401);
    const read = await rest('.amparo/clock', { headers: { Authorization: 'Bearer owner' } });
    expect(await read.json()).toMatchObject({ offsetMs: before });
    const moved = await rest('.amparo/clock', {
      method: 'POST',
      headers: { Authorization: 'Bearer owner' },
      body: '{"advance": "90m"}',
    });
    expect(await moved.json()).toMatchObject({ offsetMs: before + 90 * 60_000 });
    expect(clock.offsetMs).toBe(before + 90 * 60_000);
    const reset = await rest('.amparo/clock', {
      method: 'POST',
      headers: { Authorization: 'Bearer owner' },
      body: `{"offset": ${2 * hour}}`,
    });
    expect(await reset.json()).toMatchObject({ offsetMs: 2 * hour });
    const bad = await rest('.amparo/clock', {
      method: 'POST',
      headers: { Authorization: 'Bearer owner' },
      body: '{"advance": "soon"}',
    });
    expect(bad.status).toBe(400);
  });
});
