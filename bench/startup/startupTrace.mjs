// `npm run bench -- --startup-tasks [--runs <n>] [--cpu <x>]`: Chrome traces of the login (a first
// visit) and of home (a returning, signed-in visit), recorded through the DevTools protocol by
// Playwright, at the CPU's own speed (or slowed `x` times); each run's main-thread tasks longer than
// 10 ms from the navigation until the first screen works (startupTasks.ts), into
// bench/results/startup-tasks.json and startup-tasks.md.
import { chromium } from 'playwright-core';
import { homeGreetingInPage } from './homeGreeting.mjs';

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'loading',
];

/** The mark the bench makes when home's greeting shows (the login makes its own, loginWorksMark). */
const homeReadyMark = 'bench:home-ready';
const loginWorksMark = 'amparo:login-works';

/**
 * Waits until `expression` is true in the page, asking through the DevTools protocol every
 * `readyPollMs`. Not Playwright's waitForFunction: its first call evaluates Playwright's own injected
 * script (some hundred kilobytes) on the page's main thread, a task of 15–30 ms that the trace would
 * count as the page's. One Runtime.evaluate of a short expression is a task well under a millisecond.
 */
async function waitInPage(cdp, expression) {
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    await new Promise((resolve) => setTimeout(resolve, readyPollMs));
  }
}

async function traceLoad(browser, page, url, readyExpression, cpu) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await browser.startTracing(page, { categories });
  await page.goto(url, { waitUntil: 'commit' });
  await waitInPage(cdp, readyExpression);
  await page.waitForTimeout(200);
  const buffer = await browser.stopTracing();
  await cdp.detach();
  const trace = JSON.parse(buffer.toString('utf8'));
  return Array.isArray(trace) ? trace : trace.traceEvents;
}

/** How often the page is asked whether its first screen works. */
const readyPollMs = 10;

/** True once the login works: the live login makes the mark itself. */
const loginWorks = `performance.getEntriesByName(${JSON.stringify(loginWorksMark)}, 'mark').length > 0`;

/** True once home's greeting is in the page (homeGreeting.mjs), which it then marks. */
const homeShows = `(() => {
  if (!(${homeGreetingInPage.toString()})()) return false;
  performance.mark(${JSON.stringify(homeReadyMark)});
  return true;
})()`;

/** The mark the bench makes when the architecture's floor shows its greeting. */
const floorReadyMark = 'bench:floor-ready';
/** True once the floor (bench/floor/) has drawn its greeting, which it then marks. */
const floorShows = `(() => {
  if (!document.querySelector('h1')) return false;
  performance.mark(${JSON.stringify(floorReadyMark)});
  return true;
})()`;

/** The same question outside a trace. */
async function untilTrue(page, expression) {
  const cdp = await page.context().newCDPSession(page);
  await waitInPage(cdp, expression);
  await cdp.detach();
}

/**
 * The architecture's floor (bench/floor/), a first visit then a returning one (its files cached and
 * compiled: visited twice before), in a context of its own.
 */
async function traceFloor(browser, floorUrl, cpu, startupTasks, results) {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const options = { pageUrl: floorUrl, readyMark: floorReadyMark, thresholdMs: 10 };
  try {
    const firstEvents = await traceLoad(
      browser,
      await context.newPage(),
      floorUrl,
      floorShows,
      cpu,
    );
    results['floor, first visit'].push(startupTasks(firstEvents, options));
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await context.newPage();
      await page.goto(floorUrl, { waitUntil: 'commit' });
      await untilTrue(page, floorShows);
      await page.waitForTimeout(500);
      await page.close();
    }
    const events = await traceLoad(browser, await context.newPage(), floorUrl, floorShows, cpu);
    results['floor, returning'].push(startupTasks(events, options));
  } finally {
    await context.close();
  }
}

/**
 * @param {{ baseUrl: string, account: { email: string, password: string }, runs: number, cpu: number,
 *   chromePath: string, chromeFlags: string[], startupTasks: Function, floorUrl?: string | null }} options
 *   floorUrl: the architecture's floor, served (`--architecture-floor`), traced after each run
 */
export async function traceStartups({
  baseUrl,
  account,
  runs,
  cpu,
  chromePath,
  chromeFlags,
  startupTasks,
  floorUrl = null,
}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const results = {
    login: [],
    home: [],
    ...(floorUrl ? { 'floor, first visit': [], 'floor, returning': [] } : {}),
  };
  try {
    for (let run = 0; run < runs; run += 1) {
      // The login: a first visit, in a context of its own (nothing stored, nothing cached).
      const first = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        locale: 'pt-PT',
      });
      const loginPage = await first.newPage();
      const loginUrl = `${baseUrl}/login`;
      const loginEvents = await traceLoad(browser, loginPage, loginUrl, loginWorks, cpu);
      results.login.push(
        startupTasks(loginEvents, {
          pageUrl: loginUrl,
          readyMark: loginWorksMark,
          thresholdMs: 10,
        }),
      );
      // Home: signed in on that page, then the page loaded again (cache warm, the session kept).
      await loginPage.getByLabel('Endereço de e-mail').fill(account.email);
      await loginPage.getByLabel('Palavra-passe').fill(account.password);
      await loginPage.getByRole('button', { name: 'Entrar' }).click();
      await untilTrue(loginPage, homeShows);
      await loginPage.waitForTimeout(3000);
      const homePage = await first.newPage();
      const homeUrl = `${baseUrl}/`;
      const homeEvents = await traceLoad(browser, homePage, homeUrl, homeShows, cpu);
      results.home.push(
        startupTasks(homeEvents, { pageUrl: homeUrl, readyMark: homeReadyMark, thresholdMs: 10 }),
      );
      await first.close();
      if (floorUrl) await traceFloor(browser, floorUrl, cpu, startupTasks, results);
    }
  } finally {
    await browser.close();
  }
  return results;
}
