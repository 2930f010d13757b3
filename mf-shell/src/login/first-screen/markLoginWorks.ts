import { loginWorksMark } from './firstScreenElement';

/** Marks, once per page, the moment 'Entrar' first works (loginWorksMark). */
export function markLoginWorks(): void {
  // Browsers all have both; some test environments lack them.
  if (
    typeof performance === 'undefined' ||
    typeof performance.mark !== 'function' ||
    typeof performance.getEntriesByName !== 'function'
  )
    return;
  if (performance.getEntriesByName(loginWorksMark, 'mark').length > 0) return;
  performance.mark(loginWorksMark);
}
