import { parseKeptSnoozes, tabSnoozeStore } from './snoozeStore';

const uid = 'maria-uid';
const kept = (value: unknown) => JSON.stringify(value);

describe('the snoozes kept for a reload', () => {
  it.each([
    ['nothing kept', null, null],
    ['not JSON', '{', null],
    ['not an object', kept(3), null],
    ["another person's", kept({ uid: 'jose-uid', date: '2026-11-24', snoozedUntil: {} }), null],
    ['a date that is not one', kept({ uid, date: '24/11/2026', snoozedUntil: {} }), null],
    ['no snoozes object', kept({ uid, date: '2026-11-24', snoozedUntil: 5 }), null],
    [
      'hers, with a value that is not a time left out',
      kept({ uid, date: '2026-11-24', snoozedUntil: { 'm/0800': 10, 'm/1300': 'x' } }),
      { date: '2026-11-24', snoozedUntil: { 'm/0800': 10 } },
    ],
  ])('%s', (_case, text, expected) => {
    expect(parseKeptSnoozes(text, uid)).toEqual(expected);
  });

  it('writes hers, reads them back, and clears the entry when none is left', () => {
    const storage = new Map<string, string>();
    const store = tabSnoozeStore({
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    });
    store.write(uid, { date: '2026-11-24', snoozedUntil: { 'm/0800': 10 } });
    expect(store.read(uid)).toEqual({ date: '2026-11-24', snoozedUntil: { 'm/0800': 10 } });
    expect(store.read('jose-uid')).toBeNull();
    store.write(uid, { date: '2026-11-25', snoozedUntil: {} });
    expect(storage.size).toBe(0);
    expect(store.read(uid)).toBeNull();
  });

  it('a storage that refuses (private mode, full) keeps nothing and throws nothing', () => {
    const refuse = () => {
      throw new Error('QuotaExceededError');
    };
    const store = tabSnoozeStore({ getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(() => store.write(uid, { date: '2026-11-24', snoozedUntil: { a: 1 } })).not.toThrow();
    expect(store.read(uid)).toBeNull();
    expect(tabSnoozeStore(null).read(uid)).toBeNull();
  });
});
