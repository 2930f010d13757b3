/**
 * Home's tiles open sections; fetching them ahead, once home has come and the tablet is idle, makes
 * opening one wait only for its data (on the tablets' profile: about 0.3 s instead of 1.6–2.1 s). Two
 * seconds after home first came, one section after another, so it never competes with home's own
 * first screen on a slow line; once per page. Their entries are asked for before that (`fetchEntry`:
 * the root asks once home is drawn, entryPreload.ts; no script runs), so a tile tapped before then does
 * not wait a round trip for its entry.
 */

export interface SectionPrefetchEffects {
  /** The remotes to fetch, in order. */
  readonly remotes: readonly string[];
  /** Asks for a remote's entry at once, without running it (entryPreload.ts). */
  readonly fetchEntry: (remote: string) => void;
  /** Fetches and evaluates one remote's module (the same load its opening would do). */
  readonly load: (remote: string) => Promise<void>;
  readonly onFetched: (remote: string) => void;
  /** A fetch that failed: forget it, so the real opening tries again. */
  readonly onFailed: (remote: string) => Promise<void> | void;
  /** Runs `work` once the delay is over and the tablet is idle. */
  readonly whenIdleAfter: (delayMs: number, work: () => void) => void;
}

export const prefetchDelayMs = 2_000;

export function createSectionPrefetch(effects: SectionPrefetchEffects): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    for (const remote of effects.remotes) effects.fetchEntry(remote);
    effects.whenIdleAfter(prefetchDelayMs, () => {
      void (async () => {
        for (const remote of effects.remotes) {
          try {
            await effects.load(remote);
            effects.onFetched(remote);
          } catch {
            await effects.onFailed(remote);
          }
        }
      })();
    });
  };
}

/** The longest an idle moment is waited for once the timer has run. */
const idleTimeoutMs = 3_000;

/** The browser's way: a timer, then the next idle moment (at most `idleTimeoutMs` later). */
export function whenIdleAfter(delayMs: number, work: () => void): void {
  setTimeout(() => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(work, { timeout: idleTimeoutMs });
    else work();
  }, delayMs);
}
