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
