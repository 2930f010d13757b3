import type { AgedShape } from './agedDatabase';
import type { CompactionMeasure } from './compactionMeasure';

// What the write-rate bench writes to bench/results/write-rate.json and write-rate.md, and prints.

export interface ScenarioResult {
  readonly name: 'empty' | 'aged';
  readonly dataFileMb: number;
  /** Loading the data file (and any change log) until the port is open. */
  readonly startSeconds: number;
  readonly sequentialPerSecond: number;
  readonly pipelinedPerSecond: number;
  /** Closing every socket, then the last compaction. */
  readonly stopSeconds: number;
  /** The bench process (server and data) after the writes. */
  readonly rssMb: number;
}

export interface WriteRateResults {
  readonly measuredAt: string;
  readonly node: string;
  readonly cpus: number;
  readonly loadAverage1m: { readonly before: number; readonly after: number };
  readonly shape: AgedShape;
  readonly sequentialWrites: number;
  readonly pipelinedWrites: number;
  readonly writesInFlight: number;
  readonly listeners: number;
  readonly scenarios: readonly ScenarioResult[];
  /** Aged writes per second over empty writes per second. */
  readonly agedOverEmpty: { readonly sequential: number; readonly pipelined: number };
  readonly agedRateFloor: number;
  readonly compaction: CompactionMeasure;
}

export function writeRateMarkdown(results: WriteRateResults): string {
  const { shape, compaction } = results;
  const scenarioRow = (scenario: ScenarioResult): string =>
    `| ${scenario.name} | ${scenario.dataFileMb} MB | ${scenario.sequentialPerSecond} | ${scenario.pipelinedPerSecond} | ${scenario.startSeconds} s | ${scenario.stopSeconds} s | ${scenario.rssMb} MB |`;
  const within =
    results.agedOverEmpty.sequential >= results.agedRateFloor &&
    results.agedOverEmpty.pipelined >= results.agedRateFloor;
  const writer = (label: string, measure: CompactionMeasure['quiet']): string =>
    `| ${label} | ${measure.writes} | ${measure.perSecond} | ${measure.slowestWriteMs} ms | ${measure.longestPauseMs} ms |`;
  return `# Local Realtime Database: write rate, empty and aged (${results.measuredAt})

\`npm run bench:writes -w local-backend\` (part of \`npm run bench\`): the local Realtime Database under
database.rules.json on loopback, one person's SDK client writing contacts in her own tree
(${results.listeners} records listened to by a second client), each write confirmed only once it is
saved in the change log. "Aged": a year of data for ${shape.people} people (${shape.days} days of doses
taken, ${shape.medicinesPerPerson} medicines, ${shape.contactsPerPerson} contacts and
${shape.appointmentsPerPerson} appointments each). Node ${results.node}, ${results.cpus} CPUs, load
average ${results.loadAverage1m.before} before the run and ${results.loadAverage1m.after} after it.

| database | data file | writes/s, one at a time (${results.sequentialWrites}) | writes/s, ${results.writesInFlight} in flight (${results.pipelinedWrites}) | start | stop | RSS after |
|---|---|---|---|---|---|---|
${results.scenarios.map(scenarioRow).join('\n')}

Aged over empty: ${results.agedOverEmpty.sequential} one at a time, ${results.agedOverEmpty.pipelined} with ${results.writesInFlight} in flight —
${within ? 'within' : 'NOT within'} the goal (at least ${results.agedRateFloor}, i.e. within 2×).

Compaction of the aged tree (${compaction.dataFileMb} MB) while one writer saves a record at a time
(in-process, no rules): JSON.stringify of the whole tree in one go takes ${compaction.plainStringifyMs} ms;
the compaction reads it slice by slice instead and took ${compaction.duringCompaction.compactionMs} ms.
Closing with writes in the log (last compaction) took ${compaction.closeMs} ms.

| writer | writes | writes/s | slowest write | longest event-loop pause |
|---|---|---|---|---|
${writer('alone', compaction.quiet)}
${writer('during compaction', compaction.duringCompaction)}
`;
}
