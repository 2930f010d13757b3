import { useEffect } from 'react';

/**
 * While `active` (a save or a delete not yet confirmed by the server, e.g. waiting for the connection),
 * closing or reloading the page asks first: the database client keeps unsent writes in the page's
 * memory only, so leaving would lose them. Moving between the platform's screens is safe (same page).
 * Written by hand: it is the browser's `beforeunload` contract, a few lines no library improves.
 */
export function useWarnBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
