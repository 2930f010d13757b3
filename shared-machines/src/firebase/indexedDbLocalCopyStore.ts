import { clear, createStore, entries, get, set, setMany, type UseStore } from 'idb-keyval';
import { readPendingDoses } from '../domain/pendingDoses';
import type { LocalCopyStore, StoredCopy } from '../ports/localCopyPort';

const ownerKey = 'owner';
const knownAtKey = 'knownAt';
const pendingDosesKey = 'pendingDoses';
const valuePrefix = 'value:';

/**
 * The local copy in the tablet's IndexedDB (through idb-keyval), in a database of its own
 * (`amparo-local-copy`), one entry per kept value. Nothing here leaves the tablet.
 */
export function createIndexedDbLocalCopyStore(
  store: UseStore = createStore('amparo-local-copy', 'copy'),
): LocalCopyStore {
  return {
    async load(): Promise<StoredCopy | null> {
      const all = await entries<string, unknown>(store);
      const byKey = new Map(all);
      const owner = byKey.get(ownerKey);
      if (typeof owner !== 'string' || owner === '') return null;
      const knownAt = byKey.get(knownAtKey);
      const values: Record<string, unknown> = {};
      for (const [key, value] of all)
        if (key.startsWith(valuePrefix)) values[key.slice(valuePrefix.length)] = value;
      return {
        owner,
        knownAt: typeof knownAt === 'number' ? knownAt : null,
        values,
        pendingDoses: readPendingDoses(byKey.get(pendingDosesKey)),
      };
    },
    async claim(owner) {
      if ((await get<unknown>(ownerKey, store)) === owner) return;
      await clear(store);
      await setMany([[ownerKey, owner]], store);
    },
    saveValue: (key, value, knownAt) =>
      setMany(
        knownAt === undefined
          ? [[`${valuePrefix}${key}`, value]]
          : [
              [`${valuePrefix}${key}`, value],
              [knownAtKey, knownAt],
            ],
        store,
      ),
    saveKnownAt: (at) => set(knownAtKey, at, store),
    savePendingDoses: (doses) => set(pendingDosesKey, doses, store),
    clear: () => clear(store),
  };
}
