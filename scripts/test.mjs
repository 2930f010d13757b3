#!/usr/bin/env node
// `npm test`: lint and format check, typecheck, every jest project, the production build, then the
// browser tests (Playwright).
// Runs every step it can (browser tests need a build), fails if anything failed, and ends with one
// summary line: `N passed, N failed`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, run } from './lib/processes.mjs';
import { buildAll } from './build.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'amparo-test-'));
const jestReport = path.join(reports, 'jest.json');
const playwrightReport = path.join(reports, 'playwright.json');
const steps = [];
const totals = { passed: 0, failed: 0 };

async function step(name, action) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const ok = await action();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, ok, seconds });
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  return ok;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

/**
 * A runner that failed without a failed test to show for it (a spec that could not load, a suite that
 * crashed) counts as one failure, so the summary line never says `0 failed` for a failing run.
 */
function failedHonestly(code, failedTests) {
  if (code !== 0 && failedTests === 0) totals.failed += 1;
  return code === 0;
}

// Lint, format and typecheck count as one check each in the summary.
async function check(name, command, args) {
  return step(name, async () => {
    const ok = (await run(bin(command), args)) === 0;
    totals[ok ? 'passed' : 'failed'] += 1;
    return ok;
  });
}

// The static checks are independent and mostly single-threaded: they run side by side.
await Promise.all([
  check('lint (eslint)', 'eslint', ['.']),
  check('format (prettier --check)', 'prettier', ['--check', '--log-level=warn', '.']),
  check('typecheck (tsc -p tsconfig.json --noEmit)', 'tsc', ['-p', 'tsconfig.json', '--noEmit']),
]);

await step('unit and component tests (jest, all projects)', async () => {
  const code = await run(bin('jest'), [
    '--ci',
    '--maxWorkers=2',
    '--json',
    `--outputFile=${jestReport}`,
  ]);
  const report = readJson(jestReport);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  }
  return failedHonestly(code, report?.numFailedTests ?? 0);
});

const built = await step(
  'build (root-config and every micro-frontend)',
  async () => (await buildAll({ ifStale: true })).length === 0,
);

if (built) {
  await step('browser tests (Playwright, Chromium, tablet landscape and portrait)', async () => {
    const code = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    });
    const report = readJson(playwrightReport);
    if (report?.stats) {
      totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
      totals.failed += report.stats.unexpected;
    }
    return failedHonestly(code, report?.stats?.unexpected ?? 0);
  });
} else {
  steps.push({ name: 'browser tests', ok: false, seconds: '0.0' });
  totals.failed += 1;
  console.error('=== browser tests skipped: the build failed');
}

rmSync(reports, { recursive: true, force: true });
console.log('\nSummary');
for (const { name, ok, seconds } of steps)
  console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(steps.every((entry) => entry.ok) ? 0 : 1);
