/**
 * Where the tablet keeps its own settings (not the account's): its localStorage, or null where the
 * browser refuses it (private mode, a test without a window).
 */
export function tabletStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Where a tab keeps what lasts only while it is open (a reload keeps it, closing the tab does not):
 * its sessionStorage, or null where the browser refuses it.
 */
export function tabSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A value a screen keeps in the tab while it is in use (a game in progress), as JSON under one key. */
export interface KeptInTab<T> {
  /** The kept value, if `parse` recognises it (anything else, or a refusing storage: null). */
  read(storage?: Pick<Storage, 'getItem'> | null): T | null;
  /** Keeps `value`, or forgets the kept one (null). A full or refusing storage keeps nothing. */
  keep(value: T | null, storage?: Pick<Storage, 'setItem' | 'removeItem'> | null): void;
}

export function keptInTab<T>(key: string, parse: (value: unknown) => T | null): KeptInTab<T> {
  return {
    read: (storage = tabSessionStorage()) => {
      try {
        const text = storage?.getItem(key) ?? null;
        return text === null ? null : parse(JSON.parse(text));
      } catch {
        return null;
      }
    },
    keep: (value, storage = tabSessionStorage()) => {
      try {
        if (value === null) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(value));
      } catch {
        // The value lasts as long as its screen.
      }
    },
  };
}
