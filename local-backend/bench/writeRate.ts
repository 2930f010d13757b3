import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseRulesPath, repoRoot } from '../src/ports/repoLayout';
import { startRtdbServer, type RtdbServerHandle } from '../src/rtdb';
import { agedDatabaseJson, agedMembership, agedPersonUid, yearOfData } from './agedDatabase';
import { startBenchClients, type BenchClients } from './benchClientsProcess';
import { measureCompaction } from './compactionMeasure';
import {
  writeRateMarkdown,
  type RateMeasure,
  type ScenarioResult,
  type WriteRateResults,
} from './writeRateReport';

// `npm run bench:writes -w local-backend` (and `npm run bench`): how fast the local Realtime Database
// confirms writes with an empty database and with a year of data for 300 people (about 60 MB), under
// the product's rules, each write saved to the change log before it is confirmed. Both servers run in
// this process, side by side, each with its SDK clients in a child process; the measurements
// alternate between them, so that the shared machine's changing load falls on both, and each figure
// is the best of its rounds. The server CPU time per write (this process's, the clients' apart)
// depends little on that load. The same pair again without rules sets the change log's cost apart
// from the rules engine's. Then the change log's compaction on the aged tree: how long it takes and
// the longest pause it gives the event loop while writes go on. Exits 1 when, without rules, the
// aged database takes writes less than half as fast as the empty one.
// Writes bench/results/write-rate.json and write-rate.md at the repository root.

/** One write at a time: each waits for the previous one's confirmation (disk flush included). */
const sequentialWrites = 300;
/** Many at once, as several tablets and the console together: the log saves them in groups. */
const pipelinedWrites = 5000;
const writesInFlight = 100;
const listeners = 10;
const rounds = 3;
/** The aged rate must be at least this share of the empty one. */
const agedRateFloor = 0.5;
const benchTimeoutMs = 900_000;

const round1 = (value: number): number => Math.round(value * 10) / 10;
const megabytes = (bytes: number): number => round1(bytes / 1_048_576);

interface RunningScenario {
  readonly name: ScenarioResult['name'];
  readonly underRules: boolean;
  readonly dataFile: string;
  readonly startSeconds: number;
  readonly server: RtdbServerHandle;
  readonly clients: BenchClients;
  readonly sequential: RateMeasure[];
  readonly pipelined: RateMeasure[];
}

async function startScenario(
  name: ScenarioResult['name'],
  workDir: string,
  dataJson: string,
  writer: string,
  rules: unknown,
): Promise<RunningScenario> {
  const underRules = rules !== null;
  const dataFile = path.join(workDir, `${name}${underRules ? '' : '-without-rules'}.json`);
  writeFileSync(dataFile, dataJson);
  const startedAt = performance.now();
  const server = await startRtdbServer({ port: 0, host: '127.0.0.1', rules, dataFile });
  const startSeconds = round1((performance.now() - startedAt) / 1000);
  // Their first write under the rules builds the rules' view of the whole tree: not measured.
  const clients = await startBenchClients(server.port, writer);
  await clients.ask({ kind: 'attach', listeners }, 'attached');
  return {
    name,
    underRules,
    dataFile,
    startSeconds,
    server,
    clients,
    sequential: [],
    pipelined: [],
  };
}

async function measureRate(
  scenario: RunningScenario,
  count: number,
  inFlight: number,
): Promise<RateMeasure> {
  const cpuBefore = process.cpuUsage();
  const written = await scenario.clients.ask({ kind: 'writes', count, inFlight }, 'written');
  const cpu = process.cpuUsage(cpuBefore);
  return {
    perSecond: Math.round(count / (written.millis / 1000)),
    serverCpuMicrosPerWrite: Math.round((cpu.user + cpu.system) / count),
  };
}

async function finish(scenario: RunningScenario): Promise<ScenarioResult> {
  await scenario.clients.ask({ kind: 'detach' }, 'detached');
  await scenario.clients.ask({ kind: 'close' }, 'closed');
  const stoppedAt = performance.now();
  await scenario.server.stop();
  const best = (measures: readonly RateMeasure[]): RateMeasure => ({
    perSecond: Math.max(...measures.map((measure) => measure.perSecond)),
    serverCpuMicrosPerWrite: Math.min(
      ...measures.map((measure) => measure.serverCpuMicrosPerWrite),
    ),
  });
  return {
    name: scenario.name,
    underRules: scenario.underRules,
    dataFileMb: megabytes(statSync(scenario.dataFile).size),
    startSeconds: scenario.startSeconds,
    sequential: best(scenario.sequential),
    pipelined: best(scenario.pipelined),
    stopSeconds: round1((performance.now() - stoppedAt) / 1000),
  };
}

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    process.stderr.write(`write-rate bench: gave up after ${benchTimeoutMs / 1000} s\n`);
    process.exit(1);
  }, benchTimeoutMs);
  const loadBefore = os.loadavg()[0] ?? 0;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-write-rate-'));
  const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));
  const writer = agedPersonUid(0);
  let results: WriteRateResults;
  try {
    const rssBeforeMb = megabytes(process.memoryUsage().rss);
    const emptyData = JSON.stringify({ members: { [writer]: agedMembership(0) } });
    const agedData = agedDatabaseJson(yearOfData);
    const scenarios: ScenarioResult[] = [];
    let rssUnderRulesMb = 0;
    // One pair at a time: the aged tree, and under the rules the rules engine's copy of it, are large.
    for (const scenarioRules of [rules, null]) {
      const pair = [
        await startScenario('empty', workDir, emptyData, writer, scenarioRules),
        await startScenario('aged', workDir, agedData, writer, scenarioRules),
      ];
      if (scenarioRules !== null) rssUnderRulesMb = megabytes(process.memoryUsage().rss);
      for (let round = 0; round < rounds; round += 1) {
        for (const scenario of pair) {
          scenario.sequential.push(await measureRate(scenario, sequentialWrites, 1));
          scenario.pipelined.push(await measureRate(scenario, pipelinedWrites, writesInFlight));
        }
      }
      for (const scenario of pair) scenarios.push(await finish(scenario));
    }
    const compaction = await measureCompaction(agedData);
    const ratios = (underRules: boolean) => {
      const pick = (name: ScenarioResult['name']) =>
        scenarios.find(
          (scenario) => scenario.name === name && scenario.underRules === underRules,
        ) as ScenarioResult;
      const ratio = (measure: (scenario: ScenarioResult) => RateMeasure): number =>
        Math.round((measure(pick('aged')).perSecond / measure(pick('empty')).perSecond) * 100) /
        100;
      return {
        sequential: ratio((scenario) => scenario.sequential),
        pipelined: ratio((scenario) => scenario.pipelined),
      };
    };
    results = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverage1m: { before: round1(loadBefore), after: round1(os.loadavg()[0] ?? 0) },
      shape: yearOfData,
      sequentialWrites,
      pipelinedWrites,
      writesInFlight,
      listeners,
      rounds,
      rssMb: { before: rssBeforeMb, withPairUnderRules: rssUnderRulesMb },
      scenarios,
      agedOverEmpty: { underRules: ratios(true), withoutRules: ratios(false) },
      agedRateFloor,
      compaction,
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  clearTimeout(watchdog);
  const markdown = writeRateMarkdown(results);
  process.stdout.write(markdown);
  const resultsDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'write-rate.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'write-rate.md'), markdown);
  // The change log's own goal: without the rules engine, whose cost grows with the number of
  // people (see writeRateReport.ts), the aged database takes writes within 2× of the empty one.
  const { withoutRules } = results.agedOverEmpty;
  if (withoutRules.sequential < agedRateFloor || withoutRules.pipelined < agedRateFloor)
    process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `write-rate bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
