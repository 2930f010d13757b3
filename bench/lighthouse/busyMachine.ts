import { summariseRuns } from '../aged/runStatistics';

/**
 * The rules that keep a busy machine out of the figures. Before a run, the bench waits (bounded) for
 * the 1-minute load average to fall under a threshold; after it, a run whose benchmarkIndex fell far
 * below the session's median (the machine was slower while it ran) is repeated, a bounded number of
 * times.
 */

/** A run is repeated when its benchmarkIndex is under this share of the session's median. */
export const lowIndexRatio = 0.7;

/** How often the load average is read while waiting. */
export const loadPollMs = 5000;

export type IndexVerdict = 'keep' | 'repeat' | 'keep-low';

export interface IndexJudgement {
  readonly verdict: IndexVerdict;
  /** The median of the indexes the run was compared with (null: nothing to compare with yet). */
  readonly sessionMedian: number | null;
  /** The index under which a run counts as low. */
  readonly floor: number | null;
}

/**
 * A run's benchmarkIndex against the session's (the calibration runs' and the kept runs'): kept when
 * at least `ratio` of their median, repeated when lower and `repeatsSoFar` < `retries`, kept but
 * marked low when the retries are spent.
 */
export function judgeBenchmarkIndex(
  index: number,
  sessionIndexes: readonly number[],
  repeatsSoFar: number,
  retries: number,
  ratio: number = lowIndexRatio,
): IndexJudgement {
  const sessionMedian = summariseRuns(sessionIndexes).median;
  if (sessionMedian === null) return { verdict: 'keep', sessionMedian, floor: null };
  const floor = sessionMedian * ratio;
  if (index >= floor) return { verdict: 'keep', sessionMedian, floor };
  return { verdict: repeatsSoFar < retries ? 'repeat' : 'keep-low', sessionMedian, floor };
}

export interface LoadClock {
  readonly now: () => number;
  readonly sleep: (ms: number) => Promise<void>;
  /** The 1-minute load average (os.loadavg()[0]). */
  readonly load: () => number;
}

export interface CalmWait {
  readonly waitedMs: number;
  /** The load average when the wait ended. */
  readonly load: number;
  /** The load was still at or over the threshold when the wait ran out: the run starts busy. */
  readonly busy: boolean;
}

/**
 * Waits until the 1-minute load average is under `maxLoad`, at most `waitMs` and at most what is left
 * of the session's budget (`budgetMs`).
 */
export async function waitForCalm(
  options: {
    readonly maxLoad: number;
    readonly waitMs: number;
    readonly budgetMs: number;
    readonly pollMs?: number;
  },
  clock: LoadClock,
): Promise<CalmWait> {
  const pollMs = options.pollMs ?? loadPollMs;
  const bound = Math.max(0, Math.min(options.waitMs, options.budgetMs));
  const started = clock.now();
  let load = clock.load();
  while (load >= options.maxLoad && clock.now() - started < bound) {
    await clock.sleep(Math.min(pollMs, bound - (clock.now() - started)));
    load = clock.load();
  }
  return { waitedMs: clock.now() - started, load, busy: load >= options.maxLoad };
}

/** What the bench refused and repeated, as the report tells it. */
export interface RefusalTally {
  /** Runs that waited for the load to fall before starting, and the time they waited. */
  readonly waitedRuns: number;
  readonly waitedMs: number;
  /** Runs that started with the load still over the threshold (the wait ran out). */
  readonly startedBusy: number;
  /** Runs repeated because their benchmarkIndex was low. */
  readonly repeatedLowIndex: number;
  /** Runs kept with a low benchmarkIndex, their retries spent. */
  readonly keptLowIndex: number;
  /** Runs Lighthouse could not finish, run again (within the same retries). */
  readonly failedRuns: number;
}

export const emptyTally: RefusalTally = {
  waitedRuns: 0,
  waitedMs: 0,
  startedBusy: 0,
  repeatedLowIndex: 0,
  keptLowIndex: 0,
  failedRuns: 0,
};

/** The tally after one run: its wait, and the verdict on its benchmarkIndex. */
export function tallyRun(tally: RefusalTally, wait: CalmWait, verdict: IndexVerdict): RefusalTally {
  return {
    waitedRuns: tally.waitedRuns + (wait.waitedMs > 0 ? 1 : 0),
    waitedMs: tally.waitedMs + wait.waitedMs,
    startedBusy: tally.startedBusy + (wait.busy ? 1 : 0),
    repeatedLowIndex: tally.repeatedLowIndex + (verdict === 'repeat' ? 1 : 0),
    keptLowIndex: tally.keptLowIndex + (verdict === 'keep-low' ? 1 : 0),
    failedRuns: tally.failedRuns,
  };
}
