import os from 'node:os';
import type { LaunchedChrome } from 'chrome-launcher';
import type { Browser, Page } from 'puppeteer-core';
import { summariseRuns, type RunSummary } from '../aged/runStatistics';
import {
  emptyTally,
  judgeBenchmarkIndex,
  tallyRun,
  waitForCalm,
  type IndexVerdict,
  type RefusalTally,
} from '../lighthouse/busyMachine';
import {
  chooseCpuMultiplier,
  lowTierTablet,
  type CpuMultiplierChoice,
} from '../lighthouse/deviceClass';
import type { LighthouseArguments } from '../lighthouse/lighthouseArguments';
import { figuresFromLhr, type LhrLike, type RunFigures } from '../lighthouse/lighthouseFigures';
import { lighthouseFlags, signIn, type LighthouseTools } from '../lighthouse/runLighthouseBench';

/**
 * `npm run bench -- --architecture-floor`: what the prescribed composition costs before any of
 * Amparo's code, on the low-tier tablet's profile. The floor (floorWebpackConfig.cjs: a single-spa
 * root with the Module Federation runtime and one React remote drawing home's shape) is measured by
 * Lighthouse beside Amparo's own login and home, in one session, the runs interleaved: the floor as a
 * first visit and as a returning one (its files in the cache, visited before), the login as a first
 * visit, home as a returning one (signed in, the service worker bypassed), all simulated at the CPU
 * slowdown the calibration chooses for the class (deviceClass.ts), Lighthouse's slow 4G.
 */
export type FloorScreen = 'floor, first visit' | 'floor, returning' | 'login' | 'home';

export const floorScreens: readonly FloorScreen[] = [
  'floor, first visit',
  'login',
  'floor, returning',
  'home',
];

export interface FloorRun {
  readonly screen: FloorScreen;
  readonly round: number;
  readonly attempt: number;
  readonly verdict: IndexVerdict;
  readonly benchmarkIndex: number;
  readonly loadAtStart: number;
  readonly figures: RunFigures;
  /** Lighthouse's long tasks (simulated), as 'script: ms', longest first. */
  readonly longTasks: readonly string[];
}

export interface ArchitectureFloorResult {
  readonly date: string;
  readonly cores: number;
  readonly calibrationIndexes: readonly number[];
  readonly choice: CpuMultiplierChoice;
  readonly multiplier: number;
  readonly runs: readonly FloorRun[];
  readonly tally: RefusalTally;
}

export interface ArchitectureFloorOptions {
  readonly tools: LighthouseTools;
  /** The running platform. */
  readonly baseUrl: string;
  /** The floor's page, served. */
  readonly floorUrl: string;
  readonly account: { readonly email: string; readonly password: string };
  readonly args: LighthouseArguments;
  readonly chromePath: string;
  readonly chromeFlags: readonly string[];
  readonly log: (line: string) => void;
}

/** The part of Lighthouse's long-tasks audit the report reads. */
interface LongTasksAudit {
  readonly details?: {
    readonly items?: readonly { readonly url?: string; readonly duration?: number }[];
  };
}

function longTasksOf(lhr: LhrLike): string[] {
  const audit = lhr.audits['long-tasks'] as LongTasksAudit | undefined;
  return (audit?.details?.items ?? [])
    .map((item) => ({
      script: (item.url ?? '').split('/').pop() || 'page',
      ms: item.duration ?? 0,
    }))
    .sort((a, b) => b.ms - a.ms)
    .map(({ script, ms }) => `${script}: ${Math.round(ms)}`);
}

export async function runArchitectureFloor(
  options: ArchitectureFloorOptions,
): Promise<ArchitectureFloorResult> {
  const { args, tools, log } = options;
  const launch = () =>
    tools.launchChrome({ chromePath: options.chromePath, chromeFlags: [...options.chromeFlags] });
  const firstChrome = await launch();
  let returningChrome: LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    returningChrome = await launch();
    const home = await signIn(tools, returningChrome.port, options.baseUrl, options.account);
    browser = home.browser;
    await home.page.setBypassServiceWorker(true);
    // The floor's returning visit: a page of its own in the same browser, visited twice before.
    const floorPage: Page = await browser.newPage();
    for (let visit = 0; visit < 2; visit += 1)
      await floorPage.goto(options.floorUrl, { waitUntil: 'networkidle0' });

    const clock = {
      now: () => Date.now(),
      sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
      load: () => os.loadavg()[0] ?? 0,
    };
    let budgetMs = args.loadWaitTotalMs;
    const calm = async () => {
      const wait = await waitForCalm(
        { maxLoad: args.maxLoad, waitMs: args.loadWaitMs, budgetMs },
        clock,
      );
      budgetMs -= wait.waitedMs;
      return wait;
    };
    const lighthouseOn = async (screen: FloorScreen, multiplier: number): Promise<LhrLike> => {
      const firstVisit = screen === 'floor, first visit' || screen === 'login';
      const port = firstVisit ? firstChrome.port : returningChrome!.port;
      const flags = lighthouseFlags(tools, port, 'mobile', 'simulate', multiplier, firstVisit);
      // Two returning pages share a browser: the one measured is brought to the front (a page behind
      // another paints nothing, and Lighthouse finds no first paint).
      const returningPage =
        screen === 'home' ? home.page : screen === 'floor, returning' ? floorPage : null;
      await returningPage?.bringToFront();
      const url =
        screen === 'home'
          ? `${options.baseUrl}/`
          : screen === 'login'
            ? `${options.baseUrl}/login`
            : options.floorUrl;
      const result = returningPage
        ? await tools.lighthouse(url, flags, undefined, returningPage)
        : await tools.lighthouse(url, flags);
      if (!result) throw new Error('Lighthouse returned no result');
      const lhr: LhrLike = result.lhr;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return lhr;
    };

    // Calibration on the floor's first visit (its figures set aside), as the platform's bench does
    // on the login.
    const calibrationIndexes: number[] = [];
    let tally = emptyTally;
    for (let index = 0; index < args.calibrationRuns; index += 1) {
      const wait = await calm();
      const lhr = await lighthouseOn(
        'floor, first visit',
        tools.throttling.mobileSlow4G.cpuSlowdownMultiplier,
      );
      tally = tallyRun(tally, wait, 'keep');
      calibrationIndexes.push(lhr.environment.benchmarkIndex);
    }
    const choice = chooseCpuMultiplier(
      summariseRuns(calibrationIndexes).median ?? 0,
      lowTierTablet.targetBenchmarkIndex,
    );
    const multiplier = args.cpuMultiplier ?? choice.multiplier;
    log(`floor: calibration ${calibrationIndexes.map(Math.round).join(', ')} → ${multiplier}× CPU`);

    const sessionIndexes = [...calibrationIndexes];
    const runs: FloorRun[] = [];
    for (let round = 0; round < args.runs; round += 1)
      for (const screen of floorScreens)
        for (let attempt = 0; ; attempt += 1) {
          const wait = await calm();
          const loadAtStart = clock.load();
          let lhr: LhrLike;
          try {
            lhr = await lighthouseOn(screen, multiplier);
          } catch (error) {
            // A run Lighthouse could not finish is run again, within the same retries.
            if (attempt >= args.retries) throw error;
            tally = { ...tally, failedRuns: tally.failedRuns + 1 };
            log(`floor: ${screen}, round ${round + 1} failed, run again: ${String(error)}`);
            continue;
          }
          const index = lhr.environment.benchmarkIndex;
          const { verdict } = judgeBenchmarkIndex(index, sessionIndexes, attempt, args.retries);
          tally = tallyRun(tally, wait, verdict);
          sessionIndexes.push(index);
          const figures = figuresFromLhr(lhr);
          log(
            `floor: ${screen}, round ${round + 1}: performance ${figures.performance}, TBT ${figures.totalBlockingTimeMs} ms, LCP ${figures.largestContentfulPaintMs} ms, benchmarkIndex ${Math.round(index)}, load ${loadAtStart.toFixed(2)}${verdict === 'repeat' ? ' (repeated: low index)' : ''}`,
          );
          runs.push({
            screen,
            round,
            attempt,
            verdict,
            benchmarkIndex: index,
            loadAtStart,
            figures,
            longTasks: longTasksOf(lhr),
          });
          if (verdict !== 'repeat') break;
        }
    return {
      date: new Date().toISOString(),
      cores: os.cpus().length,
      calibrationIndexes,
      choice,
      multiplier,
      runs,
      tally,
    };
  } finally {
    await browser?.disconnect();
    await returningChrome?.kill();
    await firstChrome.kill();
  }
}

/** Median (range) of a kept figure. */
function spread(summary: RunSummary, unit: string): string {
  if (summary.median === null) return '—';
  const round = (value: number | null) => Math.round(value ?? 0).toLocaleString('en-GB');
  return `${round(summary.median)}${unit} (${round(summary.min)}–${round(summary.max)})`;
}

/** The report: one row per screen, the machine's figures beside them. */
export function architectureFloorMarkdown(
  result: ArchitectureFloorResult,
  command: string,
): string {
  const kept = result.runs.filter((run) => run.verdict !== 'repeat');
  const of = (screen: FloorScreen, pick: (run: FloorRun) => number) =>
    summariseRuns(kept.filter((run) => run.screen === screen).map(pick));
  const rows = floorScreens.map((screen) => {
    const figures = (pick: (figures: RunFigures) => number) =>
      of(screen, (run) => pick(run.figures));
    return `| ${screen} | ${spread(
      figures((f) => f.performance),
      '',
    )} | ${spread(
      figures((f) => f.largestContentfulPaintMs),
      ' ms',
    )} | ${spread(
      figures((f) => f.totalBlockingTimeMs),
      ' ms',
    )} | ${spread(
      figures((f) => f.cumulativeLayoutShift * 1000),
      '‰',
    )} | ${spread(
      of(screen, (run) => run.benchmarkIndex),
      '',
    )} |`;
  });
  const loads = summariseRuns(kept.map((run) => run.loadAtStart));
  const floorTasks = kept
    .filter((run) => run.screen.startsWith('floor'))
    .map((run) => `- ${run.screen}, round ${run.round + 1}: ${run.longTasks.join(', ')}`);
  return [
    `# The architecture's floor (${result.date})`,
    '',
    `\`${command}\`: Lighthouse ${'mobile'} profile at 1024×768, simulated, CPU ${result.multiplier}× (the calibration's median benchmarkIndex ${Math.round(result.choice.measuredBenchmarkIndex)} / the ${lowTierTablet.name}'s ${lowTierTablet.targetBenchmarkIndex}; calibration runs ${result.calibrationIndexes.map(Math.round).join(', ')}), Lighthouse's slow 4G; ${result.cores} cores, 1-minute load average at the runs' starts ${loads.min?.toFixed(2)}–${loads.max?.toFixed(2)} (median ${loads.median?.toFixed(2)}); ${result.tally.startedBusy} runs started busy, ${result.tally.repeatedLowIndex} repeated for a low benchmarkIndex. Medians (range) of the kept runs, interleaved.`,
    '',
    '| screen | performance | LCP | TBT | CLS (thousandths) | benchmarkIndex |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    "The floor's long tasks in each run (Lighthouse's simulation, ms at the slowdown above):",
    '',
    ...floorTasks,
    '',
  ].join('\n');
}
