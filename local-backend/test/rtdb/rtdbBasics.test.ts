import { child, get, onValue, push, ref, remove, set, update } from 'firebase/database';
import type { RtdbServerHandle } from '../../src/rtdb';
import { startTestServer, TestClients, valueWhere } from './rtdbTestClients';

describe('Realtime Database server: reads and writes through the SDK', () => {
  let server: RtdbServerHandle;
  const clients = new TestClients();

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await clients.deleteAll();
    await server.stop();
  });

  it('get() without any listener resolves with what set() wrote', async () => {
    const writer = clients.create(server.port);
    const reader = clients.create(server.port);
    await set(ref(writer.db, 'open/basics/greeting'), { text: 'Olá', count: 1 });
    const snapshot = await get(ref(reader.db, 'open/basics/greeting'));
    expect(snapshot.val()).toEqual({ text: 'Olá', count: 1 });
  });

  it('get() while a listener is active resolves with the latest value another client wrote', async () => {
    const writer = clients.create(server.port);
    const reader = clients.create(server.port);
    const current = ref(reader.db, 'open/basics/watched');
    const seen = valueWhere(current, (value) => value === 2);
    await set(ref(writer.db, 'open/basics/watched'), 1);
    await set(ref(writer.db, 'open/basics/watched'), 2);
    await seen;
    const stop = onValue(current, () => undefined);
    expect((await get(current)).val()).toBe(2);
    stop();
  });

  it('get() of a missing path resolves with null', async () => {
    const reader = clients.create(server.port);
    const snapshot = await get(ref(reader.db, 'open/basics/nothing-here'));
    expect(snapshot.exists()).toBe(false);
  });

  it('update() writes several paths at once, remove() deletes, push() adds ordered keys', async () => {
    const writer = clients.create(server.port);
    const reader = clients.create(server.port);
    const base = ref(writer.db, 'open/basics/multi');
    await set(base, { a: 1, b: { c: 2 } });
    await update(base, { 'b/c': 3, 'b/d': 4, e: 'five' });
    await remove(child(base, 'a'));
    const first = push(child(base, 'list'));
    await set(first, 'first');
    const second = push(child(base, 'list'), 'second');
    await second;
    const snapshot = await get(ref(reader.db, 'open/basics/multi'));
    expect(snapshot.val()).toEqual({
      b: { c: 3, d: 4 },
      e: 'five',
      list: { [first.key as string]: 'first', [second.key as string]: 'second' },
    });
    expect((first.key as string) < (second.key as string)).toBe(true);
  });

  it('onValue on one client sees another client write', async () => {
    const writer = clients.create(server.port);
    const watcher = clients.create(server.port);
    const seen = valueWhere(ref(watcher.db, 'open/basics/live'), (value) => value === 'two');
    await set(ref(writer.db, 'open/basics/live'), 'one');
    await set(ref(writer.db, 'open/basics/live'), 'two');
    expect((await seen).val()).toBe('two');
  });

  it('the SDK reports invalid keys and oversized strings, and nothing else is harmed', async () => {
    const client = clients.create(server.port);
    await set(ref(client.db, 'open/basics/safe'), 'intact');
    expect(() => set(ref(client.db, 'open/basics/bad'), { 'a.b': 1 })).toThrow(
      /contains an invalid key \(a\.b\).*Keys must be non-empty strings and can't contain "\.", "#", "\$", "\/", "\[", or "\]"/,
    );
    expect(() => update(ref(client.db, 'open/basics'), { 'x[1]': 1 })).toThrow(
      /Keys must be non-empty strings/,
    );
    expect(() => set(ref(client.db, 'open/basics/bad'), { nested: undefined })).toThrow(
      /contains undefined/,
    );
    expect(() => set(ref(client.db, 'open/basics/bad'), 'x'.repeat(10 * 1024 * 1024 + 1))).toThrow(
      /contains a string greater than 10485760 utf8 bytes/,
    );
    const reader = clients.create(server.port);
    expect((await get(ref(reader.db, 'open/basics/safe'))).val()).toBe('intact');
    expect((await get(ref(reader.db, 'open/basics/bad'))).exists()).toBe(false);
  });
});
