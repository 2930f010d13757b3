import { get, ref, set } from 'firebase/database';
import type { RtdbServerHandle } from '../../src/rtdb';
import { RawProtocolClient, unsignedToken } from './rawProtocolClient';
import { startTestServer, TestClients, valueWhere } from './rtdbTestClients';

describe('Realtime Database server: wire protocol details', () => {
  let server: RtdbServerHandle;
  const clients = new TestClients();
  const raws: RawProtocolClient[] = [];
  const connect = async (host?: string) => {
    const raw = await RawProtocolClient.connect(server.port, host);
    raws.push(raw);
    return raw;
  };

  beforeAll(async () => {
    // The hosted database's SDK write limit (16 MB) instead of this server's 1 MiB, so the string-size
    // rule (10 MiB) itself is reached (rtdbLargeWrites.test.ts covers the local limit).
    server = await startTestServer({ maxWriteBytes: 32 * 1024 * 1024 });
  });

  afterAll(async () => {
    await Promise.all(raws.map((raw) => raw.close()));
    await clients.deleteAll();
    await server.stop();
  });

  it('the handshake names the host the client connected with, never a fixed one', async () => {
    const direct = await connect();
    expect(direct.handshake).toMatchObject({ v: '5', h: `127.0.0.1:${server.port}` });
    expect(typeof direct.handshake.ts).toBe('number');
    const viaName = await connect(`tablet.local:${server.port}`);
    expect(viaName.handshake.h).toBe(`tablet.local:${server.port}`);
  });

  it('answers a ping with a pong', async () => {
    const raw = await connect();
    const pong = new Promise<unknown>((resolve) =>
      raw.socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    );
    raw.socket.send(JSON.stringify({ t: 'c', d: { t: 'p', d: {} } }));
    expect(await pong).toEqual({ t: 'c', d: { t: 'o', d: {} } });
  });

  it('a put whose hash no longer matches answers datastale and writes nothing', async () => {
    const raw = await connect();
    expect(await raw.request('p', { p: 'open/cas', d: 1 })).toEqual({ s: 'ok', d: '' });
    const stale = await raw.request('p', { p: 'open/cas', d: 2, h: 'not-the-hash' });
    expect(stale.s).toBe('datastale');
    expect(await raw.request('g', { p: 'open/cas', q: {} })).toEqual({ s: 'ok', d: 1 });
  });

  it('when a connection signs out, its listens the rules no longer allow are revoked', async () => {
    const raw = await connect();
    expect((await raw.request('auth', { cred: unsignedToken({ user_id: 'alice' }) })).s).toBe('ok');
    expect((await raw.request('p', { p: 'users/alice/name', d: 'Alice' })).s).toBe('ok');
    expect((await raw.request('q', { p: 'users/alice', h: '' })).s).toBe('ok');
    expect((await raw.request('q', { p: 'open', h: '' })).s).toBe('ok');
    expect((await raw.request('unauth', {})).s).toBe('ok');
    const revoked = await raw.nextPush((push) => push.a === 'c');
    expect(revoked).toEqual({ a: 'c', b: { p: 'users/alice' } });
    expect((await raw.request('g', { p: 'users/alice', q: {} })).s).toBe('permission_denied');
    // The public listen stays.
    const writer = clients.create(server.port);
    await set(ref(writer.db, 'open/after-unauth'), 'still here');
    const update = await raw.nextPush(
      (push) => (push.b as { p: string }).p === 'open/after-unauth',
    );
    expect(update).toEqual({ a: 'd', b: { p: 'open/after-unauth', d: 'still here' } });
    expect(
      raw.pushes.filter(
        (push) => push.a === 'd' && (push.b as { p: string }).p.startsWith('users'),
      ),
    ).toHaveLength(1);
  });

  it('when a connection switches to another user, the first user’s listens are revoked', async () => {
    const raw = await connect();
    expect((await raw.request('auth', { cred: unsignedToken({ user_id: 'alice' }) })).s).toBe('ok');
    expect((await raw.request('q', { p: 'users/alice', h: '' })).s).toBe('ok');
    expect((await raw.request('auth', { cred: unsignedToken({ user_id: 'bob' }) })).s).toBe('ok');
    expect(await raw.nextPush((push) => push.a === 'c')).toEqual({
      a: 'c',
      b: { p: 'users/alice' },
    });
    expect((await raw.request('p', { p: 'users/alice/name', d: 'Mallory' })).s).toBe(
      'permission_denied',
    );
    expect((await raw.request('p', { p: 'users/bob/name', d: 'Bob' })).s).toBe('ok');
  });

  it('refuses an unreadable auth token and keeps the connection signed out', async () => {
    const raw = await connect();
    expect((await raw.request('auth', { cred: 'not-a-token' })).s).toBe('invalid_token');
    expect((await raw.request('g', { p: 'users/alice', q: {} })).s).toBe('permission_denied');
  });

  it('rejects invalid keys, bad paths and oversized strings from a raw client, and nothing else is harmed', async () => {
    const raw = await connect();
    expect((await raw.request('p', { p: 'open/keys', d: { good: 1 } })).s).toBe('ok');
    expect((await raw.request('p', { p: 'open/keys', d: { 'a.b': 1 } })).s).toBe('invalid_data');
    expect((await raw.request('p', { p: 'open/keys', d: { '': 1 } })).s).toBe('invalid_data');
    expect((await raw.request('m', { p: 'open/keys', d: { 'x/y#': 1 } })).s).toBe('invalid_data');
    expect((await raw.request('p', { p: 'open/ke[ys', d: 1 })).s).toBe('invalid_path');
    // 'é' is two UTF-8 bytes: one more than 10,485,760 bytes is refused, exactly that many is accepted.
    expect(
      (await raw.request('p', { p: 'open/keys', d: { big: 'é'.repeat(5 * 1024 * 1024) + 'x' } })).s,
    ).toBe('invalid_data');
    const largest = 'é'.repeat(5 * 1024 * 1024); // exactly 10,485,760 UTF-8 bytes
    expect((await raw.request('p', { p: 'open/largest', d: largest })).s).toBe('ok');
    const readBack = await raw.request('g', { p: 'open/largest', q: {} });
    expect((readBack.d as string).length).toBe(largest.length);
    expect((await raw.request('p', { p: 'open/keys', d: { '.sv': 'nonsense' } })).s).toBe(
      'invalid_data',
    );
    expect(await raw.request('g', { p: 'open/keys', q: {} })).toEqual({ s: 'ok', d: { good: 1 } });
    const reader = clients.create(server.port);
    expect((await get(ref(reader.db, 'open/keys'))).val()).toEqual({ good: 1 });
  });

  it('a malformed frame closes that connection only; the server keeps serving the others', async () => {
    const bystander = clients.create(server.port);
    const watched = valueWhere(ref(bystander.db, 'open/survivor'), (value) => value === 'after');
    await set(ref(bystander.db, 'open/survivor'), 'before');
    const raw = await connect();
    raw.socket.send('{"t":"d","d":{"r":1,');
    expect((await raw.closed).code).toBe(1007);
    const writer = clients.create(server.port);
    await set(ref(writer.db, 'open/survivor'), 'after');
    expect((await watched).val()).toBe('after');
  });

  it('an oversized frame closes that connection only; the server keeps serving the others', async () => {
    const bystander = clients.create(server.port);
    await set(ref(bystander.db, 'open/survivor2'), 'before');
    const raw = await connect();
    raw.socket.send(
      JSON.stringify({
        t: 'd',
        d: { r: 1, a: 'p', b: { p: 'open/big', d: 'x'.repeat(2 * 1024 * 1024) } },
      }),
    );
    expect((await raw.closed).code).toBe(1009);
    await set(ref(bystander.db, 'open/survivor2'), 'after');
    const reader = clients.create(server.port);
    expect((await get(ref(reader.db, 'open/survivor2'))).val()).toBe('after');
    expect((await get(ref(reader.db, 'open/big'))).val()).toBeNull();
  });

  it('accepts a message split into frames, announced by its frame count', async () => {
    const raw = await connect();
    const text = JSON.stringify({
      t: 'd',
      d: { r: 99, a: 'p', b: { p: 'open/framed', d: 'in three frames' } },
    });
    const third = Math.ceil(text.length / 3);
    const response = new Promise<unknown>((resolve) =>
      raw.socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    );
    raw.socket.send('3');
    for (let i = 0; i < 3; i += 1) raw.socket.send(text.slice(i * third, (i + 1) * third));
    expect(await response).toEqual({ t: 'd', d: { r: 99, b: { s: 'ok', d: '' } } });
    expect(await raw.request('g', { p: 'open/framed', q: {} })).toEqual({
      s: 'ok',
      d: 'in three frames',
    });
  });
});
