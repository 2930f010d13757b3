#!/usr/bin/env node
// `npm run bench`: production build, then for the login screen and for home the JS and CSS each loads
// (bytes and gzip, from Chromium's network events, cache disabled), and Lighthouse 12 at a tablet size
// (1024×768) (bench/lighthouse/: the mobile profile calibrated to a low-tier Android tablet, the headline,
// and the desktop one; simulated and observed throttling; 5 interleaved runs each, median and range; runs
// on a busy machine refused and repeated), into bench/results/platform.json and platform.md.
// Then the local backend's own benches (the database server alone, and the load test (docs/product.md: Hard cases) into load.json
// and load.md), the sections' bench and the aged association (bench/aged-association.mjs). `--bytes-only`:
// sizes only (no Lighthouse, no load test, nothing written) — for trying a build change quickly.
// `--lighthouse-only [its arguments]`: the build and the Lighthouse part only, written to platform.json and
// platform.md without the sizes (with `--service-worker`, which adds home's returning visit under the
// service worker, to service-worker.json and service-worker.md: the full bench's platform.* stay). The Lighthouse part's arguments (`--runs`, `--max-load`…):
// bench/lighthouse/lighthouseArguments.ts; in the full bench the others go to the aged association.
// `--aged [its arguments]`: the build and the aged association only.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { buildAll } from './build.mjs';
import { bin, repoRoot, run } from './lib/processes.mjs';
import { startLocalPlatform } from './lib/localPlatform.mjs';
import { chromiumFlags, chromiumPath } from './lib/chromium.cjs';

const account = { email: 'maria.silva@gmail.com', password: 'amparo2024' };
/**
 * The login's budget: gzipped JS fetched before 'Entrar' works (the live drawn login's script alone;
 * the root, React and the shell come after it: docs/performance.md).
 */
const loginBudgetGzipJs = 80 * 1024;
const resultsDir = path.join(repoRoot, 'bench', 'results');
const bytesOnly = process.argv.includes('--bytes-only');
const agedOnly = process.argv.includes('--aged');
const lighthouseOnly = process.argv.includes('--lighthouse-only');
const startupOnly = process.argv.includes('--startup-tasks');
const responsesOnly = process.argv.includes('--response-goals');
const floorOnly = process.argv.includes('--architecture-floor');
const resultsName =
  lighthouseOnly && process.argv.includes('--service-worker') ? 'service-worker' : 'platform';
const modeFlags = [
  '--aged',
  '--bytes-only',
  '--lighthouse-only',
  '--startup-tasks',
  '--response-goals',
  '--architecture-floor',
];
const passedArguments = process.argv.slice(2).filter((arg) => !modeFlags.includes(arg));
/** The command as the reports show it. */
const command = ['node scripts/bench.mjs', ...process.argv.slice(2)].join(' ');

/**
 * The Lighthouse part's arguments (bench/lighthouse/lighthouseArguments.ts) and the aged association's
 * (bench/aged/agedArguments.ts): with `--aged`, every argument is the aged bench's; otherwise the
 * Lighthouse part takes its own and the rest go to the aged bench (none with `--lighthouse-only`).
 */
async function splitArguments() {
  if (agedOnly) return { lighthouse: null, aged: passedArguments };
  const { parseLighthouseArguments } = await tsImport(
    '../bench/lighthouse/lighthouseArguments.ts',
    import.meta.url,
  );
  const parsed = parseLighthouseArguments(passedArguments, os.cpus().length);
  if ('problem' in parsed) throw new Error(parsed.problem);
  if ((lighthouseOnly || floorOnly) && parsed.rest.length > 0)
    throw new Error(
      `unknown argument ${parsed.rest[0]} (with --lighthouse-only or --architecture-floor)`,
    );
  return { lighthouse: parsed.args, aged: parsed.rest };
}

/**
 * The aged association's bench. Alone (`--aged`), the local backend's write-rate bench runs first, since
 * the aged bench reads its figures (it exits 1 on a missed goal, which is reported, not a failure here).
 */
async function runAgedAssociation({ withWriteRate, agedArguments }) {
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

/**
 * Every script and stylesheet a page load fetches, with its size and gzip size, and whether it was
 * asked for before the screen was ready (its resource timing's start before the page time
 * `waitUntilReady` answers).
 */
async function measureLoad(page, url, waitUntilReady) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push({ response, type });
  });
  await page.goto(url);
  const readyAt = await waitUntilReady(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const startedAt = new Map(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
    ),
  );
  const files = [];
  for (const { response, type } of responses) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({
      url: new URL(response.url()).pathname,
      type: type === 'script' ? 'js' : 'css',
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      beforeReady: (startedAt.get(response.url()) ?? Infinity) <= readyAt,
    });
  }
  const sum = (filter, key) => files.filter(filter).reduce((total, file) => total + file[key], 0);
  return {
    readyMs: Math.round(readyAt),
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

/**
 * The login is ready when 'Entrar' works: the live drawn login, or else the shell's login, marks that
 * moment (loginWorksMark, mf-shell/src/login/first-screen/firstScreenElement.ts); its page time.
 */
const loginWorksMark = 'amparo:login-works';
async function loginReady(page) {
  const mark = await page.waitForFunction(
    (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime,
    loginWorksMark,
  );
  return mark.jsonValue();
}
/**
 * Home is ready when the greeting shows: the page time of the first frame it is in (a locator's wait
 * looks again only every so often, and what started meanwhile would count as before ready).
 */
async function homeReady(page) {
  const seenAt = await page.waitForFunction(
    () =>
      /Olá,\s+Maria(?![a-zà-ÿ])/.test(globalThis.document.body?.textContent ?? '') &&
      performance.now(),
    null,
    { polling: 'raf' },
  );
  return seenAt.jsonValue();
}

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Endereço de e-mail').fill(account.email);
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

/** Lighthouse on the running platform (bench/lighthouse/runLighthouseBench.ts). */
async function measureLighthouse(baseUrl, args) {
  const { runLighthouseBench } = await tsImport(
    '../bench/lighthouse/runLighthouseBench.ts',
    import.meta.url,
  );
  console.log(
    `bench: Lighthouse, ${args.runs} runs per screen, profile and throttling method (interleaved)`,
  );
  return runLighthouseBench({
    // Lighthouse and the browsers' clients loaded by Node, not through tsx (lighthouseTools.mjs says why).
    tools: await import('../bench/lighthouse/lighthouseTools.mjs'),
    baseUrl,
    account,
    args,
    command,
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    log: (line) => console.log(line),
  });
}

async function markdown(result) {
  const { lighthouseMarkdown } = await tsImport(
    '../bench/lighthouse/lighthouseReport.ts',
    import.meta.url,
  );
  const bytesRow = (name, bytes) =>
    `| ${name} | ${kib(bytes.js.bytes)} | ${kib(bytes.js.gzip)} | ${kib(bytes.jsBeforeReady.gzip)} | ${kib(bytes.css.bytes)} | ${kib(bytes.css.gzip)} |`;
  const bytesPart = result.bytes
    ? `Production build, Debian Chromium, 1024×768, cache disabled. Each build's CSS is in its own files (the CSS columns), linked when the code using it loads.
"JS gzip before ready" = scripts asked for before the screen was usable (login: 'Entrar' works, the page's performance mark \`amparo:login-works\`; home: the greeting shows).

| screen | JS | JS gzip | JS gzip before ready | CSS | CSS gzip |
|---|---|---|---|---|---|
${bytesRow('login', result.bytes.login)}
${bytesRow('home', result.bytes.home)}

Budget: the login screen fetches at most ${kib(loginBudgetGzipJs)} of gzipped JS before 'Entrar' works — ${result.loginWithinBudget ? 'met' : 'NOT met'} (${kib(result.bytes.login.jsBeforeReady.gzip)}; ${kib(result.bytes.login.js.gzip)} in all).`
    : 'Production build. Sizes not measured (`--lighthouse-only`).';
  return `# Amparo platform bench (${result.date})

${bytesPart}

${lighthouseMarkdown(result.lighthouse)}`;
}

/** A number after `flag` in the command line, else `fallback`. */
function numberAfter(flag, fallback) {
  const at = passedArguments.indexOf(flag);
  if (at === -1) return fallback;
  const value = Number(passedArguments[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} needs a positive number`);
  return value;
}

/** `--startup-tasks`: the long tasks of the login's and home's start-ups (bench/startup/). */
async function measureStartupTasks(baseUrl) {
  const runs = numberAfter('--runs', 3);
  const cpu = numberAfter('--cpu', 1);
  const { startupTasks } = await tsImport('../bench/startup/startupTasks.ts', import.meta.url);
  const { traceStartups } = await import('../bench/startup/startupTrace.mjs');
  console.log(`bench: start-up traces, ${runs} runs per screen, CPU ${cpu}×`);
  const floor = floorOnly ? await startFloor() : null;
  const results = await traceStartups({
    floorUrl: floor?.url ?? null,
    baseUrl,
    account,
    runs,
    cpu,
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    startupTasks,
  }).finally(() => floor?.stop());
  const date = new Date().toISOString();
  const lines = [`# Start-up in short tasks (${date})`, ''];
  lines.push(
    `\`${command}\`: Chromium traces (DevTools protocol), CPU ${cpu}×, load average ${os.loadavg()[0].toFixed(2)} at the end (${os.cpus().length} cores). Every main-thread task longer than 10 ms from the navigation until the first screen works (login: 'Entrar' works, a first visit; home: the greeting shows, a returning visit${floor ? "; the architecture's floor (bench/floor/): its greeting shows, a first visit and a returning one" : ''}).`,
    '',
    '| screen | run | ready at | longest task | tasks > 10 ms |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const screen of Object.keys(results)) {
    results[screen].forEach((result, index) => {
      if (!result) {
        lines.push(`| ${screen} | ${index + 1} | (no trace) | | |`);
        return;
      }
      const tasks = result.longTasks
        .map((task) => `${task.durationMs} ms at ${task.startMs} ms (${task.what})`)
        .join('; ');
      lines.push(
        `| ${screen} | ${index + 1} | ${result.readyMs} ms | ${result.longestMs} ms | ${tasks || 'none'} |`,
      );
    });
  }
  const page = `${lines.join('\n')}\n`;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'startup-tasks.json'),
    `${JSON.stringify({ date, command, cpu, load: os.loadavg(), results }, null, 2)}\n`,
  );
  writeFileSync(path.join(resultsDir, 'startup-tasks.md'), page);
  console.log(page);
}

/** The architecture's floor built and served (bench/floor/floorSite.ts). */
async function startFloor() {
  const { startFloorSite } = await tsImport('../bench/floor/floorSite.ts', import.meta.url);
  const { buildFloor } = createRequire(import.meta.url)('../bench/floor/buildFloor.cjs');
  return startFloorSite(buildFloor);
}

/**
 * `--architecture-floor`: the prescribed composition with nothing of Amparo's in it, beside the
 * login and home, on the low-tier tablet's profile (bench/floor/runArchitectureFloor.ts).
 */
async function measureArchitectureFloor(baseUrl, args) {
  const { runArchitectureFloor, architectureFloorMarkdown } = await tsImport(
    '../bench/floor/runArchitectureFloor.ts',
    import.meta.url,
  );
  const floor = await startFloor();
  try {
    console.log(`bench: the architecture's floor at ${floor.url}, ${args.runs} runs per screen`);
    const result = await runArchitectureFloor({
      tools: await import('../bench/lighthouse/lighthouseTools.mjs'),
      baseUrl,
      floorUrl: floor.url,
      account,
      args,
      chromePath: chromiumPath,
      chromeFlags: chromiumFlags,
      log: (line) => console.log(line),
    });
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, 'architecture-floor.json'),
      `${JSON.stringify({ command, ...result }, null, 2)}\n`,
    );
    const page = architectureFloorMarkdown(result, command);
    writeFileSync(path.join(resultsDir, 'architecture-floor.md'), page);
    console.log(page);
  } finally {
    await floor.stop();
  }
}

/** `--response-goals`: 'Entrar' and a tile tapped early, on a slow tablet (bench/startup/responseGoals.mjs). */
async function measureResponses(baseUrl) {
  const runs = numberAfter('--runs', 3);
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const { measureResponseGoals } = await import('../bench/startup/responseGoals.mjs');
  console.log(`bench: response goals, ${runs} runs each`);
  const result = await measureResponseGoals({
    baseUrl,
    account,
    runs,
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    mobile: throttling.mobileSlow4G,
  });
  const date = new Date().toISOString();
  const ms = (value) => (value === null || !Number.isFinite(value) ? 'never' : `${value} ms`);
  const lines = [
    `# Response goals (${date})`,
    '',
    `\`${command}\`, load average ${os.loadavg()[0].toFixed(2)} at the end (${os.cpus().length} cores); medians of ${runs} runs (bench/startup/responseGoals.mjs says how each is measured).`,
    '',
    '| goal | measured | each run |',
    '| --- | --- | --- |',
    `| 'Entrar' tapped 300 ms after the drawn login appears, CPU 4×: says it is working within 100 ms | ${ms(result.login.workingMedianMs)} | ${result.login.runs.map((run) => ms(run.workingAfterTapMs)).join(', ')} |`,
    `| … and signs in (home shows) | ${ms(result.login.homeMedianMs)} | ${result.login.runs.map((run) => ms(run.homeAfterTapMs)).join(', ')} |`,
  ];
  for (const [name, section] of Object.entries(result.sections)) {
    lines.push(
      `| tile '${name}' tapped as home shows, tablets' profile, section opened before: content within 1 s | ${ms(section.cachedMedianMs)} | ${section.cached.map(ms).join(', ')} |`,
      `| … its code not in the cache | ${ms(section.uncachedMedianMs)} | ${section.uncached.map(ms).join(', ')} |`,
    );
  }
  const page = `${lines.join('\n')}\n`;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'response-goals.json'),
    `${JSON.stringify({ date, command, load: os.loadavg(), ...result }, null, 2)}\n`,
  );
  writeFileSync(path.join(resultsDir, 'response-goals.md'), page);
  console.log(page);
}

async function main() {
  const args = startupOnly || responsesOnly ? null : await splitArguments();
  if (floorOnly && !startupOnly) {
    const failedBuilds = await buildAll({ ifStale: true });
    if (failedBuilds.length > 0) throw new Error(`build failed: ${failedBuilds.join(', ')}`);
    const platform = await startLocalPlatform({
      log: process.env.AMPARO_BENCH_VERBOSE ? console.log : () => {},
    });
    try {
      return await measureArchitectureFloor(platform.url, args.lighthouse);
    } finally {
      await platform.stop();
    }
  }
  console.log('bench: production build');
  const failed = await buildAll({ ifStale: true });
  if (failed.length > 0) throw new Error(`build failed: ${failed.join(', ')}`);
  if (agedOnly) return runAgedAssociation({ withWriteRate: true, agedArguments: args.aged });
  if (startupOnly || responsesOnly) {
    const platform = await startLocalPlatform({
      log: process.env.AMPARO_BENCH_VERBOSE ? console.log : () => {},
    });
    try {
      return await (startupOnly ? measureStartupTasks : measureResponses)(platform.url);
    } finally {
      await platform.stop();
    }
  }
  const platform = await startLocalPlatform({
    log: process.env.AMPARO_BENCH_VERBOSE ? console.log : () => {},
  });
  let result;
  try {
    console.log(`bench: measuring ${platform.url}`);
    const bytes = lighthouseOnly ? null : await measureBytes(platform.url);
    if (bytesOnly) {
      for (const screen of ['login', 'home']) {
        console.log(
          `${screen}: JS ${kib(bytes[screen].js.bytes)} (gzip ${kib(bytes[screen].js.gzip)}; gzip before ready ${kib(bytes[screen].jsBeforeReady.gzip)}), CSS gzip ${kib(bytes[screen].css.gzip)}`,
        );
        for (const file of bytes[screen].files)
          console.log(
            `  ${kib(file.gzip).padStart(9)} ${file.url}${file.beforeReady ? '' : ' (after ready)'}`,
          );
      }
      return;
    }
    const lighthouse = await measureLighthouse(platform.url, args.lighthouse);
    result = {
      date: lighthouse.date,
      command,
      lighthouseVersion: lighthouse.lighthouseVersion,
      bytes,
      ...(bytes
        ? {
            loginBudgetGzipJs,
            loginWithinBudget: bytes.login.jsBeforeReady.gzip <= loginBudgetGzipJs,
          }
        : {}),
      lighthouse,
    };
  } finally {
    await platform.stop();
  }
  if (!result) return;
  const page = await markdown(result);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, `${resultsName}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  writeFileSync(path.join(resultsDir, `${resultsName}.md`), page);
  console.log(page);
  if (lighthouseOnly) return;

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
  await runAgedAssociation({ withWriteRate: false, agedArguments: args.aged });
  if (!result.loginWithinBudget) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exit(1);
});
