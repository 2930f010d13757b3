import { ref } from 'firebase/database';
import type { RtdbServerHandle } from '../../src/rtdb';
import { unsignedToken } from './rawProtocolClient';
import { NAMESPACE, startTestServer, TestClients, valueWhere } from './rtdbTestClients';

describe('Realtime Database server: the emulator REST subset', () => {
  let server: RtdbServerHandle;
  const clients = new TestClients();
  const url = (path: string, query = '') =>
    `http://127.0.0.1:${server.port}/${path}.json?ns=${NAMESPACE}${query}`;
  const owner = { Authorization: 'Bearer owner' };
  const alice = unsignedToken({ user_id: 'alice' });

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await clients.deleteAll();
    await server.stop();
  });

  it('PUT as owner bypasses the rules and notifies websocket listeners', async () => {
    const watcher = clients.create(server.port, 'alice');
    const seen = valueWhere(ref(watcher.db, 'users/alice/profile'), (value) => value !== null);
    const response = await fetch(url('users/alice/profile'), {
      method: 'PUT',
      headers: owner,
      body: JSON.stringify({ name: 'Maria' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'Maria' });
    expect((await seen).val()).toEqual({ name: 'Maria' });
  });

  it('GET enforces the rules for signed-out requests and for ?auth= or Bearer id tokens', async () => {
    await fetch(url('users/alice/note'), { method: 'PUT', headers: owner, body: '"olá"' });
    const signedOut = await fetch(url('users/alice/note'));
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: 'Permission denied' });
    expect(await (await fetch(url('users/alice/note', `&auth=${alice}`))).json()).toBe('olá');
    const asAlice = await fetch(url('users/alice/note'), {
      headers: { Authorization: `Bearer ${alice}` },
    });
    expect(await asAlice.json()).toBe('olá');
    const asBob = await fetch(url('users/alice/note', `&auth=${unsignedToken({ sub: 'bob' })}`));
    expect(asBob.status).toBe(401);
  });

  it('PATCH updates several paths, POST pushes, DELETE removes, shallow lists keys', async () => {
    const patched = await fetch(url('open/rest'), {
      method: 'PATCH',
      body: JSON.stringify({ 'a/b': 1, c: { '.sv': 'timestamp' } }),
    });
    expect(patched.status).toBe(200);
    const pushed = (await (
      await fetch(url('open/rest/list'), { method: 'POST', body: '"item"' })
    ).json()) as { name: string };
    expect(pushed.name).toMatch(/^[-\w]{20}$/);
    const all = (await (await fetch(url('open/rest'))).json()) as {
      a: unknown;
      c: number;
      list: Record<string, string>;
    };
    expect(all.a).toEqual({ b: 1 });
    expect(typeof all.c).toBe('number');
    expect(all.list).toEqual({ [pushed.name]: 'item' });
    expect(await (await fetch(url('open/rest', '&shallow=true'))).json()).toEqual({
      a: true,
      c: true,
      list: true,
    });
    expect((await fetch(url('open/rest/a'), { method: 'DELETE' })).status).toBe(200);
    expect(await (await fetch(url('open/rest/a'))).json()).toBeNull();
  });

  it('answers malformed JSON and invalid keys with 400 and keeps the data', async () => {
    await fetch(url('open/kept'), { method: 'PUT', body: '1' });
    expect((await fetch(url('open/kept'), { method: 'PUT', body: '{"a":' })).status).toBe(400);
    const invalidKey = await fetch(url('open/kept'), {
      method: 'PUT',
      body: JSON.stringify({ a$b: 1 }),
    });
    expect(invalidKey.status).toBe(400);
    expect(((await invalidKey.json()) as { error: string }).error).toMatch(
      /Keys must be non-empty strings/,
    );
    expect(await (await fetch(url('open/kept'))).json()).toBe(1);
  });

  it('PUT /.settings/rules.json replaces the rules, for the owner only', async () => {
    const rules = { rules: { '.read': true, '.write': false } };
    const refused = await fetch(`http://127.0.0.1:${server.port}/.settings/rules.json`, {
      method: 'PUT',
      body: JSON.stringify(rules),
    });
    expect(refused.status).toBe(401);
    const invalid = await fetch(`http://127.0.0.1:${server.port}/.settings/rules.json`, {
      method: 'PUT',
      headers: owner,
      body: JSON.stringify({ rules: { '.read': 'auth.uid ==' } }),
    });
    expect(invalid.status).toBe(400);
    const accepted = await fetch(`http://127.0.0.1:${server.port}/.settings/rules.json`, {
      method: 'PUT',
      headers: owner,
      body: JSON.stringify(rules),
    });
    expect(accepted.status).toBe(200);
    expect(await (await fetch(url('users/alice/note'))).json()).toBe('olá');
    expect((await fetch(url('open/rest'), { method: 'PUT', body: '1' })).status).toBe(401);
  });
});
