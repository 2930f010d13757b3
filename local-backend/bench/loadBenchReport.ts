import type { LatencySummary, LoadVerdict } from './loadBenchChecks';
import type { TransactionCounts, TransactionTally } from './loadBenchClients';
import type { LoadShape } from './loadBenchPlan';

// What the load bench writes to bench/results/load.json and load.md, and prints.

export interface LoadResults {
  readonly measuredAt: string;
  readonly node: string;
  readonly cpus: number;
  /** The machine is shared: its load before and after the run, to read the times against. */
  readonly loadAverage1m: { readonly before: number; readonly after: number };
  readonly shape: LoadShape & {
    readonly sharedPatients: number;
    readonly inFlightPerCarer: number;
    readonly sdkApps: number;
  };
  readonly connectSeconds: number;
  readonly writes: {
    readonly started: number;
    readonly confirmed: number;
    /** First write started → last write confirmed. */
    readonly seconds: number;
    readonly perSecond: number;
    /** First write started → every record seen by its patient's listener. */
    readonly untilAllSeenSeconds: number;
  };
  /** A carer starting a save → the patient's listener first reporting the record. */
  readonly writeToListenerMs: LatencySummary;
  /** A carer starting a save → `add` resolving (two transactions: the counter, then the record). */
  readonly writeConfirmedMs: LatencySummary;
  readonly transactions: TransactionTally;
  readonly listenerEvents: number;
  readonly cpuSeconds: { readonly server: number; readonly clients: number };
  readonly verdict: LoadVerdict;
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

export function reportRows(results: LoadResults): [string, string][] {
  const { shape, writes, verdict } = results;
  const reruns = (counts: TransactionCounts): string =>
    `${counts.started} transactions, ${(counts.runs / Math.max(counts.started, 1)).toFixed(2)} runs each on average, ` +
    `${counts.threeOrMoreRuns} ran 3 times or more (at most ${counts.maxRuns})`;
  return [
    [
      'clients',
      `${shape.patients} patients listening, ${shape.carers} carers writing (${shape.sharedPatients} patients shared by two carers); ${shape.sdkApps} SDK apps, connected in ${results.connectSeconds} s`,
    ],
    [
      'writes',
      `${writes.confirmed} of ${writes.started} confirmed in ${writes.seconds} s = ${writes.perSecond} writes/s (${shape.inFlightPerCarer} in flight per carer)`,
    ],
    ['every record seen', `${writes.untilAllSeenSeconds} s after the first write`],
    ['write → listener, median', ms(results.writeToListenerMs.median)],
    [
      'write → listener, p95',
      `${ms(results.writeToListenerMs.p95)} (max ${ms(results.writeToListenerMs.max)}, ${results.writeToListenerMs.samples} records)`,
    ],
    [
      'write confirmed, median / p95',
      `${ms(results.writeConfirmedMs.median)} / ${ms(results.writeConfirmedMs.p95)}`,
    ],
    ['counter transactions, shared patients', reruns(results.transactions.counterShared)],
    ['counter transactions, other patients', reruns(results.transactions.counterOthers)],
    ['record transactions', reruns(results.transactions.record)],
    ['records on the server', String(verdict.recordsOnServer)],
    [
      'records in the listeners',
      `${verdict.recordsInListeners} (${results.listenerEvents} listener events)`,
    ],
    ['lost', String(verdict.lost)],
    ['numbers given twice', String(verdict.duplicateKeys.length)],
    ['listeners differing from the server', String(verdict.listenerMismatches.length)],
    ['CPU', `server ${results.cpuSeconds.server} s, clients ${results.cpuSeconds.clients} s`],
    ['verdict', verdict.ok ? 'PASS' : 'FAIL'],
  ];
}

/** The problems found, one line each (none when the run passed). */
export function problemLines(verdict: LoadVerdict): string[] {
  const some = (items: readonly string[]): string =>
    items.slice(0, 5).join('; ') + (items.length > 5 ? `; … (${items.length})` : '');
  const lines: [string, readonly string[]][] = [
    ['not confirmed', verdict.failedWrites],
    ['numbers given twice', verdict.duplicateKeys],
    ['missing on the server', verdict.missingOnServer],
    ['missing in the listener', verdict.missingInListener],
    ['never seen by the listener', verdict.neverSeen],
    ['on the server but not written', verdict.unexpectedOnServer],
    [
      'listeners differing from the server',
      verdict.listenerMismatches.map(
        (mismatch) => `${mismatch.patient} at ${mismatch.differences.join(', ')}`,
      ),
    ],
  ];
  return lines
    .filter(([, items]) => items.length > 0)
    .map(([what, items]) => `${what}: ${some(items)}`);
}

export function markdown(results: LoadResults): string {
  const { shape } = results;
  const problems = problemLines(results.verdict);
  return `# Local Realtime Database load test (${results.measuredAt})

\`npm run bench\` (or \`npm run bench:load -w local-backend\`): the local Realtime Database under
database.rules.json on loopback, the Firebase JS SDK clients in a separate Node process. ${shape.patients} patients'
clients each listen to their own tree (\`Newdata_{uid}\`); ${shape.carers} carers save ${shape.records} records in total
(contacts, appointments and medicines in turn) through the product's records repository, each number taken by a
transaction on the counter, followed as an open add screen follows it. Each carer serves ${shape.patients / shape.carers + shape.sharedPerCarer} patients, with one SDK app signed in as each;
${shape.sharedPatients} patients are served by two carers at once. Node ${results.node}, ${results.cpus} CPUs, load average
${results.loadAverage1m.before} before the run and ${results.loadAverage1m.after} after it.

| measure | value |
|---|---|
${reportRows(results)
  .map(([label, value]) => `| ${label} | ${value} |`)
  .join('\n')}

"Lost" counts records not confirmed, not on the server under their number, or not in (or never seen by) their
patient's listener; every listener's last value must equal the server's tree for that patient. A transaction's
update runs first on the SDK's cached value (the followed counter's), and again each time the server refuses it as
stale: a second run means another client took a number in between — the shared patients' counters.
${problems.length > 0 ? `\nProblems:\n\n${problems.map((line) => `- ${line}`).join('\n')}\n` : ''}`;
}
