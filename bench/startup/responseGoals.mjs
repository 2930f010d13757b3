// `npm run bench -- --response-goals [--runs <n>]`: the two response goals of a cheap tablet
// (docs/performance.md: "Answers within 100 ms"), measured in Chromium through the DevTools protocol:
// - 'Entrar' tapped 300 ms after the drawn login appears (a first visit, the fields filled at once),
//   the CPU 4× slower: the time from the tap until the button says it is working ('A entrar…',
//   disabled), and until home shows;
// - a tile tapped the instant home shows (a returning visit), on the tablets' profile (Lighthouse's
//   mobile throttling applied for real: 562.5 ms per request, 1.47 Mbit/s, 4× CPU): the time from
//   the tap until its section shows its content, the section's code already in the cache (opened
//   before) and not (cache disabled).
// Times are the page's own (event timestamps and performance.now), medians of the runs.
import { chromium } from 'playwright-core';
import { homeGreetingInPage } from './homeGreeting.mjs';
import { takeDueDoses } from './takeDueDoses.mjs';

const workingLabel = 'A entrar…';

// In every page before its own scripts: when the person's tap came (its event's time) and when the
// form's button first said it was working.
// When a tile was tapped, the moment its section's content came into the page (\`content\`, a test the
// bench sets before the tap): noted by the page at the DOM change itself, where Playwright's own
// waiting asks again only every so often (up to half a second apart) and would add that to the time.
const recordResponses = `(() => {
  const seen = { tapAt: null, workingAt: null, content: null, contentAt: null };
  window.__amparoBench = seen;
  document.addEventListener('pointerdown', (event) => { if (seen.tapAt === null) seen.tapAt = event.timeStamp; }, true);
  const check = () => {
    if (seen.tapAt === null) return;
    if (seen.content !== null && seen.contentAt === null && seen.content()) seen.contentAt = performance.now();
    if (seen.workingAt !== null) return;
    const button = document.querySelector('#amparo-main button[type=submit]');
    if (button && (button.disabled || button.textContent.includes(${JSON.stringify(workingLabel)}))) seen.workingAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};

async function loginResponse(browser, baseUrl, account) {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: 'pt-PT',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordResponses);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
    await page.locator('#amparo-first-screen form').waitFor();
    await page.waitForTimeout(300);
    await page.getByLabel('Endereço de e-mail').fill(account.email);
    await page.getByLabel('Palavra-passe').fill(account.password);
    await cdp.send('Runtime.evaluate', {
      expression: `globalThis.__amparoBench.content = ${homeGreetingInPage.toString()}`,
    });
    await page.getByRole('button', { name: 'Entrar' }).tap();
    await page
      .getByText(/Olá,\s+Maria\b/)
      .first()
      .waitFor({ timeout: 60_000 });
    const { tapAt, workingAt, contentAt } = await page.evaluate(() => globalThis.__amparoBench);
    if (contentAt === null) throw new Error('the page did not note home');
    return {
      workingAfterTapMs: workingAt === null ? null : Math.round(workingAt - tapAt),
      homeAfterTapMs: Math.round(contentAt - tapAt),
    };
  } finally {
    await context.close();
  }
}

async function applyTabletProfile(cdp, mobile) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: mobile.requestLatencyMs,
    downloadThroughput: (mobile.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (mobile.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobile.cpuSlowdownMultiplier });
}

// Each tile's content twice: as Playwright finds it (when to stop waiting), and as the page's own test
// of the same thing (\`inPage\`, run at each DOM change: when it came).
const tiles = [
  {
    name: 'Chamadas',
    content: (page) =>
      page
        .getByRole('list', { name: 'Contactos' })
        .or(page.getByText(/Não tem contactos adicionados/)),
    inPage: () =>
      globalThis.document.querySelector('ul[aria-label="Contactos"]') !== null ||
      globalThis.document.body.textContent.includes('Não tem contactos adicionados'),
  },
  {
    name: 'Saúde',
    content: (page) => page.getByRole('region', { name: 'Próximas consultas:' }),
    inPage: () =>
      [...globalThis.document.querySelectorAll('#amparo-main h2, #amparo-main h3')].some(
        (heading) => heading.textContent.trim() === 'Próximas consultas:',
      ),
  },
];

async function tileResponse(browser, baseUrl, account, tile, { cached, mobile }) {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: 'pt-PT',
  });
  try {
    const signIn = await context.newPage();
    await signIn.goto(`${baseUrl}/login`);
    await signIn.getByLabel('Endereço de e-mail').fill(account.email);
    await signIn.getByLabel('Palavra-passe').fill(account.password);
    await signIn.getByRole('button', { name: 'Entrar' }).click();
    await signIn
      .getByText(/Olá,\s+Maria\b/)
      .first()
      .waitFor({ timeout: 30_000 });
    await takeDueDoses(signIn);
    if (cached) {
      // The section opened once before: its code is in the cache.
      await signIn.getByRole('link', { name: tile.name, exact: true }).first().click();
      await tile.content(signIn).first().waitFor({ timeout: 30_000 });
    }
    await signIn.close();
    const page = await context.newPage();
    await page.addInitScript(recordResponses);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (!cached) {
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      // The service worker keeps its own copy of what the sign-in's page fetched, when it came to
      // control the page in time (registered 1 s after the first screen): the section would then come
      // from it in some runs and from the network in others. Never opened before is from the network.
      await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    }
    await applyTabletProfile(cdp, mobile);
    await page.goto(`${baseUrl}/`);
    await page
      .getByText(/Olá,\s+Maria\b/)
      .first()
      .waitFor({ timeout: 60_000 });
    await cdp.send('Runtime.evaluate', {
      expression: `globalThis.__amparoBench.content = ${tile.inPage.toString()}`,
    });
    await page.getByRole('link', { name: tile.name, exact: true }).first().tap();
    await tile.content(page).first().waitFor({ timeout: 60_000 });
    const { tapAt, contentAt } = await page.evaluate(() => globalThis.__amparoBench);
    if (contentAt === null) throw new Error(`${tile.name}: the page did not note its content`);
    return Math.round(contentAt - tapAt);
  } finally {
    await context.close();
  }
}

/**
 * @param {{ baseUrl: string, account: { email: string, password: string }, runs: number,
 *   chromePath: string, chromeFlags: string[], mobile: object }} options
 */
export async function measureResponseGoals({
  baseUrl,
  account,
  runs,
  chromePath,
  chromeFlags,
  mobile,
}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const login = [];
    for (let run = 0; run < runs; run += 1)
      login.push(await loginResponse(browser, baseUrl, account));
    const sections = {};
    for (const tile of tiles) {
      const cached = [];
      const uncached = [];
      for (let run = 0; run < runs; run += 1) {
        cached.push(await tileResponse(browser, baseUrl, account, tile, { cached: true, mobile }));
        uncached.push(
          await tileResponse(browser, baseUrl, account, tile, { cached: false, mobile }),
        );
      }
      sections[tile.name] = {
        cached,
        uncached,
        cachedMedianMs: median(cached),
        uncachedMedianMs: median(uncached),
      };
    }
    return {
      login: {
        runs: login,
        workingMedianMs: median(login.map((run) => run.workingAfterTapMs ?? Infinity)),
        homeMedianMs: median(login.map((run) => run.homeAfterTapMs)),
      },
      sections,
    };
  } finally {
    await browser.close();
  }
}
