import { get, ref, set, update } from 'firebase/database';
import type { RtdbServerHandle } from '../../src/rtdb';
import { listenError, startTestServer, TestClients, valueWhere } from './rtdbTestClients';

describe('Realtime Database server: auth per connection and rules', () => {
  let server: RtdbServerHandle;
  const clients = new TestClients();

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await clients.deleteAll();
    await server.stop();
  });

  it('lets a user read and write its own tree', async () => {
    const alice = clients.create(server.port, 'alice');
    await set(ref(alice.db, 'users/alice/name'), 'Alice');
    expect((await get(ref(alice.db, 'users/alice'))).val()).toEqual({ name: 'Alice' });
  });

  it('evaluates a signed-out client as signed out after a signed-in client wrote', async () => {
    const alice = clients.create(server.port, 'alice');
    const visitor = clients.create(server.port);
    await set(ref(alice.db, 'users/alice/secret'), 'only for alice');
    await expect(get(ref(visitor.db, 'users/alice/secret'))).rejects.toThrow(/permission/i);
    await expect(set(ref(visitor.db, 'users/alice/secret'), 'overwritten')).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    const error = await listenError(ref(visitor.db, 'users/alice'));
    expect(error.message).toMatch(/permission_denied/);
    expect((await get(ref(alice.db, 'users/alice/secret'))).val()).toBe('only for alice');
  });

  it("refuses another user's tree", async () => {
    const alice = clients.create(server.port, 'alice');
    const bob = clients.create(server.port, 'bob');
    await set(ref(alice.db, 'users/alice/name'), 'Alice');
    await expect(get(ref(bob.db, 'users/alice'))).rejects.toThrow(/permission/i);
    await expect(
      update(ref(bob.db, 'users'), { 'bob/name': 'Bob', 'alice/name': 'Mallory' }),
    ).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    expect((await get(ref(bob.db, 'users/bob'))).val()).toBeNull();
    await update(ref(bob.db, 'users'), { 'bob/name': 'Bob' });
    expect((await get(ref(bob.db, 'users/bob/name'))).val()).toBe('Bob');
  });

  it('enforces .validate with newData', async () => {
    const alice = clients.create(server.port, 'alice');
    await expect(set(ref(alice.db, 'users/alice/age'), 'old')).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await set(ref(alice.db, 'users/alice/age'), 80);
    expect((await get(ref(alice.db, 'users/alice/age'))).val()).toBe(80);
  });

  it('refuses paths no rule opens', async () => {
    const alice = clients.create(server.port, 'alice');
    await expect(set(ref(alice.db, 'elsewhere'), 1)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await expect(get(ref(alice.db, 'users'))).rejects.toThrow(/permission/i);
  });

  it('a signed-in listener keeps receiving its own data while signed-out readers are refused', async () => {
    const alice = clients.create(server.port, 'alice');
    const alicePhone = clients.create(server.port, 'alice');
    const seen = valueWhere(
      ref(alicePhone.db, 'users/alice/status'),
      (value) => value === 'em casa',
    );
    await set(ref(alice.db, 'users/alice/status'), 'em casa');
    expect((await seen).val()).toBe('em casa');
  });
});
