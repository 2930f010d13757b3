import { architectureFloorMarkdown, floorScreens, type FloorRun } from './runArchitectureFloor';

const figures = (tbt: number) => ({
  performance: 90,
  accessibility: 100,
  firstContentfulPaintMs: 800,
  largestContentfulPaintMs: 1500,
  totalBlockingTimeMs: tbt,
  cumulativeLayoutShift: 0,
});

const run = (screen: FloorRun['screen'], tbt: number, verdict: FloorRun['verdict']): FloorRun => ({
  screen,
  round: 0,
  attempt: 0,
  verdict,
  benchmarkIndex: 2000,
  loadAtStart: 1,
  figures: figures(tbt),
  longTasks: ['main.js: 120'],
});

describe("the architecture floor's report", () => {
  const page = architectureFloorMarkdown(
    {
      date: '2026-11-27T15:00:00.000Z',
      cores: 2,
      calibrationIndexes: [1650, 2600],
      choice: {
        measuredBenchmarkIndex: 1650,
        targetBenchmarkIndex: 264,
        ratio: 6.25,
        multiplier: 6.3,
        clamped: null,
      },
      multiplier: 6.3,
      runs: [
        run('floor, returning', 280, 'keep'),
        run('floor, returning', 300, 'keep'),
        run('floor, returning', 9999, 'repeat'),
        run('home', 370, 'keep'),
      ],
      tally: {
        waitedRuns: 0,
        waitedMs: 0,
        startedBusy: 0,
        repeatedLowIndex: 1,
        keptLowIndex: 0,
        failedRuns: 0,
      },
    },
    'node scripts/bench.mjs --architecture-floor',
  );

  it('has a row for every screen, in the order they were run', () => {
    const rows = page.split('\n').filter((line) => /^\| (floor|login|home)/.test(line));
    expect(rows.map((row) => row.split(' | ')[0]?.slice(2))).toEqual([...floorScreens]);
  });

  it('gives the median and range of the kept runs only, and the slowdown it stood for', () => {
    expect(page).toContain(
      '| floor, returning | 90 (90–90) | 1,500 ms (1,500–1,500) | 290 ms (280–300)',
    );
    expect(page).not.toContain('9,999');
    expect(page).toContain('CPU 6.3×');
    expect(page).toContain('1 repeated for a low benchmarkIndex');
  });

  it('says so for a screen with no run', () => {
    expect(page).toMatch(/^\| login \| — \| — \| — /m);
  });
});
