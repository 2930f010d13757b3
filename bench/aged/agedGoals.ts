import { peopleCount } from './agedScale';
import type { RunSummary } from './runStatistics';
import type { AgedOverEmpty, WriteRateBenchFigures } from './writeRateBench';

/**
 * What an aged association must feel like to its carers, and what the local database must keep up
 * with. The bench reports each goal as met or not met; it never fails on one.
 */
export const agedGoals = {
  /** Sign-in to the console drawn, for the carer who follows the most people. */
  consoleMs: 1500,
  /** Bytes received while the console loads, for that carer. */
  consoleReceivedBytes: 300 * 1024,
  /** The page's JS heap with the console drawn (after a garbage collection), for that carer. */
  heapBytes: 30 * 1024 * 1024,
  /** Console time of the carer with the most people over that of the carer with the fewest. */
  growthRatio: 1.5,
  /** Console → a person's contacts, and back. */
  personConsoleMs: 500,
  /** The aged database's write rate may be at most this many times slower than an empty one's. */
  agedWriteSlowdown: 2,
} as const;

export interface GoalVerdict {
  readonly goal: string;
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}

/** One carer's runs as the goals read them. */
export interface CarerFigures {
  readonly follows: number;
  readonly signInToConsoleMs: RunSummary;
  readonly consoleToPersonMs: RunSummary;
  readonly personToConsoleMs: RunSummary;
  readonly consoleReceivedBytes: RunSummary;
  readonly heapUsedBytes: RunSummary;
}

export interface WriteRates {
  readonly emptyWritesPerSecond: number;
  readonly agedWritesPerSecond: number;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A median within `limit`, every run having finished. */
function judgeAtMost(
  goal: string,
  summary: RunSummary,
  limit: number,
  show: (value: number) => string,
): GoalVerdict {
  const target = `≤ ${show(limit)}`;
  if (summary.median === null) return { goal, target, measured: 'no run finished', met: false };
  const unfinished = summary.unfinished > 0 ? ` (${summary.unfinished} runs did not finish)` : '';
  return {
    goal,
    target,
    measured: `${show(summary.median)}${unfinished}`,
    met: summary.unfinished === 0 && summary.median <= limit,
  };
}

export function judgeGoals(
  carers: readonly CarerFigures[],
  growth: number | null,
  writes: WriteRates,
  writeRateBench: WriteRateBenchFigures | null = null,
): GoalVerdict[] {
  const byFollows = [...carers].sort((a, b) => b.follows - a.follows);
  const largest = byFollows[0];
  const smallest = byFollows[byFollows.length - 1];
  const verdicts: GoalVerdict[] = [];
  if (largest !== undefined) {
    const who = peopleCount(largest.follows);
    verdicts.push(
      judgeAtMost(
        `console drawn after sign-in, ${who}`,
        largest.signInToConsoleMs,
        agedGoals.consoleMs,
        seconds,
      ),
      judgeAtMost(
        `received while the console loads, ${who}`,
        largest.consoleReceivedBytes,
        agedGoals.consoleReceivedBytes,
        kib,
      ),
      judgeAtMost(
        `JS heap with the console drawn, ${who}`,
        largest.heapUsedBytes,
        agedGoals.heapBytes,
        mib,
      ),
      judgeAtMost(
        `console → a person, ${who}`,
        largest.consoleToPersonMs,
        agedGoals.personConsoleMs,
        seconds,
      ),
      judgeAtMost(
        `a person → console, ${who}`,
        largest.personToConsoleMs,
        agedGoals.personConsoleMs,
        seconds,
      ),
    );
  }
  if (largest !== undefined && smallest !== undefined && largest !== smallest) {
    verdicts.push({
      goal: `growth: console time with ${peopleCount(largest.follows)} / with ${smallest.follows}`,
      target: `≤ ${agedGoals.growthRatio}`,
      measured: growth === null ? 'not measured (a console did not draw)' : growth.toFixed(2),
      met: growth !== null && growth <= agedGoals.growthRatio,
    });
  }
  const slowdown =
    writes.agedWritesPerSecond > 0
      ? writes.emptyWritesPerSecond / writes.agedWritesPerSecond
      : null;
  verdicts.push({
    goal: 'database writes by REST as the administrator, aged vs empty (this bench)',
    target: `empty/aged ≤ ${agedGoals.agedWriteSlowdown}`,
    measured:
      slowdown === null
        ? 'no write finished'
        : `${Math.round(writes.agedWritesPerSecond)} writes/s aged, ${Math.round(writes.emptyWritesPerSecond)} empty (empty/aged ${slowdown.toFixed(2)})`,
    met: slowdown !== null && slowdown <= agedGoals.agedWriteSlowdown,
  });
  if (writeRateBench !== null) {
    const judged: [string, AgedOverEmpty | null][] = [
      ['under the rules', writeRateBench.underRules],
      ['without rules', writeRateBench.withoutRules],
    ];
    for (const [rules, ratios] of judged) {
      if (ratios === null) continue;
      const worst = Math.min(ratios.sequential, ratios.pipelined);
      verdicts.push({
        goal: `database writes by a person's SDK client ${rules}, aged vs empty (write-rate bench, ${writeRateBench.measuredAt})`,
        target: `aged/empty ≥ ${1 / agedGoals.agedWriteSlowdown}`,
        measured: `aged/empty ${ratios.sequential} one at a time, ${ratios.pipelined} with many in flight`,
        met: worst >= 1 / agedGoals.agedWriteSlowdown,
      });
    }
  }
  return verdicts;
}
