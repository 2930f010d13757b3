import { useEffect, useSyncExternalStore } from 'react';

/**
 * Moments a screen must not be interrupted (a card lifted in Solitário, half a move): any section marks
 * them, and the platform's reminders wait for the end of them. shared-ui is one shared copy for every
 * section, so this one set is the page's.
 */
const busy = new Set<symbol>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether some screen is in the middle of something now. */
export function isBusyMoment(): boolean {
  return busy.size > 0;
}

/** Marks the calling screen busy while `active` is true (and never after it unmounts). */
export function useBusyMoment(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const token = Symbol('busy moment');
    busy.add(token);
    changed();
    return () => {
      busy.delete(token);
      changed();
    };
  }, [active]);
}

/** Follows whether some screen is in the middle of something. */
export function useIsBusyMoment(): boolean {
  return useSyncExternalStore(subscribe, isBusyMoment, () => false);
}
