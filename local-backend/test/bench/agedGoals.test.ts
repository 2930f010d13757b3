import { agedGoals, judgeGoals, type CarerFigures } from '../../../bench/aged/agedGoals';
import { growthRatio, summariseRuns } from '../../../bench/aged/runStatistics';
import { readWriteRateBench } from '../../../bench/aged/writeRateBench';

// The aged bench's statistics and how it judges its goals (it reports; it never fails on one).

describe('summariseRuns', () => {
  it.each([
    [[3, 1, 2], { median: 2, min: 1, max: 3, runs: 3, unfinished: 0 }],
    [[4, 1, 3, 2], { median: 2.5, min: 1, max: 4, runs: 4, unfinished: 0 }],
    [[5, null, 1], { median: 3, min: 1, max: 5, runs: 2, unfinished: 1 }],
    [[null, null], { median: null, min: null, max: null, runs: 0, unfinished: 2 }],
    [[], { median: null, min: null, max: null, runs: 0, unfinished: 0 }],
  ])('%j', (values, summary) => {
    expect(summariseRuns(values)).toEqual(summary);
  });

  it('growth is the ratio of medians, null when one is missing', () => {
    expect(growthRatio(summariseRuns([1500]), summariseRuns([1000]))).toBe(1.5);
    expect(growthRatio(summariseRuns([null]), summariseRuns([1000]))).toBeNull();
  });
});

function carer(
  follows: number,
  consoleMs: (number | null)[],
  overrides: Partial<CarerFigures> = {},
): CarerFigures {
  return {
    follows,
    signInToConsoleMs: summariseRuns(consoleMs),
    consoleToPersonMs: summariseRuns([300]),
    personToConsoleMs: summariseRuns([200]),
    consoleReceivedBytes: summariseRuns([100 * 1024]),
    heapUsedBytes: summariseRuns([20 * 1024 * 1024]),
    ...overrides,
  };
}

describe('judgeGoals', () => {
  const rates = { emptyWritesPerSecond: 1000, agedWritesPerSecond: 800 };

  it('judges the carer with the most people, the growth and the writes', () => {
    const verdicts = judgeGoals([carer(5, [900]), carer(300, [1200])], 1200 / 900, rates);
    expect(verdicts.map((verdict) => [verdict.goal, verdict.met])).toEqual([
      ['console drawn after sign-in, 300 people', true],
      ['received while the console loads, 300 people', true],
      ['JS heap with the console drawn, 300 people', true],
      ['console → a person, 300 people', true],
      ['a person → console, 300 people', true],
      ['growth: console time with 300 people / with 5', true],
      ['database writes by REST as the administrator, aged vs empty (this bench)', true],
    ]);
  });

  it("adds the write-rate bench's ratios, under the rules and without, judged on the worse of each", () => {
    const verdicts = judgeGoals([carer(300, [1200])], null, rates, {
      measuredAt: '2026-11-25T16:58:17.868Z',
      underRules: { sequential: 1.84, pipelined: 0.43 },
      withoutRules: { sequential: 1.05, pipelined: 0.5 },
    });
    expect(verdicts.slice(-2)).toEqual([
      {
        goal: "database writes by a person's SDK client under the rules, aged vs empty (write-rate bench, 2026-11-25T16:58:17.868Z)",
        target: 'aged/empty ≥ 0.5',
        measured: 'aged/empty 1.84 one at a time, 0.43 with many in flight',
        met: false,
      },
      {
        goal: "database writes by a person's SDK client without rules, aged vs empty (write-rate bench, 2026-11-25T16:58:17.868Z)",
        target: 'aged/empty ≥ 0.5',
        measured: 'aged/empty 1.05 one at a time, 0.5 with many in flight',
        met: true,
      },
    ]);
  });

  it.each<[string, CarerFigures, number | null, typeof rates, string]>([
    ['a slow console', carer(300, [1600]), 1, rates, 'console drawn after sign-in, 300 people'],
    [
      'a run that did not finish',
      carer(300, [1000, null]),
      1,
      rates,
      'console drawn after sign-in, 300 people',
    ],
    [
      'too many bytes',
      carer(300, [1000], { consoleReceivedBytes: summariseRuns([301 * 1024]) }),
      1,
      rates,
      'received while the console loads, 300 people',
    ],
    [
      'a large heap',
      carer(300, [1000], { heapUsedBytes: summariseRuns([agedGoals.heapBytes + 1]) }),
      1,
      rates,
      'JS heap with the console drawn, 300 people',
    ],
    [
      'steep growth',
      carer(300, [1000]),
      1.6,
      rates,
      'growth: console time with 300 people / with 5',
    ],
    [
      'no growth measured',
      carer(300, [1000]),
      null,
      rates,
      'growth: console time with 300 people / with 5',
    ],
    [
      'slow aged writes',
      carer(300, [1000]),
      1,
      { emptyWritesPerSecond: 1000, agedWritesPerSecond: 499 },
      'database writes by REST as the administrator, aged vs empty (this bench)',
    ],
  ])('%s is not met', (_case, largest, growth, writeRates, goal) => {
    const verdicts = judgeGoals([carer(5, [900]), largest], growth, writeRates);
    expect(verdicts.filter((verdict) => !verdict.met).map((verdict) => verdict.goal)).toEqual([
      goal,
    ]);
  });
});

describe('readWriteRateBench', () => {
  const ratios = { sequential: 1.1, pipelined: 0.9 };

  it.each([
    [
      'both',
      { measuredAt: 'd', agedOverEmpty: { underRules: ratios, withoutRules: ratios } },
      { measuredAt: 'd', underRules: ratios, withoutRules: ratios },
    ],
    [
      'without rules only',
      { measuredAt: 'd', agedOverEmpty: { withoutRules: ratios } },
      { measuredAt: 'd', underRules: null, withoutRules: ratios },
    ],
    ['no ratios', { measuredAt: 'd', agedOverEmpty: { underRules: { sequential: 1 } } }, null],
    ['no date', { agedOverEmpty: { underRules: ratios } }, null],
    ['not an object', 'write-rate', null],
    ['null', null, null],
  ])('%s', (_case, json, figures) => {
    expect(readWriteRateBench(json)).toEqual(figures);
  });
});
