import fc from 'fast-check';
import {
  get,
  increment,
  onValue,
  ref,
  runTransaction,
  serverTimestamp,
  set,
  update,
} from 'firebase/database';
import { RawProtocolClient } from './rawProtocolClient';
import type { RtdbServerHandle } from '../../src/rtdb';
import { startTestServer, TestClients, valueWhere } from './rtdbTestClients';

describe('Realtime Database server: transactions and server values', () => {
  let server: RtdbServerHandle;
  const clients = new TestClients();

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await clients.deleteAll();
    await server.stop();
  });

  it('50 concurrent runTransaction increments from two clients end at exactly 50', async () => {
    const first = clients.create(server.port);
    const second = clients.create(server.port);
    const counter = 'open/transactions/counter';
    const increments = Array.from({ length: 50 }, (_, index) =>
      runTransaction(
        ref(index % 2 === 0 ? first.db : second.db, counter),
        (current: number | null) => (current ?? 0) + 1,
      ),
    );
    const results = await Promise.all(increments);
    expect(results.every((result) => result.committed)).toBe(true);
    expect((await get(ref(first.db, counter))).val()).toBe(50);
    expect((await valueWhere(ref(second.db, counter), (value) => value === 50)).val()).toBe(50);
  });

  it('a transaction on an object retries on stale data and keeps both writers’ changes', async () => {
    const first = clients.create(server.port);
    const second = clients.create(server.port);
    const path = 'open/transactions/object';
    await set(ref(first.db, path), { names: { a: true }, total: 1.5 });
    await set(ref(second.db, `${path}/names/b`), true);
    const result = await runTransaction(
      ref(first.db, path),
      (current: { names?: Record<string, boolean>; total?: number } | null) => {
        if (!current) return { names: { c: true }, total: 0.25 };
        return {
          ...current,
          names: { ...current.names, c: true },
          total: (current.total ?? 0) + 0.25,
        };
      },
    );
    expect(result.committed).toBe(true);
    expect((await get(ref(second.db, path))).val()).toEqual({
      names: { a: true, b: true, c: true },
      total: 1.75,
    });
  });

  it('a transaction that returns undefined aborts without writing', async () => {
    const client = clients.create(server.port);
    await set(ref(client.db, 'open/transactions/kept'), 'keep');
    const result = await runTransaction(ref(client.db, 'open/transactions/kept'), () => undefined);
    expect(result.committed).toBe(false);
    expect((await get(ref(client.db, 'open/transactions/kept'))).val()).toBe('keep');
  });

  it('increment() adds on the server, from several clients', async () => {
    const first = clients.create(server.port);
    const second = clients.create(server.port);
    const path = 'open/transactions/visits';
    await Promise.all([
      ...Array.from({ length: 5 }, () => set(ref(first.db, path), increment(2))),
      ...Array.from({ length: 5 }, () =>
        update(ref(second.db, 'open/transactions'), { visits: increment(1) }),
      ),
    ]);
    expect((await get(ref(first.db, path))).val()).toBe(15);
  });

  it('serverTimestamp() is replaced by the server clock', async () => {
    const client = clients.create(server.port);
    const before = Date.now();
    await set(ref(client.db, 'open/transactions/when'), { at: serverTimestamp() });
    const at = (await get(ref(client.db, 'open/transactions/when/at'))).val() as number;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('computes the same compare-and-set hash as the SDK on tricky data (one try, no datastale retry)', async () => {
    const client = clients.create(server.port);
    const path = 'open/transactions/tricky';
    const tricky = {
      '10': 0.1,
      '9': -2.5e-308,
      '007': 5e-324,
      '-3': 1e300,
      a: 'texto com acentos: ção ü 😀',
      b: true,
      c: { deep: { n: 123456789012, f: false } },
      z: -0.000001,
      Z: 2 ** 53,
    };
    await set(ref(client.db, path), tricky);
    let attempts = 0;
    const watcher = clients.create(server.port);
    const result = await runTransaction(
      ref(watcher.db, path),
      (current: Record<string, unknown> | null) => {
        attempts += 1;
        return current === null ? null : { ...current, done: true };
      },
    );
    expect(result.committed).toBe(true);
    expect(result.snapshot.val()).toEqual({ ...tricky, done: true });
    // One run on the locally unknown value (null), one on the server's data; a hash mismatch would add more.
    expect(attempts).toBeLessThanOrEqual(2);
  });

  it('agrees with the SDK hash on random data: a transaction over loaded data commits on its first try', async () => {
    const raw = await RawProtocolClient.connect(server.port);
    const client = clients.create(server.port);
    const key = fc.oneof(
      fc.constantFrom('1', '2', '10', '007', '-3', '2147483648', 'a', 'B', 'ção'),
      fc.string({ unit: fc.constantFrom(...'Aaz09_-'), minLength: 1, maxLength: 6 }),
    );
    const leaf = fc.oneof(
      fc.boolean(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string({ maxLength: 12 }),
      fc.constantFrom('ção', 'ü', '😀 emoji', '\u0000 nul', 'tab\tline\n'),
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.dictionary(key, tie('node'), { minKeys: 1, maxKeys: 4 }),
      ),
    })).node;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(value, async (data) => {
        run += 1;
        const path = `open/transactions/hashed${run}`;
        expect((await raw.request('p', { p: path, d: data })).s).toBe('ok');
        const stop = onValue(ref(client.db, path), () => undefined);
        await valueWhere(ref(client.db, path), (current) => current !== null);
        let attempts = 0;
        const result = await runTransaction(ref(client.db, path), (current: unknown) => {
          attempts += 1;
          return { wrapped: current };
        });
        stop();
        expect(result.committed).toBe(true);
        expect(attempts).toBe(1);
      }),
      { numRuns: 25 },
    );
    await raw.close();
  });
});
