import { summariseRuns, type RunSummary } from '../aged/runStatistics';
import type { IndexVerdict } from './busyMachine';
import {
  profileNames,
  screenNames,
  throttlingMethods,
  type ProfileName,
  type ScreenName,
  type ThrottlingMethod,
} from './runPlan';

/** What one Lighthouse run says about the page. */
export interface RunFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly firstContentfulPaintMs: number;
  readonly largestContentfulPaintMs: number;
  readonly totalBlockingTimeMs: number;
  readonly cumulativeLayoutShift: number;
}

/** The part of a Lighthouse result (lhr) the bench reads. */
export interface LhrLike {
  readonly lighthouseVersion: string;
  readonly environment: { readonly benchmarkIndex: number };
  readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  readonly audits: Readonly<Record<string, { readonly numericValue?: number } | undefined>>;
  readonly runtimeError?: { readonly code: string; readonly message: string };
  readonly runWarnings?: readonly string[];
}

export function figuresFromLhr(lhr: LhrLike): RunFigures {
  const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined || !Number.isFinite(value))
      throw new Error(`Lighthouse gave no value for ${id}`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    firstContentfulPaintMs: Math.round(audit('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
    cumulativeLayoutShift: Number(audit('cumulative-layout-shift').toFixed(3)),
  };
}

/** One Lighthouse run as measured, kept or not. */
export interface MeasuredRun {
  readonly round: number;
  readonly method: ThrottlingMethod;
  readonly profile: ProfileName;
  readonly screen: ScreenName;
  /** 0 for the first try of this run, 1 for its first repeat… */
  readonly attempt: number;
  readonly verdict: IndexVerdict;
  readonly benchmarkIndex: number;
  readonly loadAtStart: number;
  readonly loadAtEnd: number;
  readonly waitedMs: number;
  readonly startedBusy: boolean;
  readonly durationMs: number;
  readonly figures: RunFigures;
}

/** The kept runs of one screen in one profile and method: each figure's median and range. */
export interface RowSummary {
  readonly profile: ProfileName;
  readonly method: ThrottlingMethod;
  readonly screen: ScreenName;
  readonly performance: RunSummary;
  readonly accessibility: RunSummary;
  readonly firstContentfulPaintMs: RunSummary;
  readonly largestContentfulPaintMs: RunSummary;
  readonly totalBlockingTimeMs: RunSummary;
  readonly cumulativeLayoutShift: RunSummary;
  readonly benchmarkIndex: RunSummary;
  readonly loadAtStart: RunSummary;
}

export const isKept = (run: MeasuredRun): boolean => run.verdict !== 'repeat';

/** One row per profile, method and screen that has runs, in the report's order (mobile first). */
export function summariseRows(runs: readonly MeasuredRun[]): RowSummary[] {
  const rows: RowSummary[] = [];
  for (const profile of profileNames)
    for (const method of throttlingMethods)
      for (const screen of screenNames) {
        const kept = runs.filter(
          (run) =>
            isKept(run) &&
            run.profile === profile &&
            run.method === method &&
            run.screen === screen,
        );
        if (kept.length === 0) continue;
        const of = (pick: (run: MeasuredRun) => number) => summariseRuns(kept.map(pick));
        rows.push({
          profile,
          method,
          screen,
          performance: of((run) => run.figures.performance),
          accessibility: of((run) => run.figures.accessibility),
          firstContentfulPaintMs: of((run) => run.figures.firstContentfulPaintMs),
          largestContentfulPaintMs: of((run) => run.figures.largestContentfulPaintMs),
          totalBlockingTimeMs: of((run) => run.figures.totalBlockingTimeMs),
          cumulativeLayoutShift: of((run) => run.figures.cumulativeLayoutShift),
          benchmarkIndex: of((run) => run.benchmarkIndex),
          loadAtStart: of((run) => run.loadAtStart),
        });
      }
  return rows;
}

/** The machine over the session: every run's benchmarkIndex and load average, repeated ones included. */
export function summariseMachine(runs: readonly MeasuredRun[]): {
  benchmarkIndex: RunSummary;
  loadAtStart: RunSummary;
  loadAtEnd: RunSummary;
} {
  return {
    benchmarkIndex: summariseRuns(runs.map((run) => run.benchmarkIndex)),
    loadAtStart: summariseRuns(runs.map((run) => run.loadAtStart)),
    loadAtEnd: summariseRuns(runs.map((run) => run.loadAtEnd)),
  };
}
