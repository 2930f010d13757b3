import { newPushKey, pushKeyPattern, pushKeyPrefixAt } from './pushKeys';

describe('push keys', () => {
  it.each<[string, number, string]>([
    ['the epoch', 0, '--------'],
    ['one millisecond', 1, '-------0'],
    ['64 milliseconds', 64, '------0-'],
    ['64 × 64 − 1 milliseconds', 4095, '------zz'],
  ])('the prefix of %s', (_label, ms, prefix) => {
    expect(pushKeyPrefixAt(ms)).toBe(prefix);
  });

  it('are 20 characters of the database’s push alphabet, beginning with their time', () => {
    const at = Date.UTC(2026, 10, 25, 10, 32);
    const key = newPushKey(at);
    expect(key).toMatch(pushKeyPattern);
    expect(key.startsWith(pushKeyPrefixAt(at))).toBe(true);
  });

  it('made later sort later, also within one millisecond', () => {
    const keys = [1000, 1000, 1000, 1001, 5_000_000_000_000].map((at) => newPushKey(at));
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(keys);
  });

  it.each(['', 'medicamento_1', '-'.repeat(19), `${'-'.repeat(19)}/`, '-'.repeat(21)])(
    '%j is not a push key',
    (key) => expect(key).not.toMatch(pushKeyPattern),
  );
});
