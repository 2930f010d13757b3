import { keptInTab } from './tabletStorage';

/** A tab's storage in memory. */
function tabStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

const evenNumber = (value: unknown) =>
  typeof value === 'number' && value % 2 === 0 ? value : null;

describe('keptInTab: a value a screen keeps in the tab while it is in use', () => {
  it('keeps a value and reads it back; null forgets it', () => {
    const tab = tabStorage();
    const kept = keptInTab('amparo.teste', evenNumber);
    kept.keep(4, tab);
    expect(tab.entries.get('amparo.teste')).toBe('4');
    expect(kept.read(tab)).toBe(4);
    kept.keep(null, tab);
    expect(tab.entries.size).toBe(0);
    expect(kept.read(tab)).toBeNull();
  });

  it.each([
    ['what the parser does not recognise', '3'],
    ['what is not JSON', '{'],
  ])('reads %s as nothing', (_case, text) => {
    const tab = tabStorage();
    tab.setItem('amparo.teste', text);
    expect(keptInTab('amparo.teste', evenNumber).read(tab)).toBeNull();
  });

  it('a storage that refuses (private mode, full) keeps nothing and throws nothing', () => {
    const refuse = () => {
      throw new Error('QuotaExceededError');
    };
    const kept = keptInTab('amparo.teste', evenNumber);
    expect(() => kept.keep(2, { setItem: refuse, removeItem: refuse })).not.toThrow();
    expect(kept.read({ getItem: refuse })).toBeNull();
    expect(kept.read(null)).toBeNull();
  });
});
