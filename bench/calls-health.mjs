#!/usr/bin/env node
// Bench of the sections opened from home (Chamadas, Saúde, Jogos, a carer's list), run with `node bench/calls-health.mjs` after a production build
// (`npm run build`); the lead wires it into `npm run bench`.
//
// 1. Search: the median time to filter 1,000 contacts on one keystroke, with the real pure functions of
//    shared-machines (loaded through tsx). Two numbers per keystroke: what the screen does (filter the
//    list it keeps sorted by name; folded names are remembered per record value) and the whole rule
//    (filter + pt-PT sort of the matches), plus the first keystroke after a data change. Budget: one
//    frame, 16 ms, at the median — applied to the whole rule, the stricter of the two.
// 2. Bytes: the JS (raw and gzip) each screen fetches beyond the shell: the platform runs locally
//    (backend + static server over the builds), Chromium signs in and waits for home, then the
//    scripts fetched while navigating to the screen (cache disabled) are the screen's own.
//    `--search-only` skips this part.
//
// Writes bench/results/calls-health.json and prints a table.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium.cjs';
import { takeDueDoses } from './startup/takeDueDoses.mjs';

const repoRoot = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const resultsDir = path.join(repoRoot, 'bench', 'results');
const keystrokeBudgetMs = 16;
const contactCount = 1000;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(3)} ms`;

// ---------------------------------------------------------------------------------------------------
// 1. Search timing

const firstNames = [
  'José',
  'Maria',
  'António',
  'Ana',
  'João',
  'Conceição',
  'Luís',
  'Fátima',
  'Manuel',
  'Graça',
  'Ângela',
  'Rui',
  'Sónia',
  'Joaquim',
  'Inês',
  'Álvaro',
  'Beatriz',
  'Óscar',
  'Célia',
  'Francisco',
  'Lúcia',
  'Vítor',
  'Teresa',
  'Zé',
];
const surnames = [
  'Silva',
  'Santos',
  'Ferreira',
  'Pereira',
  'Gonçalves',
  'Rodrigues',
  'Almeida',
  'Conceição',
  'Simões',
  'Magalhães',
  'Sá',
  'Brandão',
  'Loureiro',
  'Antunes',
  'Estêvão',
  'Araújo',
  'Assunção',
  'Lopes',
  'Marques',
  'Gaspar',
];

/** A small deterministic generator, so every run measures the same names and keystrokes. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function generateContacts(count, random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, index) => ({
    key: `contacto_Contacto_${index + 1}`,
    value: {
      contacto_Nome: `${pick(firstNames)} ${pick(surnames)} ${pick(surnames)}`,
      contacto_telPesso: `9${String(10000000 + index)}`,
    },
  }));
}

/** What a person types to find a contact, one prefix per keystroke, often without the accents. */
function keystrokeQueries(contacts, random, fold, people = 24) {
  const queries = [];
  for (let person = 0; person < people; person += 1) {
    const name = contacts[Math.floor(random() * contacts.length)].value.contacto_Nome;
    const typed = random() < 0.6 ? fold(name) : name.toLowerCase();
    for (let length = 1; length <= Math.min(typed.length, 14); length += 1)
      queries.push(typed.slice(0, length));
    for (let length = Math.min(typed.length, 14) - 1; length >= 0; length -= 1)
      queries.push(typed.slice(0, length)); // erasing
  }
  return queries;
}

function summarise(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    samples: sorted.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: sorted[sorted.length - 1],
  };
}

async function measureSearch() {
  const search = await tsImport('../shared-machines/src/domain/contactSearch.ts', import.meta.url);
  const random = seededRandom(20260401);
  const contacts = generateContacts(contactCount, random);
  const sorted = search.sortContactsByName(contacts);
  const queries = keystrokeQueries(contacts, random, search.foldForSearch);

  let sink = 0;
  // Warm-up: let the JIT settle before measuring.
  for (let round = 0; round < 1; round += 1) {
    for (const query of queries)
      sink +=
        search.searchContacts(contacts, query).length +
        search.filterContactsByName(sorted, query).length;
  }
  const screenSamples = [];
  const wholeRuleSamples = [];
  const rounds = 3;
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      let started = performance.now();
      sink += search.filterContactsByName(sorted, query).length;
      screenSamples.push(performance.now() - started);
      started = performance.now();
      sink += search.searchContacts(contacts, query).length;
      wholeRuleSamples.push(performance.now() - started);
    }
  }
  // The first keystroke after the data changed: new record values, so every name is folded again.
  const coldSamples = [];
  for (let sample = 0; sample < 30; sample += 1) {
    const fresh = sorted.map((contact) => ({ key: contact.key, value: { ...contact.value } }));
    const query = queries[sample % queries.length];
    const started = performance.now();
    sink += search.filterContactsByName(fresh, query).length;
    coldSamples.push(performance.now() - started);
  }
  const sortStarted = performance.now();
  for (let round = 0; round < 20; round += 1) sink += search.sortContactsByName(contacts).length;
  const sortMs = (performance.now() - sortStarted) / 20;
  if (sink === 0) throw new Error('the search returned nothing: the bench measured no work');

  const wholeRule = summarise(wholeRuleSamples);
  return {
    contacts: contactCount,
    keystrokes: queries.length * rounds,
    screenPerKeystroke: summarise(screenSamples),
    firstKeystrokeAfterDataChange: summarise(coldSamples),
    wholeRulePerKeystroke: wholeRule,
    sortOnDataChangeMs: sortMs,
    budgetMs: keystrokeBudgetMs,
    withinBudget: wholeRule.medianMs <= keystrokeBudgetMs,
  };
}

// ---------------------------------------------------------------------------------------------------
// 2. Bytes each screen loads beyond the shell

const account = { email: 'maria.silva@gmail.com', password: 'amparo2024' };
const carer = { email: 'ana.costa@probranca.pt', password: 'amparo2024' };
const builtFolders = ['root-config', 'mf-shell', 'mf-calls', 'mf-health', 'mf-games', 'mf-admin'];

// The tablets' profile applied for real through the DevTools protocol, with the numbers Lighthouse's
// mobile profile applies when it throttles (not simulates): 562.5 ms per request, 1.47 Mbit/s down,
// 4× CPU slowdown.
const mobileProfile = lighthouseThrottling.mobileSlow4G;
async function applyMobileProfile(cdp) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: mobileProfile.requestLatencyMs,
    downloadThroughput: (mobileProfile.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (mobileProfile.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileProfile.cpuSlowdownMultiplier });
}

const screens = [
  {
    id: 'calls',
    label: 'Chamadas',
    link: 'Chamadas',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Chamadas' }).waitFor();
      await page
        .getByRole('list', { name: 'Contactos' })
        .or(page.getByText(/Não tem contactos adicionados/))
        .waitFor();
    },
  },
  {
    id: 'health',
    label: 'Saúde',
    link: 'Saúde',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Saúde' }).waitFor();
      await page.getByRole('region', { name: 'Próximas consultas:' }).waitFor();
    },
  },
  {
    id: 'games',
    label: 'Jogos',
    link: 'Jogos',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Jogos' }).waitFor();
      await page
        .getByRole('link', { name: /Solitário/ })
        .first()
        .waitFor();
    },
  },
  {
    id: 'carer-contacts',
    label: "a carer's list (Maria's contacts, from the console)",
    who: 'carer',
    link: 'Tratar dos dados de Maria Silva',
    ready: async (page) => {
      await page.getByText('Está a tratar dos dados de').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Contactos' }).waitFor();
      await page.getByText('Ana Conceição').first().waitFor();
    },
  },
];

async function homeReady(page) {
  await page
    .getByText(/Olá,\s+Maria\b/)
    .first()
    .waitFor({ timeout: 30_000 });
}

async function consoleReady(page) {
  await page
    .getByRole('heading', { level: 1, name: 'As pessoas que acompanha' })
    .waitFor({ timeout: 30_000 });
}

async function measureScreen(context, baseUrl, screen, { throttled, settled = true }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${baseUrl}/`);
  await (screen.who === 'carer' ? consoleReady(page) : homeReady(page));
  if (settled) {
    // Home fetches its tiles' sections 2 s after it came, when idle: a person who looks at home first.
    await page.waitForTimeout(3_000);
    await page.waitForLoadState('networkidle');
  }
  if (throttled) await applyMobileProfile(cdp);

  const responses = [];
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('response', onResponse);
  const started = performance.now();
  await page.getByRole('link', { name: screen.link, exact: true }).first().click();
  await screen.ready(page);
  const readyMs = performance.now() - started;
  if (throttled) {
    await page.close();
    return { readyAfterNavigationMs: Math.round(readyMs) };
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  page.off('response', onResponse);

  const files = [];
  for (const response of responses) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({
      url: new URL(response.url()).pathname,
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  }
  await page.close();
  return {
    readyAfterNavigationMs: Math.round(readyMs),
    js: {
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    },
    files,
  };
}

async function measureBytes() {
  const missing = builtFolders.filter(
    (folder) =>
      !existsSync(path.join(repoRoot, folder, 'dist', 'remoteEntry.js')) &&
      !existsSync(path.join(repoRoot, folder, 'dist', 'index.html')),
  );
  if (missing.length > 0)
    throw new Error(`no production build for ${missing.join(', ')}: run \`npm run build\` first`);
  const { chromium } = await import('playwright-core');
  const { startLocalPlatform } = await import('../scripts/lib/localPlatform.mjs');
  const platform = await startLocalPlatform({
    log: process.env.AMPARO_BENCH_VERBOSE ? console.log : () => {},
  });
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        locale: 'pt-PT',
        timezoneId: 'Europe/Lisbon',
      });
      const carerContext = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        locale: 'pt-PT',
        timezoneId: 'Europe/Lisbon',
      });
      for (const [who, signedIn, ready] of [
        [account, context, homeReady],
        [carer, carerContext, consoleReady],
      ]) {
        const page = await signedIn.newPage();
        await page.goto(`${platform.url}/login`);
        await page.getByLabel('Endereço de e-mail').fill(who.email);
        await page.getByLabel('Palavra-passe').fill(who.password);
        await page.getByRole('button', { name: 'Entrar' }).click();
        await ready(page);
        if (ready === homeReady) await takeDueDoses(page);
        await page.close();
      }
      const result = {};
      for (const screen of screens) {
        const signedIn = screen.who === 'carer' ? carerContext : context;
        const unthrottled = await measureScreen(signedIn, platform.url, screen, {
          throttled: false,
        });
        const onTablet = [];
        for (let run = 0; run < 3; run += 1)
          onTablet.push(
            (await measureScreen(signedIn, platform.url, screen, { throttled: true }))
              .readyAfterNavigationMs,
          );
        onTablet.sort((a, b) => a - b);
        const atOnce = [];
        for (let run = 0; run < 3; run += 1)
          atOnce.push(
            (
              await measureScreen(signedIn, platform.url, screen, {
                throttled: true,
                settled: false,
              })
            ).readyAfterNavigationMs,
          );
        atOnce.sort((a, b) => a - b);
        result[screen.id] = {
          ...unthrottled,
          readyOnTabletProfileMs: onTablet[1],
          runsOnTabletProfileMs: onTablet,
          readyAtOnceOnTabletProfileMs: atOnce[1],
          runsAtOnceOnTabletProfileMs: atOnce,
        };
      }
      return result;
    } finally {
      await browser.close();
    }
  } finally {
    await platform.stop();
  }
}

// ---------------------------------------------------------------------------------------------------

function table(result) {
  const lines = [`# Chamadas and Saúde bench (${result.date})`, ''];
  const s = result.search;
  lines.push(
    `Search over ${s.contacts} contacts, ${s.keystrokes} keystrokes (Node ${process.versions.node}):`,
    '',
  );
  lines.push('| per keystroke | median | p95 | max |', '|---|---|---|---|');
  lines.push(
    `| screen (filter of the name-sorted list) | ${ms(s.screenPerKeystroke.medianMs)} | ${ms(s.screenPerKeystroke.p95Ms)} | ${ms(s.screenPerKeystroke.maxMs)} |`,
  );
  lines.push(
    `| whole rule (filter + pt-PT sort) | ${ms(s.wholeRulePerKeystroke.medianMs)} | ${ms(s.wholeRulePerKeystroke.p95Ms)} | ${ms(s.wholeRulePerKeystroke.maxMs)} |`,
  );
  lines.push(
    `| first keystroke after a data change (every name folded again) | ${ms(s.firstKeystrokeAfterDataChange.medianMs)} | ${ms(s.firstKeystrokeAfterDataChange.p95Ms)} | ${ms(s.firstKeystrokeAfterDataChange.maxMs)} |`,
  );
  lines.push('', `Sorting 1,000 contacts when the data changes: ${ms(s.sortOnDataChangeMs)}.`);
  lines.push(
    `Budget: ${s.budgetMs} ms median per keystroke — ${s.withinBudget ? 'met' : 'NOT met'}.`,
    '',
  );
  if (result.bytes) {
    lines.push(
      'Each section opened from home (a carer: from the console), at 1024×768, cache disabled: the JS fetched after the tap (home fetches its tiles\' sections 2 s after it came, when idle, so none is expected after a person has looked at home for 3 s), and the time from the tap to its content; also tapped as soon as home shows, before that. "Tablet profile" applies Lighthouse\'s mobile throttling for real (562.5 ms per request, 1.47 Mbit/s, 4× CPU), median of 3; "no throttling" is one run on this machine.',
      '',
    );
    lines.push(
      '| screen | JS after the tap | JS gzip | files | content after the tap, tablet profile | tapped as soon as home shows, tablet profile | no throttling |',
      '|---|---|---|---|---|---|---|',
    );
    for (const screen of screens) {
      const b = result.bytes[screen.id];
      lines.push(
        `| ${screen.label} | ${kib(b.js.bytes)} | ${kib(b.js.gzip)} | ${b.files.length} | ${b.readyOnTabletProfileMs} ms (${b.runsOnTabletProfileMs.join(', ')}) | ${b.readyAtOnceOnTabletProfileMs} ms (${b.runsAtOnceOnTabletProfileMs.join(', ')}) | ${b.readyAfterNavigationMs} ms |`,
      );
    }
  } else {
    lines.push(`Bytes not measured: ${result.bytesSkipped}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const result = { date: new Date().toISOString(), search: await measureSearch() };
  if (process.argv.includes('--search-only')) {
    result.bytesSkipped = '--search-only';
  } else {
    try {
      result.bytes = await measureBytes();
    } catch (error) {
      result.bytesSkipped = String(error.message ?? error);
      process.exitCode = 1;
    }
  }
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'calls-health.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(table(result));
  if (!result.search.withinBudget) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`calls-health bench failed: ${error.stack ?? error}`);
  process.exit(1);
});
