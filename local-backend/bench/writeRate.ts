import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseRulesPath, repoRoot } from '../src/ports/repoLayout';
import { startRtdbServer } from '../src/rtdb';
import { agedDatabase, agedMembership, agedPersonUid, yearOfData } from './agedDatabase';
import { startBenchClients } from './benchClientsProcess';
import { measureCompaction, type CompactionMeasure } from './compactionMeasure';
import { writeRateMarkdown, type ScenarioResult, type WriteRateResults } from './writeRateReport';

// `npm run bench:writes -w local-backend` (and `npm run bench`): how fast the local Realtime Database
// confirms writes with an empty database and with a year of data for 300 people (about 60 MB), under
// the product's rules, each write saved to the change log before it is confirmed. The server runs in
// this process, the SDK clients in a child process. Then the change log's compaction on the aged
// tree: how long it takes and the longest pause it gives the event loop while writes go on.
// Writes bench/results/write-rate.json and write-rate.md at the repository root.

/** One write at a time: each waits for the previous one's confirmation (disk flush included). */
const sequentialWrites = 300;
/** Many at once, as several tablets and the console together: the log saves them in groups. */
const pipelinedWrites = 5000;
const writesInFlight = 100;
const listeners = 10;
/** The aged rate must be at least this share of the empty one. */
const agedRateFloor = 0.5;
const benchTimeoutMs = 600_000;

const round1 = (value: number): number => Math.round(value * 10) / 10;
const megabytes = (bytes: number): number => round1(bytes / 1_048_576);

async function runScenario(
  name: ScenarioResult['name'],
  data: unknown,
  writer: string,
): Promise<ScenarioResult> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-write-rate-'));
  const dataFile = path.join(workDir, 'database.json');
  writeFileSync(dataFile, JSON.stringify(data));
  const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));
  try {
    const startedAt = performance.now();
    const server = await startRtdbServer({ port: 0, host: '127.0.0.1', rules, dataFile });
    const startMs = performance.now() - startedAt;
    const clients = await startBenchClients(server.port, writer);
    await clients.ask({ kind: 'attach', listeners }, 'attached');
    const sequential = await clients.ask(
      { kind: 'writes', count: sequentialWrites, inFlight: 1 },
      'written',
    );
    const pipelined = await clients.ask(
      { kind: 'writes', count: pipelinedWrites, inFlight: writesInFlight },
      'written',
    );
    await clients.ask({ kind: 'detach' }, 'detached');
    await clients.ask({ kind: 'close' }, 'closed');
    const rssMb = megabytes(process.memoryUsage().rss);
    const stoppedAt = performance.now();
    await server.stop();
    return {
      name,
      dataFileMb: megabytes(statSync(dataFile).size),
      startSeconds: round1(startMs / 1000),
      sequentialPerSecond: Math.round(sequentialWrites / (sequential.millis / 1000)),
      pipelinedPerSecond: Math.round(pipelinedWrites / (pipelined.millis / 1000)),
      stopSeconds: round1((performance.now() - stoppedAt) / 1000),
      rssMb,
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    process.stderr.write(`write-rate bench: gave up after ${benchTimeoutMs / 1000} s\n`);
    process.exit(1);
  }, benchTimeoutMs);
  const loadBefore = os.loadavg()[0] ?? 0;
  const aged = agedDatabase(yearOfData);
  const writer = agedPersonUid(0);
  const empty = { members: { [writer]: agedMembership(0) } };
  const scenarios = [
    await runScenario('empty', empty, writer),
    await runScenario('aged', aged, writer),
  ];
  const compaction: CompactionMeasure = await measureCompaction(aged);
  clearTimeout(watchdog);
  const [emptyResult, agedResult] = scenarios as [ScenarioResult, ScenarioResult];
  const ratio = (pick: (scenario: ScenarioResult) => number): number =>
    Math.round((pick(agedResult) / pick(emptyResult)) * 100) / 100;
  const results: WriteRateResults = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage1m: { before: round1(loadBefore), after: round1(os.loadavg()[0] ?? 0) },
    shape: yearOfData,
    sequentialWrites,
    pipelinedWrites,
    writesInFlight,
    listeners,
    scenarios,
    agedOverEmpty: {
      sequential: ratio((scenario) => scenario.sequentialPerSecond),
      pipelined: ratio((scenario) => scenario.pipelinedPerSecond),
    },
    agedRateFloor,
    compaction,
  };
  const markdown = writeRateMarkdown(results);
  process.stdout.write(markdown);
  const resultsDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'write-rate.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'write-rate.md'), markdown);
  if (
    results.agedOverEmpty.sequential < agedRateFloor ||
    results.agedOverEmpty.pipelined < agedRateFloor
  )
    process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `write-rate bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
