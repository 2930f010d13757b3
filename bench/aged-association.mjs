#!/usr/bin/env node
// The aged-association bench: an association after a year of use (bench/aged/agedScale.ts), generated
// on the local platform, then each carer's console measured in Chromium on the tablets' profile
// (Lighthouse's mobile CPU slowdown applied through the DevTools protocol, as bench/calls-health.mjs
// does), and the local database's write rate empty and aged. Run after a production build
// (`npm run build`), or through `npm run bench -- --aged`. Arguments: bench/aged/agedArguments.ts.
// Writes bench/results/aged-association.{json,md} (another number of people: aged-association.<n>-people.*).
// It reports the goals met or not; it fails only when it cannot measure.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import { startLocalPlatform } from '../scripts/lib/localPlatform.mjs';

const repoRoot = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const builtFolders = ['root-config', 'mf-shell', 'mf-calls', 'mf-health', 'mf-games', 'mf-admin'];
const mobileProfile = lighthouseThrottling.mobileSlow4G;
const platformLinesKept = 40;

/** The code measured: the commit, marked when the checkout has changes of its own; AMPARO_BENCH_CODE_VERSION outside a checkout. */
function codeVersion() {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty=+uncommitted changes'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return process.env.AMPARO_BENCH_CODE_VERSION ?? 'unknown';
  }
}

async function main() {
  const { parseAgedArguments } = await tsImport('./aged/agedArguments.ts', import.meta.url);
  const args = parseAgedArguments(process.argv.slice(2));
  if ('problem' in args) throw new Error(args.problem);
  const missing = builtFolders.filter(
    (folder) =>
      !existsSync(path.join(repoRoot, folder, 'dist', 'remoteEntry.js')) &&
      !existsSync(path.join(repoRoot, folder, 'dist', 'index.html')),
  );
  if (missing.length > 0)
    throw new Error(`no production build for ${missing.join(', ')}: run \`npm run build\` first`);

  const { runAgedBench } = await tsImport('./aged/runAgedBench.ts', import.meta.url);
  const { scaleWithPeople } = await tsImport('./aged/agedScale.ts', import.meta.url);
  const { agedMarkdown } = await tsImport('./aged/agedReport.ts', import.meta.url);
  const tablet = {
    width: 1024,
    height: 768,
    cpuSlowdown: mobileProfile.cpuSlowdownMultiplier,
    network: args.throttleNetwork
      ? {
          latencyMs: mobileProfile.requestLatencyMs,
          downloadBytesPerSecond: (mobileProfile.downloadThroughputKbps * 1024) / 8,
          uploadBytesPerSecond: (mobileProfile.uploadThroughputKbps * 1024) / 8,
        }
      : null,
  };
  // The platform's last lines, printed when the bench fails (a backend that stopped answering says why).
  const lastLines = [];
  const platform = await startLocalPlatform({
    log: (line) => {
      if (process.env.AMPARO_BENCH_VERBOSE) console.log(line);
      lastLines.push(line);
      if (lastLines.length > platformLinesKept) lastLines.shift();
    },
  });
  try {
    const result = await runAgedBench({
      baseUrl: platform.url,
      ports: platform.ports,
      scale: scaleWithPeople(args.people),
      runs: args.runs,
      tablet,
      timeoutMs: args.timeoutMs,
      resultsDir: path.join(repoRoot, 'bench', 'results'),
      command: ['node bench/aged-association.mjs', ...process.argv.slice(2)].join(' '),
      codeVersion: codeVersion(),
      log: (line) => console.log(line),
    });
    console.log(agedMarkdown(result));
  } catch (error) {
    console.error(`The platform's last lines:\n${lastLines.join('\n')}`);
    throw error;
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(`aged-association bench failed: ${error.stack ?? error}`);
  process.exit(1);
});
