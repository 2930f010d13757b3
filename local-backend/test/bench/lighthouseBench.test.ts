import { summariseRuns } from '../../../bench/aged/runStatistics';
import {
  emptyTally,
  judgeBenchmarkIndex,
  tallyRun,
  waitForCalm,
  type LoadClock,
} from '../../../bench/lighthouse/busyMachine';
import { chooseCpuMultiplier, lowTierTablet } from '../../../bench/lighthouse/deviceClass';
import { parseLighthouseArguments } from '../../../bench/lighthouse/lighthouseArguments';
import {
  figuresFromLhr,
  summariseMachine,
  summariseRows,
  type LhrLike,
  type MeasuredRun,
  type RunFigures,
} from '../../../bench/lighthouse/lighthouseFigures';
import { judgeLighthouseGoals } from '../../../bench/lighthouse/lighthouseGoals';
import {
  lighthouseMarkdown,
  medianAndRange,
  type LighthouseBenchResult,
} from '../../../bench/lighthouse/lighthouseReport';
import { planRuns, type PlannedRun } from '../../../bench/lighthouse/runPlan';

// The Lighthouse bench's pure parts: its arguments, the CPU multiplier it chooses, the rules that
// refuse a busy machine, the order of its runs, its statistics, its goals and its table.

describe('parseLighthouseArguments', () => {
  it('defaults: 5 runs, load under 0.75 of the cores, 2 retries, a calibrated multiplier', () => {
    expect(parseLighthouseArguments([], 2)).toEqual({
      args: {
        runs: 5,
        maxLoad: 1.5,
        loadWaitMs: 60_000,
        loadWaitTotalMs: 600_000,
        retries: 2,
        calibrationRuns: 5,
        cpuMultiplier: null,
        serviceWorker: false,
      },
      rest: [],
    });
  });

  it('reads its flags and hands back the words it does not know', () => {
    const parsed = parseLighthouseArguments(
      [
        '--runs',
        '2',
        '--people',
        '50',
        '--max-load',
        '3.5',
        '--load-wait',
        '10',
        '--cpu-multiplier',
        '6',
        '--retries',
        '0',
        '--service-worker',
      ],
      8,
    );
    expect(parsed).toMatchObject({
      args: {
        runs: 2,
        maxLoad: 3.5,
        loadWaitMs: 10_000,
        cpuMultiplier: 6,
        retries: 0,
        serviceWorker: true,
      },
      rest: ['--people', '50'],
    });
  });

  it.each([
    [['--runs', '0']],
    [['--runs', '2.5']],
    [['--runs']],
    [['--max-load', '0']],
    [['--cpu-multiplier', '0.5']],
    [['--retries', '-1']],
    [['--load-wait', 'soon']],
  ])('refuses %j', (argv) => {
    expect(parseLighthouseArguments(argv, 2)).toHaveProperty('problem');
  });
});

describe('chooseCpuMultiplier', () => {
  it('divides the machine’s benchmarkIndex by the class’s, to one decimal', () => {
    expect(chooseCpuMultiplier(1320)).toEqual({
      measuredBenchmarkIndex: 1320,
      targetBenchmarkIndex: lowTierTablet.targetBenchmarkIndex,
      ratio: 5,
      multiplier: 5,
      clamped: null,
    });
    expect(chooseCpuMultiplier(1000).multiplier).toBe(3.8);
    expect(chooseCpuMultiplier(1000, 1000).multiplier).toBe(1);
  });

  it('never goes under 1× (a machine slower than the class) nor over 20×', () => {
    expect(chooseCpuMultiplier(200)).toMatchObject({ multiplier: 1, clamped: 'slower-than-class' });
    expect(chooseCpuMultiplier(9000)).toMatchObject({ multiplier: 20, clamped: 'capped' });
  });

  it('refuses a machine it could not measure', () => {
    expect(() => chooseCpuMultiplier(0)).toThrow();
    expect(() => chooseCpuMultiplier(Number.NaN)).toThrow();
  });
});

describe('judgeBenchmarkIndex', () => {
  const session = [1000, 1100, 900];

  it('keeps the first run of a session: nothing to compare it with', () => {
    expect(judgeBenchmarkIndex(10, [], 0, 2).verdict).toBe('keep');
  });

  it('keeps a run at 70 % of the session’s median or more', () => {
    expect(judgeBenchmarkIndex(700, session, 0, 2)).toEqual({
      verdict: 'keep',
      sessionMedian: 1000,
      floor: 700,
    });
  });

  it('repeats a slower run while retries are left, then keeps it marked low', () => {
    expect(judgeBenchmarkIndex(699, session, 0, 2).verdict).toBe('repeat');
    expect(judgeBenchmarkIndex(699, session, 1, 2).verdict).toBe('repeat');
    expect(judgeBenchmarkIndex(699, session, 2, 2).verdict).toBe('keep-low');
    expect(judgeBenchmarkIndex(699, session, 0, 0).verdict).toBe('keep-low');
  });
});

/** A clock whose load average follows `loads`, one value per reading, the last one held. */
function fakeClock(loads: readonly number[]): LoadClock & { slept: number[] } {
  let time = 0;
  let reading = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => time,
    sleep: async (ms) => {
      slept.push(ms);
      time += ms;
    },
    load: () => loads[Math.min(reading++, loads.length - 1)] as number,
  };
}

describe('waitForCalm', () => {
  const rule = { maxLoad: 1.5, waitMs: 60_000, budgetMs: 600_000, pollMs: 5000 };

  it('starts at once on a calm machine', async () => {
    expect(await waitForCalm(rule, fakeClock([0.4]))).toEqual({
      waitedMs: 0,
      load: 0.4,
      busy: false,
    });
  });

  it('waits until the load average falls under the threshold', async () => {
    expect(await waitForCalm(rule, fakeClock([3, 2, 1.6, 1.2]))).toEqual({
      waitedMs: 15_000,
      load: 1.2,
      busy: false,
    });
  });

  it('waits no longer than its bound, then starts busy', async () => {
    const clock = fakeClock([4]);
    expect(await waitForCalm({ ...rule, waitMs: 12_000 }, clock)).toEqual({
      waitedMs: 12_000,
      load: 4,
      busy: true,
    });
    expect(clock.slept).toEqual([5000, 5000, 2000]);
  });

  it('waits no longer than what is left of the session’s budget', async () => {
    expect(await waitForCalm({ ...rule, budgetMs: 0 }, fakeClock([4]))).toEqual({
      waitedMs: 0,
      load: 4,
      busy: true,
    });
  });

  it('counts the waits, the busy starts, the repeats and the runs kept low', () => {
    let tally = tallyRun(emptyTally, { waitedMs: 15_000, load: 1, busy: false }, 'keep');
    tally = tallyRun(tally, { waitedMs: 60_000, load: 3, busy: true }, 'repeat');
    tally = tallyRun(tally, { waitedMs: 0, load: 1, busy: false }, 'keep-low');
    expect(tally).toEqual({
      waitedRuns: 2,
      waitedMs: 75_000,
      startedBusy: 1,
      repeatedLowIndex: 1,
      keptLowIndex: 1,
      failedRuns: 0,
    });
  });
});

describe('planRuns', () => {
  it('interleaves screens, profiles and methods, round after round', () => {
    const plan = planRuns(2);
    expect(plan).toHaveLength(16);
    const key = (run: PlannedRun) => `${run.method} ${run.profile} ${run.screen}`;
    expect(plan.slice(0, 8).map(key)).toEqual([
      'simulate mobile login',
      'simulate mobile home',
      'simulate desktop login',
      'simulate desktop home',
      'devtools mobile login',
      'devtools mobile home',
      'devtools desktop login',
      'devtools desktop home',
    ]);
    expect(plan.slice(8).map(key)).toEqual(plan.slice(0, 8).map(key));
    expect(plan.map((run) => run.screen).join(' ')).toMatch(/^(login home )+login home$/);
  });

  it('with the service worker, adds its returning visit after home, in the mobile profile only', () => {
    const plan = planRuns(2, true);
    expect(plan).toHaveLength(20);
    const key = (run: PlannedRun) => `${run.method} ${run.profile} ${run.screen}`;
    expect(plan.slice(0, 10).map(key)).toEqual([
      'simulate mobile login',
      'simulate mobile home',
      'simulate mobile homeServiceWorker',
      'simulate desktop login',
      'simulate desktop home',
      'devtools mobile login',
      'devtools mobile home',
      'devtools mobile homeServiceWorker',
      'devtools desktop login',
      'devtools desktop home',
    ]);
  });
});

const lhr = (overrides: Partial<Record<string, number>> = {}): LhrLike => ({
  lighthouseVersion: '12.2.3',
  environment: { benchmarkIndex: 1300 },
  categories: { performance: { score: 0.974 }, accessibility: { score: 1 } },
  audits: {
    'first-contentful-paint': { numericValue: overrides.fcp ?? 918.4 },
    'largest-contentful-paint': { numericValue: overrides.lcp ?? 1301.6 },
    'total-blocking-time': { numericValue: overrides.tbt ?? 24.5 },
    'cumulative-layout-shift': { numericValue: overrides.cls ?? 0.00042 },
  },
});

describe('figuresFromLhr', () => {
  it('reads the scores out of 100 and the metrics rounded', () => {
    expect(figuresFromLhr(lhr())).toEqual({
      performance: 97,
      accessibility: 100,
      firstContentfulPaintMs: 918,
      largestContentfulPaintMs: 1302,
      totalBlockingTimeMs: 25,
      cumulativeLayoutShift: 0,
    });
  });

  it('refuses a result without a metric', () => {
    const broken = { ...lhr(), audits: {} };
    expect(() => figuresFromLhr(broken)).toThrow(/first-contentful-paint/);
  });
});

function measured(
  planned: Pick<MeasuredRun, 'profile' | 'method' | 'screen'>,
  figures: Partial<RunFigures>,
  extra: Partial<MeasuredRun> = {},
): MeasuredRun {
  return {
    ...planned,
    round: 0,
    attempt: 0,
    verdict: 'keep',
    benchmarkIndex: 1300,
    loadAtStart: 0.5,
    loadAtEnd: 0.9,
    waitedMs: 0,
    startedBusy: false,
    durationMs: 20_000,
    figures: {
      performance: 100,
      accessibility: 100,
      firstContentfulPaintMs: 900,
      largestContentfulPaintMs: 1100,
      totalBlockingTimeMs: 20,
      cumulativeLayoutShift: 0,
      ...figures,
    },
    ...extra,
  };
}

const mobileLogin = { profile: 'mobile', method: 'simulate', screen: 'login' } as const;
const mobileHomeObserved = { profile: 'mobile', method: 'devtools', screen: 'home' } as const;
const desktopLogin = { profile: 'desktop', method: 'simulate', screen: 'login' } as const;

const sampleRuns: MeasuredRun[] = [
  measured(mobileLogin, { performance: 96, largestContentfulPaintMs: 1300 }),
  measured(mobileLogin, { performance: 99, largestContentfulPaintMs: 1150 }),
  measured(mobileLogin, { performance: 40 }, { verdict: 'repeat', benchmarkIndex: 500 }),
  measured(mobileLogin, { performance: 98, largestContentfulPaintMs: 1250 }, { attempt: 1 }),
  measured(mobileHomeObserved, { totalBlockingTimeMs: 250, cumulativeLayoutShift: 0.02 }),
  measured(desktopLogin, { largestContentfulPaintMs: 3000 }),
];

describe('summariseRows', () => {
  it('summarises the kept runs of each screen, profile and method, mobile first', () => {
    const rows = summariseRows(sampleRuns);
    expect(rows.map((row) => `${row.profile} ${row.method} ${row.screen}`)).toEqual([
      'mobile simulate login',
      'mobile devtools home',
      'desktop simulate login',
    ]);
    expect(rows[0]?.performance).toEqual(summariseRuns([96, 99, 98]));
    expect(rows[0]?.largestContentfulPaintMs).toMatchObject({ median: 1250, min: 1150, max: 1300 });
  });

  it('keeps the machine’s figures of every run, repeated ones too', () => {
    expect(summariseMachine(sampleRuns).benchmarkIndex).toMatchObject({
      median: 1300,
      min: 500,
      max: 1300,
      runs: 6,
    });
  });
});

describe('judgeLighthouseGoals', () => {
  it('judges the mobile profile’s medians only, each goal met or not', () => {
    const goals = judgeLighthouseGoals(summariseRows(sampleRuns));
    const said = goals.map(
      (goal) => `${goal.screen} ${goal.method} ${goal.goal} ${goal.measured} ${goal.met}`,
    );
    expect(said).toEqual([
      'login simulate performance 98 true',
      'login simulate LCP 1.25 s false',
      'login simulate TBT 20 ms true',
      'login simulate CLS 0 true',
      'home devtools performance 100 true',
      'home devtools LCP 1.10 s true',
      'home devtools TBT 250 ms false',
      'home devtools CLS 0.02 false',
    ]);
  });

  it('shows a median of two runs rounded, and judges it as it is', () => {
    const twoRuns = [
      measured(mobileLogin, { performance: 94, totalBlockingTimeMs: 1158 }),
      measured(mobileLogin, { performance: 95, totalBlockingTimeMs: 1193 }),
    ];
    const goals = judgeLighthouseGoals(summariseRows(twoRuns));
    expect(goals.find((goal) => goal.goal === 'performance')).toMatchObject({
      measured: '94.5',
      met: false,
    });
    expect(goals.find((goal) => goal.goal === 'TBT')?.measured).toBe('1176 ms');
  });
});

describe('lighthouseMarkdown', () => {
  it('writes the median and the range with the unit once', () => {
    expect(
      medianAndRange(summariseRuns([900, 1250, 1300]), (ms) => (ms / 1000).toFixed(2), ' s'),
    ).toBe('1.25 s (0.90–1.30)');
    expect(medianAndRange(summariseRuns([100, 100]), String)).toBe('100');
    expect(medianAndRange(summariseRuns([]), String)).toBe('–');
  });

  it('says what it measured: the command, the date, the class, the machine and the goals', () => {
    const rows = summariseRows(sampleRuns);
    const result: LighthouseBenchResult = {
      date: '2026-11-26T10:00:00.000Z',
      command: 'node scripts/bench.mjs --lighthouse-only --runs 2',
      lighthouseVersion: '12.2.3',
      chromiumVersion: '131.0.6778.204',
      cores: 2,
      viewport: { width: 1024, height: 768 },
      runsPerRow: 2,
      deviceClass: lowTierTablet,
      calibration: {
        benchmarkIndexes: [1290, 1320, 1350],
        medianBenchmarkIndex: 1320,
        choice: chooseCpuMultiplier(1320),
        imposedMultiplier: null,
        observedSearch: {
          rate: 4.5,
          steps: [
            { rate: 4.75, score: 250 },
            { rate: 4.5, score: 262 },
          ],
        },
        slowedBenchmarkIndexes: { simulated: [250, 270, 262], observed: [262, 265, 270] },
      },
      profiles: {
        mobile: {
          about: 'Network: slow 4G',
          cpuSlowdownMultiplier: 5,
          observedCpuSlowdownMultiplier: 4.5,
        },
        desktop: {
          about: "Lighthouse's desktop profile",
          cpuSlowdownMultiplier: 1,
          observedCpuSlowdownMultiplier: 1,
        },
      },
      busyRule: {
        maxLoad: 1.5,
        loadWaitMs: 60_000,
        loadWaitTotalMs: 600_000,
        lowIndexRatio: 0.7,
        retries: 2,
      },
      tally: { ...emptyTally, repeatedLowIndex: 1, waitedRuns: 2, waitedMs: 90_000 },
      machine: summariseMachine(sampleRuns),
      rows,
      goals: judgeLighthouseGoals(rows),
      runs: sampleRuns,
    };
    const markdown = lighthouseMarkdown(result);
    expect(markdown).toContain(
      '`node scripts/bench.mjs --lighthouse-only --runs 2`, 2026-11-26T10:00:00.000Z',
    );
    expect(markdown).toContain('low-tier Android tablet**, target benchmarkIndex 264');
    expect(markdown).toContain('= 5.00 → **5× CPU slowdown** (simulated runs)');
    expect(markdown).toContain(
      "Observed runs: the CPU slowed **4.5×** through the DevTools protocol, found as Chrome DevTools calibrates its presets: a bisection on Lighthouse's benchmark in a page so slowed (rates tried: 4.75× → 250, 4.5× → 262)",
    );
    expect(markdown).toContain(
      'The benchmark slowed 5×: 250, 270, 262; 4.5×: 262, 265, 270; the class: 264.',
    );
    expect(markdown).toContain('benchmarkIndex 500–1300 (median 1300) over 6 runs');
    expect(markdown).toContain(
      "The simulated runs stand for a device of benchmarkIndex 260 (the runs' median 1300 / 5; the class 264).",
    );
    expect(markdown).toContain('load average 0.50–0.50 (median 0.50) at a run');
    expect(markdown).toContain('2 runs waited (1.5 min)');
    expect(markdown).toContain('2 kept runs per row');
    expect(markdown).toContain('1 repeated for a benchmarkIndex under 70 %');
    expect(markdown).toContain(
      '| mobile (5× CPU) | login (first visit) | simulated | 98 (96–99) | 0.90 s | 1.25 s (1.15–1.30) | 20 ms | 0 | 100 | 1300 | 0.5 |',
    );
    expect(markdown).toContain('| desktop (1× CPU) | login (first visit) | simulated |');
    // The observed rows say their own slowdown.
    expect(markdown).toContain(
      '| mobile (4.5× CPU) | home (returning, signed in, service worker bypassed) | observed |',
    );
    expect(markdown).toContain(
      '| screen | throttling | performance ≥ 95 | LCP ≤ 1.20 s | TBT ≤ 200 ms | CLS 0 |',
    );
    expect(markdown).toContain(
      '| home (returning, signed in, service worker bypassed) | observed | 100 met | 1.10 s met | 250 ms **not met** | 0.02 **not met** |',
    );
    expect(markdown).toContain('5 of 8 met');
  });
});
