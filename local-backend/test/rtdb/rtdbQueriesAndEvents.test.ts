import {
  endAt,
  endBefore,
  equalTo,
  get,
  limitToFirst,
  limitToLast,
  onChildAdded,
  onChildChanged,
  onChildRemoved,
  onValue,
  orderByChild,
  orderByKey,
  orderByValue,
  query,
  ref,
  remove,
  set,
  startAfter,
  startAt,
  update,
} from 'firebase/database';
import type { RtdbServerHandle } from '../../src/rtdb';
import { startTestServer, TestClients, valueWhere } from './rtdbTestClients';

const SCORES = {
  ana: { score: 30 },
  bruno: { score: 10 },
  carla: { score: 50 },
  duarte: { score: 20 },
  eva: { score: 40 },
};

function keysInOrder(snapshot: {
  forEach: (action: (child: { key: string | null }) => void) => void;
}): string[] {
  const keys: string[] = [];
  snapshot.forEach((child) => {
    keys.push(child.key as string);
  });
  return keys;
}

describe('Realtime Database server: queries and child events', () => {
  let server: RtdbServerHandle;
  const clients = new TestClients();

  beforeAll(async () => {
    server = await startTestServer();
    const seeder = clients.create(server.port);
    await set(ref(seeder.db, 'open/scores'), SCORES);
    await set(ref(seeder.db, 'open/letters'), { a: 'x', b: 'y', c: 'z', 10: 'ten', 9: 'nine' });
  });

  afterAll(async () => {
    await clients.deleteAll();
    await server.stop();
  });

  it.each([
    [
      'orderByChild + limitToFirst',
      () => [orderByChild('score'), limitToFirst(2)],
      ['bruno', 'duarte'],
    ],
    ['orderByChild + limitToLast', () => [orderByChild('score'), limitToLast(2)], ['eva', 'carla']],
    [
      'orderByChild + startAt/endAt',
      () => [orderByChild('score'), startAt(20), endAt(40)],
      ['duarte', 'ana', 'eva'],
    ],
    [
      'orderByChild + startAfter/endBefore',
      () => [orderByChild('score'), startAfter(20), endBefore(50)],
      ['ana', 'eva'],
    ],
    ['orderByChild + equalTo', () => [orderByChild('score'), equalTo(30)], ['ana']],
    [
      'orderByKey + startAt + limitToFirst',
      () => [orderByKey(), startAt('c'), limitToFirst(2)],
      ['carla', 'duarte'],
    ],
  ])(
    'get() of a %s query returns the selected children in order',
    async (_name, constraints, expected) => {
      const reader = clients.create(server.port);
      const snapshot = await get(query(ref(reader.db, 'open/scores'), ...constraints()));
      expect(keysInOrder(snapshot)).toEqual(expected);
    },
  );

  it('orders integer keys numerically before other keys, and orderByValue by value', async () => {
    const reader = clients.create(server.port);
    expect(
      keysInOrder(await get(query(ref(reader.db, 'open/letters'), orderByKey(), limitToFirst(3)))),
    ).toEqual(['9', '10', 'a']);
    expect(
      keysInOrder(await get(query(ref(reader.db, 'open/letters'), orderByValue(), limitToLast(2)))),
    ).toEqual(['b', 'c']);
  });

  it('orderByValue puts booleans before numbers before strings before objects', async () => {
    const client = clients.create(server.port);
    await set(ref(client.db, 'open/mixed'), {
      a: 'texto',
      b: 5,
      c: true,
      d: 1,
      e: { x: 1 },
      f: false,
    });
    const snapshot = await get(query(ref(client.db, 'open/mixed'), orderByValue()));
    expect(keysInOrder(snapshot)).toEqual(['f', 'c', 'd', 'b', 'a', 'e']);
    expect(
      keysInOrder(await get(query(ref(client.db, 'open/mixed'), orderByValue(), limitToLast(3)))),
    ).toEqual(['b', 'a', 'e']);
  });

  it('a limitToLast listener follows another client’s writes', async () => {
    const watcher = clients.create(server.port);
    const writer = clients.create(server.port);
    const latest = query(ref(watcher.db, 'open/scores'), orderByChild('score'), limitToLast(2));
    const initial = await valueWhere(latest, (value) => value !== null);
    expect(keysInOrder(initial)).toEqual(['eva', 'carla']);
    const afterNewLeader = valueWhere(latest, (value) =>
      Object.keys(value as object).includes('filipa'),
    );
    await set(ref(writer.db, 'open/scores/filipa'), { score: 90 });
    expect(keysInOrder(await afterNewLeader)).toEqual(['carla', 'filipa']);
    const afterRemoval = valueWhere(
      latest,
      (value) => !Object.keys(value as object).includes('filipa'),
    );
    await remove(ref(writer.db, 'open/scores/filipa'));
    expect(keysInOrder(await afterRemoval)).toEqual(['eva', 'carla']);
  });

  it('child_added, child_changed and child_removed reach another client', async () => {
    const watcher = clients.create(server.port);
    const writer = clients.create(server.port);
    const list = ref(watcher.db, 'open/events');
    const events = new EventLog();
    const stops = [
      onChildAdded(list, (child) =>
        events.record(`added ${child.key}=${JSON.stringify(child.val())}`),
      ),
      onChildChanged(list, (child) =>
        events.record(`changed ${child.key}=${JSON.stringify(child.val())}`),
      ),
      onChildRemoved(list, (child) => events.record(`removed ${child.key}`)),
    ];
    await set(ref(writer.db, 'open/events/one'), 1);
    await events.until(1);
    await update(ref(writer.db, 'open/events'), { two: 2, one: 11 });
    await events.until(3);
    await remove(ref(writer.db, 'open/events/one'));
    await events.until(4);
    stops.forEach((stop) => stop());
    expect(events.entries).toEqual(['added one=1', 'added two=2', 'changed one=11', 'removed one']);
  });

  it('a listener on a parent sees a write made deep below it, and one on a child sees its parent replaced', async () => {
    const watcher = clients.create(server.port);
    const writer = clients.create(server.port);
    const parentSeen = valueWhere(
      ref(watcher.db, 'open/tree'),
      (value) => JSON.stringify(value) === '{"a":{"b":{"c":1}}}',
    );
    const childSeen = valueWhere(ref(watcher.db, 'open/tree2/a/b'), (value) => value === 'leaf');
    await set(ref(writer.db, 'open/tree/a/b/c'), 1);
    await set(ref(writer.db, 'open/tree2'), { a: { b: 'leaf' } });
    await parentSeen;
    await childSeen;
    const stop = onValue(ref(watcher.db, 'open/tree2/a/b'), () => undefined);
    const gone = valueWhere(ref(watcher.db, 'open/tree2/a/b'), (value) => value === null);
    await remove(ref(writer.db, 'open/tree2'));
    await gone;
    stop();
  });
});

/** Records events in order and lets a test await a number of them. */
class EventLog {
  readonly entries: string[] = [];
  private waiters: Array<{ count: number; resolve: () => void }> = [];

  record(entry: string): void {
    this.entries.push(entry);
    this.waiters = this.waiters.filter((waiter) => {
      if (this.entries.length < waiter.count) return true;
      waiter.resolve();
      return false;
    });
  }

  until(count: number): Promise<void> {
    if (this.entries.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }
}
