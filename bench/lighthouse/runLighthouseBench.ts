import os from 'node:os';
import type { LaunchedChrome, launch } from 'chrome-launcher';
import type { Flags } from 'lighthouse';
import type lighthouse from 'lighthouse';
import type { throttling, userAgents } from 'lighthouse/core/config/constants.js';
import type { Browser, Page } from 'puppeteer-core';
import type puppeteer from 'puppeteer-core';
import { summariseRuns } from '../aged/runStatistics';
import {
  emptyTally,
  judgeBenchmarkIndex,
  lowIndexRatio,
  tallyRun,
  waitForCalm,
  type CalmWait,
  type LoadClock,
  type RefusalTally,
} from './busyMachine';
import { chooseCpuMultiplier, lowTierTablet } from './deviceClass';
import type { LighthouseArguments } from './lighthouseArguments';
import {
  figuresFromLhr,
  summariseMachine,
  summariseRows,
  type LhrLike,
  type MeasuredRun,
} from './lighthouseFigures';
import { judgeLighthouseGoals } from './lighthouseGoals';
import { methodLabels, type LighthouseBenchResult } from './lighthouseReport';
import { openSlowedBenchmark } from './slowedBenchmark';
import { bisectThrottlingRate, type ThrottlingBisect } from './throttlingBisect';
import { planRuns, type PlannedRun, type ProfileName, type ThrottlingMethod } from './runPlan';

/**
 * Lighthouse on the running platform: the login (a first visit: every kind of storage of the site
 * cleared, and the browser's cache) and home (a returning visit: signed in, the cache warm, the service
 * worker bypassed), each in its own Chromium so the login's clearing never signs home out; with
 * `--service-worker`, home again in a third Chromium whose page the service worker controls. First calibration runs measure the
 * machine and choose the mobile profile's CPU slowdown (deviceClass.ts), then the planned runs
 * (runPlan.ts), each after the machine calmed down and repeated when it ran slow (busyMachine.ts).
 */
export interface LighthouseBenchOptions {
  /** bench/lighthouse/lighthouseTools.mjs: loaded by Node, not through tsx. */
  readonly tools: LighthouseTools;
  readonly baseUrl: string;
  readonly account: { readonly email: string; readonly password: string };
  readonly args: LighthouseArguments;
  /** The command line, as the report shows it. */
  readonly command: string;
  readonly chromePath: string;
  readonly chromeFlags: readonly string[];
  readonly log: (line: string) => void;
}

/** What bench/lighthouse/lighthouseTools.mjs exports. */
export interface LighthouseTools {
  readonly lighthouse: typeof lighthouse;
  readonly throttling: typeof throttling;
  readonly userAgents: typeof userAgents;
  readonly launchChrome: typeof launch;
  /** Lighthouse's benchmark (its benchmarkIndex), run in a page by slowedBenchmark.ts. */
  readonly computeBenchmarkIndex: () => number;
  readonly puppeteer: typeof puppeteer;
}

const viewport = { width: 1024, height: 768 } as const;

/** Runs of the benchmark whose median scores one step of the observed slowdown's search. */
const scoresPerStep = 3;

const realClock: LoadClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  load: () => os.loadavg()[0] ?? 0,
};

function profileAbout(tools: LighthouseTools, profile: ProfileName): string {
  const mobileNetwork = tools.throttling.mobileSlow4G;
  const desktopNetwork = tools.throttling.desktopDense4G;
  if (profile === 'desktop')
    return `Lighthouse's desktop profile: no CPU slowdown; simulated ${desktopNetwork.rttMs} ms RTT, ${desktopNetwork.throughputKbps / 1024} Mbit/s; observed without network throttling`;
  const mbit = (kbps: number) => (kbps / 1024).toFixed(2);
  return `Network: Lighthouse's slow 4G, simulated ${mobileNetwork.rttMs} ms RTT and ${mbit(mobileNetwork.throughputKbps)} Mbit/s, observed ${mobileNetwork.requestLatencyMs} ms per request and ${mbit(mobileNetwork.downloadThroughputKbps)} Mbit/s; a touch screen`;
}

/** Lighthouse's settings for one run: the profile, the throttling method, a first or returning visit. */
export function lighthouseFlags(
  tools: LighthouseTools,
  port: number,
  profile: ProfileName,
  method: ThrottlingMethod,
  mobileMultiplier: number,
  firstVisit: boolean,
): Flags {
  const mobile = profile === 'mobile';
  return {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: profile,
    screenEmulation: { mobile, ...viewport, deviceScaleFactor: 1, disabled: false },
    emulatedUserAgent: mobile ? tools.userAgents.mobile : tools.userAgents.desktop,
    throttlingMethod: method,
    throttling: mobile
      ? { ...tools.throttling.mobileSlow4G, cpuSlowdownMultiplier: mobileMultiplier }
      : { ...tools.throttling.desktopDense4G },
    locale: 'pt-PT',
    // First visit: cookies, IndexedDB and local storage too (Lighthouse keeps them by default).
    ...(firstVisit ? { clearStorageTypes: ['all'] } : { disableStorageReset: true }),
  };
}

/** Maria signed in on the login, in the browser at `port`, with any dose due answered (takeDueDoses). */
export async function signIn(
  tools: LighthouseTools,
  port: number,
  baseUrl: string,
  account: LighthouseBenchOptions['account'],
): Promise<{ browser: Browser; page: Page }> {
  const browser = await tools.puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.setViewport(viewport);
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[name="email"]', account.email);
  await page.type('input[name="password"]', account.password);
  await Promise.all([
    page.waitForFunction(() => /Olá,\s+Maria\b/.test(globalThis.document.body.innerText), {
      timeout: 30_000,
    }),
    page.click('button[type="submit"]'),
  ]);
  await takeDueDoses(page);
  return { browser, page };
}

/** The button of a dose's reminder that says she took it (mf-shell's remindersTexts.taken). */
const takenButton = '::-p-aria([name="Já tomei"][role="button"])';

/**
 * The demo person's doses follow the real clock: measured at a time a dose is due, home would open
 * with her reminder over it, a different screen at 8:05 than at 7:55. She answers it as she would, so
 * home is measured with no dose waiting whatever the hour.
 */
async function takeDueDoses(page: Page): Promise<void> {
  for (let dose = 0; dose < 3; dose += 1) {
    const taken = await page.waitForSelector(takenButton, { timeout: 4_000 }).catch(() => null);
    if (!taken) return;
    await taken.click();
    await page.waitForSelector(takenButton, { hidden: true, timeout: 10_000 });
  }
}

/** Whether the service worker controls the page (checked after each of home's runs). */
function isControlled(page: Page): Promise<boolean> {
  return page.evaluate(() => globalThis.navigator.serviceWorker.controller !== null);
}

/**
 * Signed in, then once the service worker is active, reloaded so that it controls the page (the worker
 * takes no page it did not load: root-config/src/serviceWorker/).
 */
async function signInUnderServiceWorker(
  tools: LighthouseTools,
  port: number,
  baseUrl: string,
  account: LighthouseBenchOptions['account'],
): Promise<{ browser: Browser; page: Page }> {
  const signedIn = await signIn(tools, port, baseUrl, account);
  await signedIn.page.evaluate(async () => {
    await globalThis.navigator.serviceWorker.ready;
  });
  await signedIn.page.reload({ waitUntil: 'networkidle0' });
  await signedIn.page.waitForFunction(
    () => /Olá,\s+Maria\b/.test(globalThis.document.body.innerText),
    { timeout: 30_000 },
  );
  if (!(await isControlled(signedIn.page)))
    throw new Error('the service worker does not control the page after a reload');
  return signedIn;
}

export async function runLighthouseBench(
  options: LighthouseBenchOptions,
): Promise<LighthouseBenchResult> {
  const { args, baseUrl, log, tools } = options;
  const launchChrome = () =>
    tools.launchChrome({
      chromePath: options.chromePath,
      chromeFlags: [...options.chromeFlags],
    });
  const loginChrome = await launchChrome();
  let homeChrome: LaunchedChrome | undefined;
  let homeBrowser: Browser | undefined;
  let workerChrome: LaunchedChrome | undefined;
  let workerBrowser: Browser | undefined;
  try {
    homeChrome = await launchChrome();
    const home = await signIn(tools, homeChrome.port, baseUrl, options.account);
    homeBrowser = home.browser;
    // Home as it was before the service worker: every request to the network (and the HTTP cache).
    await home.page.setBypassServiceWorker(true);
    let underWorker: { port: number; page: Page } | null = null;
    if (args.serviceWorker) {
      workerChrome = await launchChrome();
      const signedIn = await signInUnderServiceWorker(
        tools,
        workerChrome.port,
        baseUrl,
        options.account,
      );
      workerBrowser = signedIn.browser;
      underWorker = { port: workerChrome.port, page: signedIn.page };
    }
    const homes = {
      home: { port: homeChrome.port, page: home.page, controlled: false },
      ...(underWorker ? { homeServiceWorker: { ...underWorker, controlled: true } } : {}),
    };

    let tally: RefusalTally = emptyTally;
    let waitBudgetMs = args.loadWaitTotalMs;
    let lighthouseVersion = '';
    // The browser's own version (the user agent Lighthouse records is reduced to <major>.0.0.0).
    const chromiumVersion = (await home.browser.version()).replace(/^\D*\//, '');
    const calm = async (): Promise<CalmWait> => {
      const wait = await waitForCalm(
        { maxLoad: args.maxLoad, waitMs: args.loadWaitMs, budgetMs: waitBudgetMs },
        realClock,
      );
      waitBudgetMs -= wait.waitedMs;
      return wait;
    };
    const run = async (
      planned: Pick<PlannedRun, 'profile' | 'method' | 'screen'>,
      mobileMultiplier: number,
    ): Promise<LhrLike> => {
      const firstVisit = planned.screen === 'login';
      const returning = firstVisit ? null : homes[planned.screen];
      if (returning === undefined) throw new Error(`no browser for ${planned.screen}`);
      const port = returning?.port ?? loginChrome.port;
      const flags = lighthouseFlags(
        tools,
        port,
        planned.profile,
        planned.method,
        mobileMultiplier,
        firstVisit,
      );
      const result = returning
        ? await tools.lighthouse(`${baseUrl}/`, flags, undefined, returning.page)
        : await tools.lighthouse(`${baseUrl}/login`, flags);
      if (!result) throw new Error('Lighthouse returned no result');
      // Each row measured what it says: the service worker in control of home's page, or bypassed.
      if (returning && (await isControlled(returning.page)) !== returning.controlled)
        throw new Error(
          `${planned.screen}: the service worker ${returning.controlled ? 'did not control' : 'controlled'} the page`,
        );
      const lhr: LhrLike = result.lhr;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      lighthouseVersion = lhr.lighthouseVersion;
      return lhr;
    };

    // Calibration: the login in the default mobile profile, its figures set aside (the runs also warm
    // the login's browser up; home's was warmed by signing in).
    const calibrationIndexes: number[] = [];
    for (let index = 0; index < args.calibrationRuns; index += 1) {
      const wait = await calm();
      const lhr = await run(
        { profile: 'mobile', method: 'simulate', screen: 'login' },
        tools.throttling.mobileSlow4G.cpuSlowdownMultiplier,
      );
      tally = tallyRun(tally, wait, 'keep');
      calibrationIndexes.push(lhr.environment.benchmarkIndex);
      log(
        `lighthouse: calibration ${index + 1}/${args.calibrationRuns}, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
    }
    const medianIndex = summariseRuns(calibrationIndexes).median as number;
    const choice = chooseCpuMultiplier(medianIndex, lowTierTablet.targetBenchmarkIndex);
    const multiplier = args.cpuMultiplier ?? choice.multiplier;
    log(
      `lighthouse: ${lowTierTablet.name}, benchmarkIndex ${Math.round(medianIndex)} / ${lowTierTablet.targetBenchmarkIndex} → ${choice.multiplier}× CPU${args.cpuMultiplier === null ? '' : ` (imposed: ${multiplier}×)`}`,
    );

    // The observed runs' slowdown, found as DevTools calibrates (throttlingBisect.ts), each step the
    // median of a few runs of the benchmark on this shared machine; then the benchmark at both rates.
    const slowedPage = await openSlowedBenchmark(home.browser, tools.computeBenchmarkIndex);
    let observedSearch: ThrottlingBisect | null = null;
    let slowedBenchmarkIndexes: { simulated: number[]; observed: number[] };
    let observedMultiplier = multiplier;
    try {
      if (args.cpuMultiplier === null) {
        observedSearch = await bisectThrottlingRate({
          target: lowTierTablet.targetBenchmarkIndex,
          // The page's own score unslowed, as DevTools starts its search from.
          unslowed: summariseRuns(await slowedPage.scores(1, scoresPerStep)).median ?? medianIndex,
          scoreAt: async (rate) =>
            summariseRuns(await slowedPage.scores(rate, scoresPerStep)).median ?? 0,
        });
        observedMultiplier = observedSearch.rate;
      }
      const simulated = await slowedPage.scores(multiplier, args.calibrationRuns);
      slowedBenchmarkIndexes = {
        simulated,
        // An imposed multiplier is both rates: the benchmark is not run twice at it.
        observed:
          observedMultiplier === multiplier
            ? simulated
            : await slowedPage.scores(observedMultiplier, args.calibrationRuns),
      };
    } finally {
      await slowedPage.close();
    }
    log(
      `lighthouse: observed runs slowed ${observedMultiplier}×; the benchmark slowed ${multiplier}×: ${slowedBenchmarkIndexes.simulated.map(Math.round).join(', ')}, ${observedMultiplier}×: ${slowedBenchmarkIndexes.observed.map(Math.round).join(', ')} (the class: ${lowTierTablet.targetBenchmarkIndex})`,
    );

    // The session's indexes: the calibration's and every kept run's.
    const sessionIndexes = [...calibrationIndexes];
    const runs: MeasuredRun[] = [];
    const plan = planRuns(args.runs, args.serviceWorker);
    for (const [position, planned] of plan.entries()) {
      for (let attempt = 0; ; attempt += 1) {
        const wait = await calm();
        const loadAtStart = realClock.load();
        const started = Date.now();
        let lhr: LhrLike;
        let figures: MeasuredRun['figures'];
        try {
          lhr = await run(planned, planned.method === 'devtools' ? observedMultiplier : multiplier);
          // A result without one of the figures (a busy machine's trace can lack one) is a failed run.
          figures = figuresFromLhr(lhr);
        } catch (error) {
          tally = { ...tallyRun(tally, wait, 'keep'), failedRuns: tally.failedRuns + 1 };
          if (attempt >= args.retries) throw error;
          log(`lighthouse: run failed, repeated: ${String(error)}`);
          continue;
        }
        const loadAtEnd = realClock.load();
        const benchmarkIndex = lhr.environment.benchmarkIndex;
        const judgement = judgeBenchmarkIndex(
          benchmarkIndex,
          sessionIndexes,
          attempt,
          args.retries,
        );
        tally = tallyRun(tally, wait, judgement.verdict);
        const measured: MeasuredRun = {
          ...planned,
          attempt,
          verdict: judgement.verdict,
          benchmarkIndex,
          loadAtStart,
          loadAtEnd,
          waitedMs: wait.waitedMs,
          startedBusy: wait.busy,
          durationMs: Date.now() - started,
          figures,
        };
        runs.push(measured);
        log(
          `lighthouse ${position + 1}/${plan.length}: ${planned.profile} ${methodLabels[planned.method]} ${planned.screen}: ${figures.performance}, LCP ${figures.largestContentfulPaintMs} ms, TBT ${figures.totalBlockingTimeMs} ms, CLS ${figures.cumulativeLayoutShift}; benchmarkIndex ${Math.round(benchmarkIndex)}, load ${loadAtStart.toFixed(2)} → ${loadAtEnd.toFixed(2)}${wait.waitedMs > 0 ? `, waited ${Math.round(wait.waitedMs / 1000)} s` : ''}${wait.busy ? ', started busy' : ''}${judgement.verdict === 'keep' ? '' : `, ${judgement.verdict} (under ${Math.round(judgement.floor ?? 0)})`}`,
        );
        if (judgement.verdict !== 'repeat') {
          sessionIndexes.push(benchmarkIndex);
          break;
        }
      }
    }

    const rows = summariseRows(runs);
    return {
      date: new Date().toISOString(),
      command: options.command,
      lighthouseVersion,
      chromiumVersion,
      cores: os.cpus().length,
      viewport,
      runsPerRow: args.runs,
      deviceClass: lowTierTablet,
      calibration: {
        benchmarkIndexes: calibrationIndexes,
        medianBenchmarkIndex: medianIndex,
        choice,
        imposedMultiplier: args.cpuMultiplier,
        observedSearch,
        slowedBenchmarkIndexes,
      },
      profiles: {
        mobile: {
          about: profileAbout(tools, 'mobile'),
          cpuSlowdownMultiplier: multiplier,
          observedCpuSlowdownMultiplier: observedMultiplier,
        },
        desktop: {
          about: profileAbout(tools, 'desktop'),
          cpuSlowdownMultiplier: tools.throttling.desktopDense4G.cpuSlowdownMultiplier,
          observedCpuSlowdownMultiplier: tools.throttling.desktopDense4G.cpuSlowdownMultiplier,
        },
      },
      busyRule: {
        maxLoad: args.maxLoad,
        loadWaitMs: args.loadWaitMs,
        loadWaitTotalMs: args.loadWaitTotalMs,
        lowIndexRatio,
        retries: args.retries,
      },
      tally,
      machine: summariseMachine(runs),
      rows,
      goals: judgeLighthouseGoals(rows),
      runs,
    };
  } finally {
    await workerBrowser?.disconnect();
    workerChrome?.kill();
    await homeBrowser?.disconnect();
    homeChrome?.kill();
    loginChrome.kill();
  }
}
