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
