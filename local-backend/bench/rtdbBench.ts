import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { databaseRulesPath, repoRoot } from '../src/ports/repoLayout';
import { startRtdbServer } from '../src/rtdb';
import { percentile } from './loadBenchChecks';
import { startBenchClients } from './benchClientsProcess';
import type { BenchReply } from './rtdbBenchClients';

// `npm run bench -w local-backend`: the local Realtime Database under the product's rules, on
// loopback. The server runs in this process (its resident memory is what is measured); the SDK
// clients run in a child process. Reports writes per second, write-to-listener latency (median, p95)
// and resident memory before and after 10,000 writes with 100 listeners attached, then detached
// (twice: a leak grows again in the second cycle).
// Writes bench/results/local-backend.json at the repository root.

const writeCount = 10_000;
const listenerCount = 100;
const writesInFlight = 100;
const latencySamples = 500;
/** The whole bench gives up after this long. */
const benchTimeoutMs = 300_000;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

interface MemorySample {
  readonly rssMb: number;
  readonly heapUsedMb: number;
  readonly heapTotalMb: number;
  /** What V8 reserves for the young generation: it grows with the allocation rate and is kept. */
  readonly youngGenerationMb: number;
}

/** Resident set and live JS heap after garbage collection (RSS alone rarely shrinks back). */
async function settledMemory(): Promise<MemorySample> {
  for (let round = 0; round < 3; round += 1) {
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const usage = process.memoryUsage();
  const megabytes = (bytes: number): number => bytes / (1024 * 1024);
  const youngGeneration = getHeapSpaceStatistics()
    .filter(
      (space) => space.space_name === 'new_space' || space.space_name === 'new_large_object_space',
    )
    .reduce((total, space) => total + space.space_size, 0);
  return {
    rssMb: megabytes(usage.rss),
    heapUsedMb: megabytes(usage.heapUsed),
    heapTotalMb: megabytes(usage.heapTotal),
    youngGenerationMb: megabytes(youngGeneration),
  };
}

const round1 = (value: number): number => Math.round(value * 10) / 10;
const round2 = (value: number): number => Math.round(value * 100) / 100;
const signed = (value: number): string => `${value >= 0 ? '+' : ''}${value}`;

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-rtdb-bench-'));
  const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));
  // The rules let a person write her own tree only once she is a member of the association: the
  // clients' uid (rtdbBenchClients.ts) is one from the start.
  writeFileSync(
    path.join(workDir, 'database.json'),
    JSON.stringify({ members: { benchpatient: { name: 'Bench', code: 'bench', since: 0 } } }),
  );
  const server = await startRtdbServer({
    port: 0,
    host: '127.0.0.1',
    rules,
    dataFile: path.join(workDir, 'database.json'),
  });
  const clients = await startBenchClients(server.port, 'benchpatient');
  const { ask } = clients;
  const watchdog = setTimeout(() => {
    process.stderr.write(`bench: gave up after ${benchTimeoutMs / 1000} s\n`);
    clients.process.kill('SIGKILL');
    process.exit(1);
  }, benchTimeoutMs);

  const latency = await ask({ kind: 'latency', samples: latencySamples }, 'latency');
  const sortedLatency = [...latency.millis].sort((left, right) => left - right);

  const before = await settledMemory();
  // Two identical cycles: what the first leaves behind may be the allocator keeping pages; a leak
  // would grow again in the second.
  const cycles: {
    written: Extract<BenchReply, { kind: 'written' }>;
    withListeners: MemorySample;
    afterDetach: MemorySample;
  }[] = [];
  for (let cycle = 0; cycle < 2; cycle += 1) {
    await ask({ kind: 'attach', listeners: listenerCount }, 'attached');
    const written = await ask(
      { kind: 'writes', count: writeCount, inFlight: writesInFlight },
      'written',
    );
    const withListeners = await settledMemory();
    await ask({ kind: 'detach' }, 'detached');
    await new Promise((resolve) => setTimeout(resolve, 500));
    cycles.push({ written, withListeners, afterDetach: await settledMemory() });
  }
  const [first, second] = cycles as [(typeof cycles)[number], (typeof cycles)[number]];

  await ask({ kind: 'close' }, 'closed');
  clearTimeout(watchdog);
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });

  const memory = (pick: (sample: MemorySample) => number) => ({
    before: round1(pick(before)),
    with100ListenersAfter10000Writes: round1(pick(first.withListeners)),
    afterListenersDetached: round1(pick(first.afterDetach)),
    afterSecondCycleDetached: round1(pick(second.afterDetach)),
    growthAfterDetach: round1(pick(first.afterDetach) - pick(before)),
    growthInSecondCycle: round1(pick(second.afterDetach) - pick(first.afterDetach)),
  });
  const writeMillis = first.written.millis;
  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage1m: round2(os.loadavg()[0] ?? 0),
    rules: 'database.rules.json (signed-in patient writing contacts under Newdata_{uid})',
    writes: {
      count: writeCount,
      inFlight: writesInFlight,
      seconds: round2(writeMillis / 1000),
      perSecond: Math.round(writeCount / (writeMillis / 1000)),
      secondCyclePerSecond: Math.round(writeCount / (second.written.millis / 1000)),
      listenerNotifications: first.written.notifications,
    },
    writeToListenerMs: {
      samples: sortedLatency.length,
      median: round2(percentile(sortedLatency, 0.5)),
      p95: round2(percentile(sortedLatency, 0.95)),
      max: round2(sortedLatency.at(-1) ?? Number.NaN),
    },
    serverRssMb: memory((sample) => sample.rssMb),
    serverHeapUsedMb: memory((sample) => sample.heapUsedMb),
    serverHeapTotalMb: memory((sample) => sample.heapTotalMb),
    serverHeapReservedOutsideYoungGenerationMb: memory(
      (sample) => sample.heapTotalMb - sample.youngGenerationMb,
    ),
  };

  const memoryRow = (name: string, values: ReturnType<typeof memory>): [string, string] => [
    name,
    `${values.before} → ${values.with100ListenersAfter10000Writes} with listeners → ${values.afterListenersDetached} detached ` +
      `(${signed(values.growthAfterDetach)}); second cycle ${values.afterSecondCycleDetached} (${signed(values.growthInSecondCycle)}) MB`,
  ];
  const rows: [string, string][] = [
    [
      'writes per second',
      `${results.writes.perSecond} (${writeCount} writes, ${writesInFlight} in flight, ${results.writes.seconds} s; second cycle ${results.writes.secondCyclePerSecond})`,
    ],
    ['listener notifications', `${first.written.notifications} of ${writeCount}`],
    [
      'write → listener, median',
      `${results.writeToListenerMs.median} ms (${latencySamples} sequential writes)`,
    ],
    ['write → listener, p95', `${results.writeToListenerMs.p95} ms`],
    memoryRow('server RSS', results.serverRssMb),
    memoryRow('server JS heap used', results.serverHeapUsedMb),
    memoryRow('server JS heap reserved', results.serverHeapTotalMb),
    memoryRow('  of which old generations', results.serverHeapReservedOutsideYoungGenerationMb),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  process.stdout.write(
    `Local Realtime Database bench (load average ${results.loadAverage1m}, ${results.cpus} CPUs)\n`,
  );
  for (const [label, value] of rows) process.stdout.write(`  ${label.padEnd(width)}  ${value}\n`);

  const resultsDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const resultsFile = path.join(resultsDir, 'local-backend.json');
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`  written to ${path.relative(process.cwd(), resultsFile)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
