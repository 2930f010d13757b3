import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RtdbServerHandle } from '../../src/rtdb';
import { hashOfValue } from '../../src/rtdb/nodeHash';
import { RawProtocolClient, unsignedToken } from './rawProtocolClient';
import { NAMESPACE, startTestServer } from './rtdbTestClients';

// No path in the database may be deeper than 32 keys (the write's path plus the value's own keys, as
// the SDK counts them): every write path refuses deeper data, for the admin credential too, and a data
// file holding deeper data is refused at start with a message instead of failing requests later.

/** `{a: {a: ... 1}}` with `levels` keys. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

const deepPath = (keys: number): string =>
  Array.from({ length: keys }, (_, index) => `k${index}`).join('/');

describe('Realtime Database server: data deeper than 32 levels', () => {
  let server: RtdbServerHandle;
  let owner: RawProtocolClient;
  let alice: RawProtocolClient;
  const url = (pathname: string, query = '') =>
    `http://127.0.0.1:${server.port}/${pathname}.json?ns=${NAMESPACE}${query}`;
  const asOwner = { Authorization: 'Bearer owner' };

  beforeAll(async () => {
    server = await startTestServer();
    owner = await RawProtocolClient.connect(server.port);
    expect((await owner.request('auth', { cred: 'owner' })).s).toBe('ok');
    alice = await RawProtocolClient.connect(server.port);
    expect((await alice.request('auth', { cred: unsignedToken({ user_id: 'alice' }) })).s).toBe(
      'ok',
    );
  });

  afterAll(async () => {
    await Promise.all([owner.close(), alice.close()]);
    await server.stop();
  });

  it('websocket set: 32 levels in all are stored, 33 are refused as invalid_data, admin or not', async () => {
    expect(await owner.request('p', { p: 'open', d: nested(31) })).toEqual({ s: 'ok', d: '' });
    expect(await owner.request('p', { p: deepPath(30), d: nested(2) })).toEqual({ s: 'ok', d: '' });
    for (const [client, where] of [
      [owner, 'open'],
      [alice, 'users/alice'],
    ] as const) {
      const refused = await client.request('p', {
        p: where,
        d: nested(33 - where.split('/').length),
      });
      expect(refused.s).toBe('invalid_data');
      expect(refused.d).toMatch(/^Data too deep/);
    }
    expect((await owner.request('p', { p: deepPath(30), d: nested(3) })).s).toBe('invalid_data');
    expect((await owner.request('p', { p: 'open', d: { ok: 1, deeper: nested(31) } })).s).toBe(
      'invalid_data',
    );
    // A server value's own key counts, as in the SDK.
    expect((await owner.request('p', { p: deepPath(32), d: { '.sv': 'timestamp' } })).s).toBe(
      'invalid_data',
    );
  });

  it('websocket update and transaction (compare-and-set) refuse it too', async () => {
    expect((await owner.request('m', { p: 'open', d: { 'x/y': nested(29) } })).s).toBe('ok');
    const update = await owner.request('m', { p: 'open', d: { 'x/y': nested(30) } });
    expect(update.s).toBe('invalid_data');
    expect(update.d).toMatch(/^Data too deep/);
    expect((await owner.request('m', { p: deepPath(31), d: { 'a/b': 1 } })).s).toBe('invalid_data');
    const current = (await owner.request('g', { p: 'open/tx', q: {} })).d;
    const transaction = await owner.request('p', {
      p: 'open/tx',
      d: nested(31),
      h: hashOfValue(current as null),
    });
    expect(transaction.s).toBe('invalid_data');
    expect((await owner.request('o', { p: 'open/gone', d: nested(31) })).s).toBe('invalid_data');
  });

  it('REST PUT, PATCH and POST answer 400 "Data too deep", with the owner credential too', async () => {
    const deep = JSON.stringify(nested(32));
    for (const [method, pathname, body] of [
      ['PUT', 'open/rest', deep],
      ['PATCH', 'open/rest', JSON.stringify({ child: nested(31) })],
      ['POST', 'open/rest', deep],
    ] as const) {
      const response = await fetch(url(pathname), { method, headers: asOwner, body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Data too deep/);
    }
    expect(
      (
        await fetch(url('open/rest'), {
          method: 'PUT',
          headers: asOwner,
          body: JSON.stringify(nested(30)),
        })
      ).status,
    ).toBe(200);
    // Nothing deeper was stored, and the server still answers every read.
    const stored = await fetch(url(''), { headers: asOwner });
    expect(stored.status).toBe(200);
    expect(JSON.stringify(await stored.json())).not.toContain(
      JSON.stringify(nested(32)).slice(0, 200),
    );
  });
});

describe('Realtime Database server: a data file with data deeper than 32 levels', () => {
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-rtdb-depth-'));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('is refused at start with a message naming the file and the place', async () => {
    const dataFile = path.join(workDir, 'deep.json');
    writeFileSync(dataFile, JSON.stringify({ open: { fine: 1, old: nested(40) } }));
    await expect(startTestServer({ dataFile })).rejects.toThrow(
      new RegExp(
        `${dataFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} holds data the database refuses \\(Data too deep: more than 32 levels at /open/old/a/a`,
      ),
    );
  });

  it('a valid file loads, its arrays stored as objects', async () => {
    const dataFile = path.join(workDir, 'ok.json');
    writeFileSync(dataFile, JSON.stringify({ open: { list: ['a', null, 'c'], deep: nested(30) } }));
    const server = await startTestServer({ dataFile });
    try {
      const raw = await RawProtocolClient.connect(server.port);
      expect((await raw.request('g', { p: 'open/list', q: {} })).d).toEqual({ 0: 'a', 2: 'c' });
      await raw.close();
    } finally {
      await server.stop();
    }
  });
});
