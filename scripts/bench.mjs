#!/usr/bin/env node
// `npm run bench`: production build, then for the login screen and for home the JS and CSS each loads
// (bytes and gzip, from Chromium's network events, cache disabled), and Lighthouse 12 at a tablet size
// (1024×768) in two profiles, the mobile one first (the association's tablets) and the desktop one,
// median of 3 runs each, into bench/results/platform.json and platform.md.
// Then the local backend's own benches (the database server alone, and the load test (docs/product.md: Hard cases) into load.json
// and load.md), the sections' bench and the aged association (bench/aged-association.mjs). `--bytes-only`:
// sizes only (no Lighthouse, no load test, nothing written) — for trying a build change quickly.
// `--aged [its arguments]`: the build and the aged association only.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { buildAll } from './build.mjs';
import { bin, repoRoot, run } from './lib/processes.mjs';
import { startLocalPlatform } from './lib/localPlatform.mjs';
import { chromiumFlags, chromiumPath } from './lib/chromium.cjs';

const account = { email: 'maria.silva@gmail.com', password: 'amparo2024' };
const loginBudgetGzipJs = 200 * 1024;
const resultsDir = path.join(repoRoot, 'bench', 'results');
const bytesOnly = process.argv.includes('--bytes-only');
const agedOnly = process.argv.includes('--aged');
/** The arguments the aged association's bench takes (bench/aged/agedArguments.ts), passed through. */
const agedArguments = process.argv
  .slice(2)
  .filter((arg) => arg !== '--aged' && arg !== '--bytes-only');

/**
 * The aged association's bench. Alone (`--aged`), the local backend's write-rate bench runs first, since
 * the aged bench reads its figures (it exits 1 on a missed goal, which is reported, not a failure here).
 */
async function runAgedAssociation({ withWriteRate }) {
  const writeRate = path.join(repoRoot, 'local-backend', 'bench', 'writeRate.ts');
  if (withWriteRate && existsSync(writeRate)) {
    console.log('bench: write rate, empty database and a year of data for 300 people');
    await run(bin('tsx'), [writeRate]);
  }
  console.log("bench: an aged association (a year of data, three carers on the tablets' profile)");
  const script = path.join(repoRoot, 'bench', 'aged-association.mjs');
  if ((await run(process.execPath, [script, ...agedArguments])) !== 0)
    throw new Error('the aged association bench failed');
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every script and stylesheet a page load fetches, with its size and gzip size, and whether it came before `readyAt`. */
async function measureLoad(page, url, waitUntilReady) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      responses.push({ response, type, at: Date.now() });
  });
  const started = Date.now();
  await page.goto(url);
  await waitUntilReady(page);
  const readyAt = Date.now();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const files = [];
  for (const { response, type, at } of responses) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({
      url: new URL(response.url()).pathname,
      type: type === 'script' ? 'js' : 'css',
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      beforeReady: at <= readyAt,
    });
  }
  const sum = (filter, key) => files.filter(filter).reduce((total, file) => total + file[key], 0);
  return {
    readyMs: readyAt - started,
    js: { bytes: sum((f) => f.type === 'js', 'bytes'), gzip: sum((f) => f.type === 'js', 'gzip') },
    jsBeforeReady: {
      bytes: sum((f) => f.type === 'js' && f.beforeReady, 'bytes'),
      gzip: sum((f) => f.type === 'js' && f.beforeReady, 'gzip'),
    },
    css: {
      bytes: sum((f) => f.type === 'css', 'bytes'),
      gzip: sum((f) => f.type === 'css', 'gzip'),
    },
    files,
  };
}

const loginReady = (page) => page.getByRole('button', { name: 'Entrar' }).waitFor();
const homeReady = (page) => page.getByText(/Bem-vindo\s+maria silva/i).waitFor();

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Endereço de email').fill(account.email);
  await page.getByLabel('Palavra-passe').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await homeReady(page);
}

async function measureBytes(baseUrl) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
      locale: 'pt-PT',
    });
    const login = await measureLoad(await context.newPage(), `${baseUrl}/login`, loginReady);
    await signIn(await context.newPage(), baseUrl);
    const home = await measureLoad(await context.newPage(), `${baseUrl}/`, homeReady);
    return { login, home };
  } finally {
    await browser.close();
  }
}

/**
 * The two Lighthouse profiles, both at 1024×768. `mobile` is the association's tablet as its people
 * live it: Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slowdown), the headline.
 * `desktop` is the second row: Lighthouse's desktop network and CPU profile.
 */
const lighthouseProfiles = {
  mobile: {
    about:
      "Lighthouse's default mobile profile: simulated slow 4G (150 ms RTT, 1.6 Mbit/s), 4× CPU slowdown",
    formFactor: 'mobile',
    throttling: lighthouseThrottling.mobileSlow4G,
  },
  desktop: {
    about: "Lighthouse's desktop profile: simulated 40 ms RTT, 10 Mbit/s, no CPU slowdown",
    formFactor: 'desktop',
    throttling: lighthouseThrottling.desktopDense4G,
  },
};

/** Runs per screen and profile; the bench reports their median. */
const lighthouseRuns = 3;

function scoresOf(result) {
  const audit = (id) => result.lhr.audits[id].numericValue;
  return {
    performance: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((result.lhr.categories.accessibility.score ?? 0) * 100),
    firstContentfulPaintMs: Math.round(audit('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
    cumulativeLayoutShift: Number(audit('cumulative-layout-shift').toFixed(3)),
    accessibilityFailures: Object.values(result.lhr.audits)
      .filter(
        (entry) =>
          entry.score === 0 &&
          result.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === entry.id),
      )
      .map((entry) => entry.id),
  };
}

/** Each number the median of the runs (the run whose performance score is the median, for the lists). */
function median(runs) {
  const middle = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  const byScore = [...runs].sort((x, y) => x.performance - y.performance);
  const result = { ...byScore[Math.floor(byScore.length / 2)], runs: runs.length };
  for (const key of Object.keys(runs[0]))
    if (typeof runs[0][key] === 'number') result[key] = middle(runs.map((run) => run[key]));
  return result;
}

/** Lighthouse in one profile: the login (first visit) and home (returning, signed in), median of 3. */
async function runLighthouse(baseUrl, profile) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags],
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: profile.formFactor,
      screenEmulation: {
        mobile: profile.formFactor === 'mobile',
        width: 1024,
        height: 768,
        deviceScaleFactor: 1,
        disabled: false,
      },
      throttlingMethod: 'simulate',
      throttling: profile.throttling,
      locale: 'pt-PT',
    };
    const login = [];
    let version = '';
    for (let run = 0; run < lighthouseRuns; run += 1) {
      // A first visit each time: Lighthouse clears the storage and the cache.
      const result = await lighthouse(`${baseUrl}/login`, flags);
      version = result.lhr.lighthouseVersion;
      login.push(scoresOf(result));
    }

    // Home needs a session: sign in with puppeteer in the same Chrome, keep storage for Lighthouse.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.setViewport({ width: 1024, height: 768 });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
    await page.type('input[type="email"]', account.email);
    await page.type('input[type="password"]', account.password);
    await Promise.all([
      page.waitForFunction(
        () => /Bem-vindo\s+maria silva/i.test(globalThis.document.body.innerText),
        { timeout: 30_000 },
      ),
      page.click('button[type="submit"]'),
    ]);
    const home = [];
    for (let run = 0; run < lighthouseRuns; run += 1) {
      const result = await lighthouse(
        `${baseUrl}/`,
        { ...flags, disableStorageReset: true },
        undefined,
        page,
      );
      home.push(scoresOf(result));
    }
    await browser.disconnect();
    return { version, login: median(login), home: median(home) };
  } finally {
    await chrome.kill();
  }
}

function markdown(result) {
  const bytesRow = (name, bytes) =>
    `| ${name} | ${kib(bytes.js.bytes)} | ${kib(bytes.js.gzip)} | ${kib(bytes.jsBeforeReady.gzip)} | ${kib(bytes.css.bytes)} | ${kib(bytes.css.gzip)} |`;
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const lighthouseRow = (profile, name, scores) =>
    `| ${profile} | ${name} | ${scores.performance} | ${seconds(scores.firstContentfulPaintMs)} | ${seconds(scores.largestContentfulPaintMs)} | ${scores.totalBlockingTimeMs} ms | ${scores.cumulativeLayoutShift} | ${scores.accessibility} |`;
  const rows = Object.keys(lighthouseProfiles).flatMap((profile) => [
    lighthouseRow(profile, 'login (first visit)', result.lighthouse[profile].login),
    lighthouseRow(profile, 'home (returning, signed in)', result.lighthouse[profile].home),
  ]);
  return `# Amparo platform bench (${result.date})

Production build, Debian Chromium, 1024×768, cache disabled. Each build's CSS is in its own files (the CSS columns), linked when the code using it loads.
"JS gzip before ready" = scripts fetched before the screen was usable (login: the 'Entrar' button; home: the greeting).

| screen | JS | JS gzip | JS gzip before ready | CSS | CSS gzip |
|---|---|---|---|---|---|
${bytesRow('login', result.bytes.login)}
${bytesRow('home', result.bytes.home)}

Budget: the login screen loads at most ${kib(loginBudgetGzipJs)} of gzipped JS in all — ${result.loginWithinBudget ? 'met' : 'NOT met'} (${kib(result.bytes.login.js.gzip)}).

Lighthouse ${result.lighthouseVersion} at 1024×768, median of ${lighthouseRuns} runs each:
${Object.entries(lighthouseProfiles)
  .map(([name, profile]) => `- ${name}: ${profile.about}.`)
  .join('\n')}

| profile | screen | performance | FCP | LCP | TBT | CLS | accessibility |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

async function main() {
  console.log('bench: production build');
  const failed = await buildAll({ ifStale: true });
  if (failed.length > 0) throw new Error(`build failed: ${failed.join(', ')}`);
  if (agedOnly) return runAgedAssociation({ withWriteRate: true });
  const platform = await startLocalPlatform({
    log: process.env.AMPARO_BENCH_VERBOSE ? console.log : () => {},
  });
  let result;
  try {
    console.log(`bench: measuring ${platform.url}`);
    const bytes = await measureBytes(platform.url);
    if (bytesOnly) {
      for (const screen of ['login', 'home']) {
        console.log(
          `${screen}: JS ${kib(bytes[screen].js.bytes)} (gzip ${kib(bytes[screen].js.gzip)}), CSS gzip ${kib(bytes[screen].css.gzip)}`,
        );
        for (const file of bytes[screen].files)
          console.log(`  ${kib(file.gzip).padStart(9)} ${file.url}`);
      }
      return;
    }
    const lighthouseScores = {};
    let lighthouseVersion = '';
    for (const [name, profile] of Object.entries(lighthouseProfiles)) {
      console.log(`bench: Lighthouse, ${name} profile`);
      const { version, login, home } = await runLighthouse(platform.url, profile);
      lighthouseVersion = version;
      lighthouseScores[name] = { login, home };
    }
    result = {
      date: new Date().toISOString(),
      lighthouseVersion,
      bytes,
      lighthouse: lighthouseScores,
      loginBudgetGzipJs,
      loginWithinBudget: bytes.login.js.gzip <= loginBudgetGzipJs,
    };
  } finally {
    await platform.stop();
  }
  if (!result) return;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'platform.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'platform.md'), markdown(result));
  console.log(markdown(result));

  // The local backend's own benches: the Realtime Database server alone (bench/results/local-backend.json),
  // then the load test (docs/product.md: Hard cases) (bench/results/load.json and load.md), which fails when a record is lost.
  const backendBenches = [
    ['rtdbBench.ts', 'the local Realtime Database (10,000 writes, 100 listeners, memory)'],
    ['loadBench.ts', 'the load test (50 patients listening, 5 carers writing 1,000 records)'],
    ['writeRate.ts', 'write rate, empty database and a year of data for 300 people'],
  ];
  for (const [file, what] of backendBenches) {
    const script = path.join(repoRoot, 'local-backend', 'bench', file);
    if (!existsSync(script)) continue;
    console.log(`bench: ${what}`);
    if ((await run(bin('tsx'), [script])) !== 0) throw new Error(`${file} failed`);
  }
  const callsHealth = path.join(repoRoot, 'bench', 'calls-health.mjs');
  console.log(
    'bench: Chamadas and Saúde (JS beyond the shell, search over 1,000 contacts per keystroke)',
  );
  if ((await run(process.execPath, [callsHealth])) !== 0)
    throw new Error('the Chamadas and Saúde bench failed');
  await runAgedAssociation({ withWriteRate: false });
  if (!result.loginWithinBudget) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exit(1);
});
