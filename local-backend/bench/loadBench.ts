import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { userRoot } from '@amparo/shared-machines/records';
import { databaseRulesPath, repoRoot } from '../src/ports/repoLayout';
import { startRtdbServer } from '../src/rtdb';
import { summarize, verifyLoad, type LatencySummary, type WriteOutcome } from './loadBenchChecks';
import type { LoadCommand, LoadReply } from './loadBenchClients';
import { planLoad, type LoadShape } from './loadBenchPlan';
import { markdown, problemLines, reportRows, type LoadResults } from './loadBenchReport';

// `npm run bench:load -w local-backend` (and `npm run bench`): the load test (docs/product.md: Hard cases). 50 patients'
// clients listen while 5 carers' clients save 1,000 records in total through the product's records
// repository, on loopback against the local Realtime Database under the product's rules. The server
// runs in this process, the SDK clients in a child process. Reports write → listener latency (median,
// p95), writes per second and elapsed time; fails (exit 1) when a record is lost, a number is given
// twice or a listener ends with data other than the server's. Writes bench/results/load.json and load.md.

const shape: LoadShape = { patients: 50, carers: 5, records: 1000, sharedPerCarer: 2 };
/** Saves each carer has started and not yet seen confirmed (a carer's area with several tabs, or a script). */
const inFlightPerCarer = 4;
/** The whole bench gives up after this long (a run takes seconds). */
const benchTimeoutMs = 100_000;

const round1 = (value: number): number => Math.round(value * 10) / 10;
const round2 = (value: number): number => Math.round(value * 100) / 100;
const roundSummary = (summary: LatencySummary): LatencySummary => ({
  samples: summary.samples,
  median: round2(summary.median),
  p95: round2(summary.p95),
  max: round2(summary.max),
});
/** At most 20 items of each list in the JSON: a failing run could otherwise list a thousand. */
const capped = <T>(items: readonly T[]): readonly T[] => items.slice(0, 20);

/** Each patient's tree as the server holds it, read over REST with the emulator's admin credential. */
async function readServerTrees(
  port: number,
  patients: readonly string[],
): Promise<Record<string, unknown>> {
  const trees: Record<string, unknown> = {};
  for (const patient of patients) {
    const response = await fetch(`http://127.0.0.1:${port}/${userRoot(patient)}.json`, {
      headers: { Authorization: 'Bearer owner' },
    });
    if (!response.ok) throw new Error(`load bench: reading ${patient} answered ${response.status}`);
    trees[patient] = await response.json();
  }
  return trees;
}

async function main(): Promise<void> {
  const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));
  const server = await startRtdbServer({ port: 0, host: '127.0.0.1', rules, dataFile: null });
  // The rules open a person's tree to her only once she is a member of the association: every bench
  // patient (whose uid the clients sign in with) is made one first, with the owner's credential.
  const members = Object.fromEntries(
    planLoad(shape).patients.map((uid) => [uid, { name: uid, code: 'bench', since: 0 }]),
  );
  const membersWritten = await fetch(`http://127.0.0.1:${server.port}/members.json`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify(members),
  });
  if (!membersWritten.ok)
    throw new Error(`load bench: writing the members answered ${membersWritten.status}`);
  const clients = fork(
    path.join(__dirname, 'loadBenchClients.ts'),
    [String(server.port), JSON.stringify(shape)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const watchdog = setTimeout(() => {
    process.stderr.write(`load bench: gave up after ${benchTimeoutMs / 1000} s\n`);
    clients.kill('SIGKILL');
    process.exit(1);
  }, benchTimeoutMs);

  const replies: LoadReply[] = [];
  const waiters: ((reply: LoadReply) => void)[] = [];
  clients.on('message', (message: LoadReply) => {
    const waiter = waiters.shift();
    if (waiter !== undefined) waiter(message);
    else replies.push(message);
  });
  clients.once('exit', (code) => {
    if (code !== 0 && code !== null) {
      process.stderr.write(`load bench: the client process exited with ${code}\n`);
      process.exit(1);
    }
  });
  const nextReply = <K extends LoadReply['kind']>(
    expected: K,
  ): Promise<Extract<LoadReply, { kind: K }>> =>
    new Promise((resolve, reject) => {
      const settle = (reply: LoadReply): void => {
        if (reply.kind === expected) resolve(reply as Extract<LoadReply, { kind: K }>);
        else reject(new Error(`load bench: expected ${expected}, got ${reply.kind}`));
      };
      const queued = replies.shift();
      if (queued !== undefined) settle(queued);
      else waiters.push(settle);
    });
  const send = (command: LoadCommand): void => {
    clients.send(command);
  };

  const plan = planLoad(shape);
  const ready = await nextReply('ready');
  const loadBefore = round2(os.loadavg()[0] ?? 0);
  const serverCpuBefore = process.cpuUsage();
  send({ kind: 'run', inFlightPerCarer });
  const done = await nextReply('done');
  const serverCpu = process.cpuUsage(serverCpuBefore);
  const serverTrees = await readServerTrees(server.port, plan.patients);
  send({ kind: 'close' });
  await nextReply('closed');
  clearTimeout(watchdog);
  await server.stop();

  const verdict = verifyLoad({
    patients: plan.patients,
    writes: done.writes,
    server: serverTrees,
    listeners: done.listeners,
  });
  const confirmed = done.writes.filter(
    (write): write is WriteOutcome & { ackedMs: number } => write.ackedMs !== null,
  );
  const results: LoadResults = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage1m: { before: loadBefore, after: round2(os.loadavg()[0] ?? 0) },
    shape: {
      ...shape,
      sharedPatients: plan.sharedPatients.length,
      inFlightPerCarer,
      sdkApps: ready.apps,
    },
    connectSeconds: round2(ready.connectMs / 1000),
    writes: {
      started: verdict.writesStarted,
      confirmed: verdict.writesConfirmed,
      seconds: round2(done.writesMs / 1000),
      perSecond: Math.round(verdict.writesConfirmed / (done.writesMs / 1000)),
      untilAllSeenSeconds: round2(done.allSeenMs / 1000),
    },
    writeToListenerMs: roundSummary(
      summarize(
        done.writes.flatMap((write) =>
          write.seenMs === null ? [] : [write.seenMs - write.startedMs],
        ),
      ),
    ),
    writeConfirmedMs: roundSummary(
      summarize(confirmed.map((write) => write.ackedMs - write.startedMs)),
    ),
    transactions: done.transactions,
    listenerEvents: done.listenerEvents,
    cpuSeconds: {
      server: round1((serverCpu.user + serverCpu.system) / 1e6),
      clients: round1(done.cpuMs / 1000),
    },
    verdict: {
      ...verdict,
      failedWrites: capped(verdict.failedWrites),
      duplicateKeys: capped(verdict.duplicateKeys),
      missingOnServer: capped(verdict.missingOnServer),
      missingInListener: capped(verdict.missingInListener),
      neverSeen: capped(verdict.neverSeen),
      unexpectedOnServer: capped(verdict.unexpectedOnServer),
      listenerMismatches: capped(verdict.listenerMismatches),
    },
  };

  const rows = reportRows(results);
  const width = Math.max(...rows.map(([label]) => label.length));
  process.stdout.write(
    `Local Realtime Database load test (${results.cpus} CPUs, load average ${loadBefore} before, ${results.loadAverage1m.after} after)\n`,
  );
  for (const [label, value] of rows) process.stdout.write(`  ${label.padEnd(width)}  ${value}\n`);
  for (const line of problemLines(verdict)) process.stdout.write(`  PROBLEM ${line}\n`);

  const resultsDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'load.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'load.md'), markdown(results));
  process.stdout.write(
    `  written to ${path.relative(process.cwd(), path.join(resultsDir, 'load.json'))} and load.md\n`,
  );
  if (!verdict.ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `load bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
