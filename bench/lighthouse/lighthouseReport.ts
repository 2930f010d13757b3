import type { RunSummary } from '../aged/runStatistics';
import type { RefusalTally } from './busyMachine';
import type { CpuMultiplierChoice, DeviceClass } from './deviceClass';
import type { ThrottlingBisect } from './throttlingBisect';
import type { MeasuredRun, RowSummary } from './lighthouseFigures';
import type { LighthouseGoalVerdict } from './lighthouseGoals';
import type { ProfileName, ScreenName, ThrottlingMethod } from './runPlan';

/** The Lighthouse part's results, as written to bench/results/platform.json (its `lighthouse` key). */
export interface LighthouseBenchResult {
  readonly date: string;
  readonly command: string;
  readonly lighthouseVersion: string;
  readonly chromiumVersion: string;
  readonly cores: number;
  readonly viewport: { readonly width: number; readonly height: number };
  readonly runsPerRow: number;
  readonly deviceClass: DeviceClass;
  readonly calibration: {
    readonly benchmarkIndexes: readonly number[];
    readonly medianBenchmarkIndex: number;
    /** The multiplier the calibration chose. */
    readonly choice: CpuMultiplierChoice;
    /** The multiplier used instead (`--cpu-multiplier`), or null. */
    readonly imposedMultiplier: number | null;
    /** How the observed runs' slowdown was found (throttlingBisect.ts); null when imposed. */
    readonly observedSearch: ThrottlingBisect | null;
    /** Lighthouse's benchmark in a page slowed by each multiplier used (slowedBenchmark.ts). */
    readonly slowedBenchmarkIndexes: {
      readonly simulated: readonly number[];
      readonly observed: readonly number[];
    };
  };
  readonly profiles: Readonly<
    Record<
      ProfileName,
      {
        readonly about: string;
        /** The simulated runs' multiplier. */
        readonly cpuSlowdownMultiplier: number;
        /** The observed runs' (the CPU slowed for real through the DevTools protocol). */
        readonly observedCpuSlowdownMultiplier: number;
      }
    >
  >;
  readonly busyRule: {
    readonly maxLoad: number;
    readonly loadWaitMs: number;
    readonly loadWaitTotalMs: number;
    readonly lowIndexRatio: number;
    readonly retries: number;
  };
  readonly tally: RefusalTally;
  /** Every run's (repeated ones included, calibration excluded). */
  readonly machine: {
    readonly benchmarkIndex: RunSummary;
    readonly loadAtStart: RunSummary;
    readonly loadAtEnd: RunSummary;
  };
  readonly rows: readonly RowSummary[];
  readonly goals: readonly LighthouseGoalVerdict[];
  readonly runs: readonly MeasuredRun[];
}

export const screenLabels: Readonly<Record<ScreenName, string>> = {
  login: 'login (first visit)',
  home: 'home (returning, signed in, service worker bypassed)',
  homeServiceWorker: 'home (returning, signed in, service worker in control)',
};

export const methodLabels: Readonly<Record<ThrottlingMethod, string>> = {
  simulate: 'simulated',
  devtools: 'observed',
};

const seconds = (ms: number): string => (ms / 1000).toFixed(2);
const whole = (value: number): string => String(Math.round(value));
/** A score: whole, or to a decimal when a median of an even number of runs falls half-way. */
const score = (value: number): string =>
  Number.isInteger(value) ? String(value) : value.toFixed(1);
const oneDecimal = (value: number): string => value.toFixed(1);
const twoDecimals = (value: number): string => value.toFixed(2);
const asIs = (value: number): string => String(value);

/** `median (min–max)` with the unit once, or the one value when every run gave it. */
export function medianAndRange(
  summary: RunSummary,
  show: (value: number) => string,
  unit = '',
): string {
  if (summary.median === null || summary.min === null || summary.max === null) return '–';
  const median = `${show(summary.median)}${unit}`;
  const [min, max] = [show(summary.min), show(summary.max)];
  return min === max && min === show(summary.median) ? median : `${median} (${min}–${max})`;
}

/** `min–max (median m)`, for the machine's figures. */
function rangeAndMedian(summary: RunSummary, show: (value: number) => string): string {
  if (summary.median === null || summary.min === null || summary.max === null) return '–';
  return `${show(summary.min)}–${show(summary.max)} (median ${show(summary.median)})`;
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

const minutes = (ms: number): string =>
  ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${(ms / 60_000).toFixed(1)} min`;

function figuresTable(result: LighthouseBenchResult): string {
  const profileLabel = (profile: ProfileName, method: ThrottlingMethod): string => {
    const multipliers = result.profiles[profile];
    const multiplier =
      method === 'devtools'
        ? multipliers.observedCpuSlowdownMultiplier
        : multipliers.cpuSlowdownMultiplier;
    return `${profile} (${multiplier}× CPU)`;
  };
  const lines = result.rows.map((row) =>
    [
      profileLabel(row.profile, row.method),
      screenLabels[row.screen],
      methodLabels[row.method],
      medianAndRange(row.performance, score),
      medianAndRange(row.firstContentfulPaintMs, seconds, ' s'),
      medianAndRange(row.largestContentfulPaintMs, seconds, ' s'),
      medianAndRange(row.totalBlockingTimeMs, whole, ' ms'),
      medianAndRange(row.cumulativeLayoutShift, asIs),
      medianAndRange(row.accessibility, score),
      medianAndRange(row.benchmarkIndex, whole),
      medianAndRange(row.loadAtStart, oneDecimal),
    ].join(' | '),
  );
  return [
    '| profile | screen | throttling | performance | FCP | LCP | TBT | CLS | accessibility | benchmarkIndex | load at start |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...lines.map((line) => `| ${line} |`),
  ].join('\n');
}

function goalsTable(goals: readonly LighthouseGoalVerdict[]): string {
  const rows = new Map<string, LighthouseGoalVerdict[]>();
  for (const verdict of goals) {
    const key = `${screenLabels[verdict.screen]} | ${methodLabels[verdict.method]}`;
    rows.set(key, [...(rows.get(key) ?? []), verdict]);
  }
  const first = [...rows.values()][0] ?? [];
  const header = first.map((verdict) => `${verdict.goal} ${verdict.target}`);
  const cell = (verdict: LighthouseGoalVerdict): string =>
    `${verdict.measured} ${verdict.met ? 'met' : '**not met**'}`;
  return [
    `| screen | throttling | ${header.join(' | ')} |`,
    `|---|---|${header.map(() => '---|').join('')}`,
    ...[...rows.entries()].map(
      ([key, verdicts]) => `| ${key} | ${verdicts.map(cell).join(' | ')} |`,
    ),
  ].join('\n');
}

/** The Lighthouse part of bench/results/platform.md. */
export function lighthouseMarkdown(result: LighthouseBenchResult): string {
  const { calibration, deviceClass, tally, busyRule, machine } = result;
  const mobile = result.profiles.mobile.cpuSlowdownMultiplier;
  const { choice } = calibration;
  const clampNote =
    choice.clamped === 'slower-than-class'
      ? ' (this machine is slower than the class: the figures are pessimistic)'
      : choice.clamped === 'capped'
        ? ' (capped: this machine would need more; the figures are optimistic)'
        : '';
  const calibrated = `calibration: ${plural(calibration.benchmarkIndexes.length, 'run')}, benchmarkIndex ${calibration.benchmarkIndexes.map(whole).join(', ')}, median ${whole(choice.measuredBenchmarkIndex)} / ${choice.targetBenchmarkIndex} = ${choice.ratio.toFixed(2)}`;
  const chosen =
    calibration.imposedMultiplier === null
      ? `${calibrated} → **${mobile}× CPU slowdown** (simulated runs)${clampNote}`
      : `**${mobile}× CPU slowdown** imposed (\`--cpu-multiplier\`; ${calibrated} → ${choice.multiplier}×)`;
  const observed = result.profiles.mobile.observedCpuSlowdownMultiplier;
  const slowed = calibration.slowedBenchmarkIndexes;
  const benchmarkAt = (rate: number, indexes: readonly number[]): string =>
    `${rate}×: ${indexes.map(whole).join(', ')}`;
  const search = calibration.observedSearch;
  const observedChoice =
    search === null
      ? `the same ${observed}× (imposed)`
      : `the CPU slowed **${observed}×** through the DevTools protocol, found as Chrome DevTools calibrates its presets: a bisection on Lighthouse's benchmark in a page so slowed (rates tried: ${search.steps.map((step) => `${step.rate}× → ${whole(step.score)}`).join(', ')})`;
  const slowedCheck = ` Observed runs: ${observedChoice}. The benchmark slowed ${benchmarkAt(mobile, slowed.simulated)}; ${benchmarkAt(observed, slowed.observed)}; the class: ${deviceClass.targetBenchmarkIndex}.`;
  // What the simulated runs stand for: the machine as it measured over the runs, slowed by the factor
  // chosen from the calibration's few runs (a shared machine's speed moves between the two).
  const runsIndex = machine.benchmarkIndex.median;
  const standsFor =
    runsIndex === null
      ? ''
      : ` The simulated runs stand for a device of benchmarkIndex ${whole(runsIndex / mobile)} (the runs' median ${whole(runsIndex)} / ${mobile}; the class ${deviceClass.targetBenchmarkIndex}).`;
  const met = result.goals.filter((goal) => goal.met).length;
  return `## Lighthouse

\`${result.command}\`, ${result.date}: Lighthouse ${result.lighthouseVersion}, Chromium ${result.chromiumVersion}, ${result.viewport.width}×${result.viewport.height}, ${plural(result.runsPerRow, 'kept run')} per row, interleaved (login, home, login, home…; mobile, desktop; simulated, observed). Each figure: median (min–max).

- **mobile = ${deviceClass.name}**, target benchmarkIndex ${deviceClass.targetBenchmarkIndex} (${deviceClass.source}); ${chosen}.${slowedCheck} ${result.profiles.mobile.about}.
- **desktop**: ${result.profiles.desktop.about}.
- simulated: Lighthouse's simulation from an unthrottled load, each task's time multiplied by the ratio of the indexes; observed: the network and the CPU slowed for real through the DevTools protocol (\`throttlingMethod: 'devtools'\`), by the rate at which this machine scores like the class.
- machine: ${result.cores} cores; benchmarkIndex ${rangeAndMedian(machine.benchmarkIndex, whole)} over ${plural(machine.benchmarkIndex.runs, 'run')}; 1-minute load average ${rangeAndMedian(machine.loadAtStart, twoDecimals)} at a run's start, ${rangeAndMedian(machine.loadAtEnd, twoDecimals)} at its end.${standsFor}
- refused and repeated: a run starts once the 1-minute load average is under ${twoDecimals(busyRule.maxLoad)} (waiting at most ${minutes(busyRule.loadWaitMs)}, ${minutes(busyRule.loadWaitTotalMs)} in all; calibration runs included): ${plural(tally.waitedRuns, 'run')} waited (${minutes(tally.waitedMs)}), ${tally.startedBusy} started busy when the wait ran out; ${tally.repeatedLowIndex} repeated for a benchmarkIndex under ${Math.round(busyRule.lowIndexRatio * 100)} % of the session's median, ${tally.keptLowIndex} kept low after ${busyRule.retries} retries; ${tally.failedRuns} failed and were run again.

${figuresTable(result)}

Goals on the ${deviceClass.name} (mobile profile, medians; reported, the bench does not fail on them): ${met} of ${result.goals.length} met.

${goalsTable(result.goals)}
`;
}
