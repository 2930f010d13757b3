import os from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PlannedAccount } from './associationPlan';
import {
  consoleDrawn,
  consoleMark,
  contactsDrawn,
  contactsMark,
  fillLogin,
  personLinks,
  signOut,
} from './consoleScreens';
import { probePage, type NetworkProfile } from './pageProbe';
import { msUntilDrawn, noteNow, noteTaps } from './screenTiming';
import { trafficSince, type Traffic } from './trafficTally';

/**
 * One carer's sessions on a tablet: sign in through the login form, the console drawn, a person's
 * contacts opened, back to the console; measured with the CPU slowed down (and the network, when a
 * profile is given), each run in a fresh page of the same browser context, so the app's code comes
 * from the cache as it does on a carer's own tablet. A first run warms the cache and is not counted.
 */
export interface TabletProfile {
  readonly width: number;
  readonly height: number;
  readonly cpuSlowdown: number;
  readonly network: NetworkProfile | null;
}

export interface RunOptions {
  readonly baseUrl: string;
  readonly tablet: TabletProfile;
  /** How long a screen may take before the run is counted as unfinished. */
  readonly timeoutMs: number;
}

export interface ConsoleRun {
  /** os.loadavg() when the run started: 1, 5 and 15 minutes. */
  readonly loadAverage: readonly number[];
  /** null: the screen was not drawn within the timeout. */
  readonly signInToConsoleMs: number | null;
  readonly consoleToPersonMs: number | null;
  readonly personToConsoleMs: number | null;
  /** From the tap on 'Entrar' until the console's traffic went quiet. */
  readonly consoleLoad: Traffic | null;
  readonly heapUsedBytes: number | null;
  readonly domNodes: number | null;
  /** People drawn in the console's list. */
  readonly peopleShown: number | null;
  /** Listens sent from the tap on back until the console's traffic went quiet. */
  readonly listensPersonToConsole: number | null;
  readonly failure?: string;
}

/** How long without traffic counts as a screen's load having ended, and the longest wait for it. */
const quietMs = 500;
const quietAtMostMs = 10_000;

async function oneRun(
  context: BrowserContext,
  account: PlannedAccount,
  options: RunOptions,
): Promise<ConsoleRun> {
  const loadAverage = os.loadavg().map((value) => Number(value.toFixed(2)));
  const page: Page = await context.newPage();
  const probe = await probePage(page);
  const run: {
    -readonly [K in keyof ConsoleRun]: ConsoleRun[K];
  } = {
    loadAverage,
    signInToConsoleMs: null,
    consoleToPersonMs: null,
    personToConsoleMs: null,
    consoleLoad: null,
    heapUsedBytes: null,
    domNodes: null,
    peopleShown: null,
    listensPersonToConsole: null,
  };
  let step = 'the login form';
  try {
    const submit = await fillLogin(page, options.baseUrl, account);
    await noteTaps(page);
    await probe.slowDown(options.tablet.cpuSlowdown, options.tablet.network);

    step = 'the console after sign-in';
    const beforeSignIn = probe.traffic();
    await submit.click();
    run.signInToConsoleMs = await msUntilDrawn(page, consoleMark, options.timeoutMs);
    await consoleDrawn(page, options.timeoutMs);
    await probe.quiet(quietMs, quietAtMostMs);
    run.consoleLoad = trafficSince(probe.traffic(), beforeSignIn);
    run.peopleShown = await personLinks(page).count();
    const memory = await probe.memory();
    run.heapUsedBytes = memory.heapUsedBytes;
    run.domNodes = memory.domNodes;

    step = "a person's contacts";
    await personLinks(page).first().click();
    run.consoleToPersonMs = await msUntilDrawn(page, contactsMark, options.timeoutMs);
    await contactsDrawn(page, options.timeoutMs);
    await probe.quiet(quietMs, quietAtMostMs);

    step = 'the console again';
    const beforeBack = probe.traffic();
    await noteNow(page);
    await page.goBack();
    run.personToConsoleMs = await msUntilDrawn(page, consoleMark, options.timeoutMs);
    await consoleDrawn(page, options.timeoutMs);
    await probe.quiet(quietMs, quietAtMostMs);
    run.listensPersonToConsole = trafficSince(probe.traffic(), beforeBack).listensSent;

    step = 'signing out';
    await probe.fullSpeed();
    await signOut(page, options.timeoutMs);
  } catch (error) {
    run.failure = `${step}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  } finally {
    await page.close();
  }
  return run;
}

function newTabletContext(browser: Browser, tablet: TabletProfile): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: tablet.width, height: tablet.height },
    hasTouch: true,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
  });
}

/** A carer measured: her account, and her runs in the order they were made. */
export interface CarerRuns {
  readonly account: PlannedAccount;
  readonly runs: ConsoleRun[];
}

/**
 * Every carer's measured runs, interleaved: after one warm-up each, round n runs each carer once, so
 * the machine's load (shared, and busy right after the association is generated) falls on every
 * carer alike and the growth ratio compares like with like. A run that fails (a screen not drawn in
 * time) is kept as unfinished; after one, that carer gets a fresh context, signed out for sure; after
 * `giveUpAfter` unfinished runs her remaining runs are not attempted.
 */
export async function measureCarers(
  browser: Browser,
  accounts: readonly PlannedAccount[],
  runs: number,
  options: RunOptions & { readonly log: (line: string) => void; readonly giveUpAfter: number },
): Promise<CarerRuns[]> {
  const carers = await Promise.all(
    accounts.map(async (account) => ({
      account,
      runs: [] as ConsoleRun[],
      unfinished: 0,
      context: await newTabletContext(browser, options.tablet),
    })),
  );
  const freshContext = async (carer: (typeof carers)[number]) => {
    await carer.context.close();
    carer.context = await newTabletContext(browser, options.tablet);
  };
  try {
    for (const carer of carers) {
      const warmUp = await oneRun(carer.context, carer.account, options);
      options.log(
        `  ${carer.account.name}, warm-up: ${warmUp.failure ?? `console ${warmUp.signInToConsoleMs} ms`}`,
      );
      if (warmUp.failure !== undefined) await freshContext(carer);
    }
    for (let round = 1; round <= runs; round += 1)
      for (const carer of carers) {
        if (carer.unfinished >= options.giveUpAfter) continue;
        const run = await oneRun(carer.context, carer.account, options);
        carer.runs.push(run);
        options.log(
          `  ${carer.account.name}, run ${round}: ${run.failure ?? `console ${run.signInToConsoleMs} ms, person ${run.consoleToPersonMs} ms, back ${run.personToConsoleMs} ms`} (load ${run.loadAverage.join(' ')})`,
        );
        if (run.failure !== undefined) {
          carer.unfinished += 1;
          await freshContext(carer);
        }
      }
    return carers.map(({ account, runs: made }) => ({ account, runs: made }));
  } finally {
    await Promise.all(carers.map((carer) => carer.context.close()));
  }
}
