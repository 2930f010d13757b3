import type { RunSummary } from '../aged/runStatistics';
import type { RowSummary } from './lighthouseFigures';
import type { ScreenName, ThrottlingMethod } from './runPlan';

/**
 * What the login (first visit) and home (returning visit: signed in, the cache warm) must reach on
 * the low-tier tablet's profile (the mobile profile), in both throttling methods, judged on the
 * medians (a median of two runs may fall half-way: shown to a decimal, judged as it is). The bench reports each as met or not; it never
 * fails on one.
 */
export const lighthouseGoals = {
  performanceAtLeast: 95,
  largestContentfulPaintAtMostMs: 1200,
  totalBlockingTimeAtMostMs: 200,
  cumulativeLayoutShiftAtMost: 0,
} as const;

export interface LighthouseGoalVerdict {
  readonly screen: ScreenName;
  readonly method: ThrottlingMethod;
  readonly goal: 'performance' | 'LCP' | 'TBT' | 'CLS';
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

function verdict(
  row: RowSummary,
  goal: LighthouseGoalVerdict['goal'],
  summary: RunSummary,
  target: string,
  meets: (median: number) => boolean,
  show: (value: number) => string,
): LighthouseGoalVerdict {
  const base = { screen: row.screen, method: row.method, goal, target };
  if (summary.median === null) return { ...base, measured: 'no run', met: false };
  return { ...base, measured: show(summary.median), met: meets(summary.median) };
}

export function judgeLighthouseGoals(rows: readonly RowSummary[]): LighthouseGoalVerdict[] {
  const goals = lighthouseGoals;
  return rows
    .filter((row) => row.profile === 'mobile')
    .flatMap((row) => [
      verdict(
        row,
        'performance',
        row.performance,
        `≥ ${goals.performanceAtLeast}`,
        (median) => median >= goals.performanceAtLeast,
        (score) => (Number.isInteger(score) ? String(score) : score.toFixed(1)),
      ),
      verdict(
        row,
        'LCP',
        row.largestContentfulPaintMs,
        `≤ ${seconds(goals.largestContentfulPaintAtMostMs)}`,
        (median) => median <= goals.largestContentfulPaintAtMostMs,
        seconds,
      ),
      verdict(
        row,
        'TBT',
        row.totalBlockingTimeMs,
        `≤ ${goals.totalBlockingTimeAtMostMs} ms`,
        (median) => median <= goals.totalBlockingTimeAtMostMs,
        (ms) => `${Math.round(ms)} ms`,
      ),
      verdict(
        row,
        'CLS',
        row.cumulativeLayoutShift,
        `${goals.cumulativeLayoutShiftAtMost}`,
        (median) => median <= goals.cumulativeLayoutShiftAtMost,
        (shift) => String(Number(shift.toFixed(3))),
      ),
    ]);
}
