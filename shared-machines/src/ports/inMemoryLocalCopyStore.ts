import type { PendingDose } from '../domain/pendingDoses';
import type { LocalCopyStore, StoredCopy } from './localCopyPort';

/** The local copy's storage in memory, for tests (and a page where IndexedDB cannot be opened). */
export function createInMemoryLocalCopyStore(
  initial: StoredCopy | null = null,
): LocalCopyStore & { readonly peek: () => StoredCopy | null } {
  let copy: StoredCopy | null = initial;
  const owned = (): StoredCopy => {
    if (copy === null) throw new Error('The local copy has no owner.');
    return copy;
  };
  return {
    peek: () => copy,
    load: () => Promise.resolve(copy),
    claim(owner) {
      if (copy?.owner !== owner) copy = { owner, knownAt: null, values: {}, pendingDoses: [] };
      return Promise.resolve();
    },
    saveValue(key, value, knownAt) {
      const current = owned();
      copy = {
        ...current,
        values: { ...current.values, [key]: value },
        knownAt: knownAt ?? current.knownAt,
      };
      return Promise.resolve();
    },
    saveKnownAt(at) {
      copy = { ...owned(), knownAt: at };
      return Promise.resolve();
    },
    savePendingDoses(doses: readonly PendingDose[]) {
      copy = { ...owned(), pendingDoses: doses };
      return Promise.resolve();
    },
    clear() {
      copy = null;
      return Promise.resolve();
    },
  };
}
