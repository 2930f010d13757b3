import { goOffline, increment, onDisconnect, ref, serverTimestamp, set } from 'firebase/database';
import type { RtdbServerHandle } from '../../src/rtdb';
import { RawProtocolClient } from './rawProtocolClient';
import { startTestServer, TEST_RULES, TestClients } from './rtdbTestClients';

// onDisconnect writes are checked by the rules twice: when registered (the client's request is refused)
// and when they run, as the connection that registered them, against the data of that moment. One the
// rules refuse by then is dropped, not forced through.

const RULES = {
  rules: {
    ...TEST_RULES.rules,
    counters: {
      $uid: {
        '.read': 'auth != null && auth.uid === $uid',
        '.write': 'auth != null && auth.uid === $uid',
        '.validate': 'newData.isNumber() && newData.val() >= 0',
      },
    },
    lockable: {
      $uid: {
        '.read': true,
        '.write':
          "auth != null && auth.uid === $uid && root.child('locks').child($uid).val() !== true",
      },
    },
    seen: {
      $uid: {
        '.read': true,
        '.write': 'auth != null && auth.uid === $uid',
        '.validate': 'newData.val() === now',
      },
    },
  },
};

describe('Realtime Database server: onDisconnect writes under the rules when they run', () => {
  let server: RtdbServerHandle;
  let owner: RawProtocolClient;
  const clients = new TestClients();
  const logged: string[] = [];
  const read = async (path: string): Promise<unknown> =>
    (await owner.request('g', { p: path, q: {} })).d;

  /** Resolves once the server has run (or dropped) the onDisconnect writes of a connection that closed. */
  async function settled(path: string, accept: (value: unknown) => boolean): Promise<unknown> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const value = await read(path);
      if (accept(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  beforeAll(async () => {
    server = await startTestServer({ rules: RULES, log: (line) => logged.push(line) });
    owner = await RawProtocolClient.connect(server.port);
    await owner.request('auth', { cred: 'owner' });
  });

  afterAll(async () => {
    await owner.close();
    await clients.deleteAll();
    await server.stop();
  });

  it('a decrement valid when registered but below zero when it runs is dropped (the counter keeps 1, not -7)', async () => {
    const tablet = clients.create(server.port, 'alice');
    const other = clients.create(server.port, 'alice');
    await set(ref(tablet.db, 'counters/alice'), 10);
    await onDisconnect(ref(tablet.db, 'counters/alice')).set(increment(-8)); // 10 - 8 = 2: allowed now
    await set(ref(other.db, 'counters/alice'), 1);
    goOffline(tablet.db);
    await settled('counters/alice', () =>
      logged.some((line) => line.includes('onDisconnect set at /counters/alice refused')),
    );
    expect(await read('counters/alice')).toBe(1);
    expect(logged).toContainEqual(
      'rtdb: onDisconnect set at /counters/alice refused when it ran: permission_denied',
    );
  });

  it('a write the .write rule forbids by the time it runs is dropped; one it still allows runs as its owner', async () => {
    const tablet = clients.create(server.port, 'bob');
    await onDisconnect(ref(tablet.db, 'lockable/bob/status')).set('offline');
    await onDisconnect(ref(tablet.db, 'users/bob/status')).set('offline'); // only bob may write here
    expect((await owner.request('p', { p: 'locks/bob', d: true })).s).toBe('ok');
    goOffline(tablet.db);
    expect(await settled('users/bob/status', (value) => value === 'offline')).toBe('offline');
    expect(await read('lockable/bob/status')).toBeNull();
  });

  it('a server timestamp resolves when the write runs, and the rules see that same now', async () => {
    const tablet = clients.create(server.port, 'carol');
    await onDisconnect(ref(tablet.db, 'seen/carol')).set(serverTimestamp());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closedAt = Date.now();
    goOffline(tablet.db);
    const seen = await settled('seen/carol', (value) => typeof value === 'number');
    expect(seen).toBeGreaterThanOrEqual(closedAt);
  });

  it('still refuses to register a write the rules forbid at registration', async () => {
    const visitor = clients.create(server.port, 'dave');
    await expect(onDisconnect(ref(visitor.db, 'counters/alice')).set(5)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await expect(onDisconnect(ref(visitor.db, 'counters/dave')).set(-1)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
  });
});
