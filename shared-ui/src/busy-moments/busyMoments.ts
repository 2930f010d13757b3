import { useEffect, useState } from 'react';

/**
 * Moments a screen must not be interrupted (a card lifted in Solitário, half a move): any section marks
 * them, and the platform's reminders wait for the end of them. Sections are separate bundles, so the
 * moments travel as events on the page's window (one window for all of them): each busy moment sends
 * its start and its end under a token of its own, and whoever listens keeps the tokens still open. A
 * subpath entry of its own (`@amparo/shared-ui/busy-moments`), so the login does not download it.
 */
export const busyMomentEvent = 'amparo:busy-moment';

export interface BusyMomentDetail {
  readonly token: string;
  readonly busy: boolean;
}

let nextToken = 0;

function announce(target: Window, detail: BusyMomentDetail): void {
  target.dispatchEvent(new CustomEvent<BusyMomentDetail>(busyMomentEvent, { detail }));
}

/** Marks the calling screen busy while `active` is true (and never after it unmounts). */
export function useBusyMoment(active: boolean, target: Window = window): void {
  useEffect(() => {
    if (!active) return undefined;
    nextToken += 1;
    const token = `${Date.now()}-${nextToken}-${Math.random()}`;
    announce(target, { token, busy: true });
    return () => announce(target, { token, busy: false });
  }, [active, target]);
}

/** Follows whether some screen of the page is in the middle of something. */
export function useIsBusyMoment(target: Window = window): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const open = new Set<string>();
    const onMoment = (event: Event) => {
      const detail = (event as CustomEvent<BusyMomentDetail>).detail;
      if (detail.busy) open.add(detail.token);
      else open.delete(detail.token);
      setBusy(open.size > 0);
    };
    target.addEventListener(busyMomentEvent, onMoment);
    return () => target.removeEventListener(busyMomentEvent, onMoment);
  }, [target]);
  return busy;
}
