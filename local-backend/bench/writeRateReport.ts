import type { AgedScale } from '../../bench/aged/agedScale';
import type { CompactionMeasure } from './compactionMeasure';

// What the write-rate bench writes to bench/results/write-rate.json and write-rate.md, and prints.

export interface RateMeasure {
  readonly perSecond: number;
  /** The bench process's CPU time (the servers; the clients run apart) per write. */
  readonly serverCpuMicrosPerWrite: number;
}

export interface ScenarioResult {
  readonly name: 'empty' | 'aged';
  /** Under database.rules.json, or with no rules (the change log's cost alone). */
  readonly underRules: boolean;
  readonly dataFileMb: number;
  /** Loading the data file (and any change log) until the port is open. */
  readonly startSeconds: number;
  /** The best of the rounds: the highest rate, the lowest CPU time. */
  readonly sequential: RateMeasure;
  readonly pipelined: RateMeasure;
  /** Closing every socket, then the last compaction. */
  readonly stopSeconds: number;
}

export interface Ratios {
  readonly sequential: number;
  readonly pipelined: number;
}

export interface WriteRateResults {
  readonly measuredAt: string;
  readonly node: string;
  readonly cpus: number;
  readonly loadAverage1m: { readonly before: number; readonly after: number };
  readonly shape: AgedScale;
  readonly sequentialWrites: number;
  readonly pipelinedWrites: number;
  readonly writesInFlight: number;
  readonly listeners: number;
  readonly rounds: number;
  /** The bench process: before, then with the empty and aged databases under the rules (and the rules' copies). */
  readonly rssMb: { readonly before: number; readonly withPairUnderRules: number };
  readonly scenarios: readonly ScenarioResult[];
  /** Aged writes per second over empty writes per second. */
  readonly agedOverEmpty: { readonly underRules: Ratios; readonly withoutRules: Ratios };
  readonly agedRateFloor: number;
  readonly compaction: CompactionMeasure;
}

export function writeRateMarkdown(results: WriteRateResults): string {
  const { shape, compaction } = results;
  const rate = (measure: RateMeasure): string =>
    `${measure.perSecond} (${measure.serverCpuMicrosPerWrite} µs)`;
  const scenarioRow = (scenario: ScenarioResult): string =>
    `| ${scenario.name} | ${scenario.underRules ? 'database.rules.json' : 'none'} | ${scenario.dataFileMb} MB | ${rate(scenario.sequential)} | ${rate(scenario.pipelined)} | ${scenario.startSeconds} s | ${scenario.stopSeconds} s |`;
  const within = (ratios: Ratios): string =>
    `${ratios.sequential} one at a time, ${ratios.pipelined} with ${results.writesInFlight} in flight: ` +
    (ratios.sequential >= results.agedRateFloor && ratios.pipelined >= results.agedRateFloor
      ? 'within 2×'
      : 'NOT within 2×');
  const writer = (label: string, measure: CompactionMeasure['quiet']): string =>
    `| ${label} | ${measure.writes} | ${measure.perSecond} | ${measure.slowestWriteMs} ms | ${measure.longestPauseMs} ms |`;
  return `# Local Realtime Database: write rate, empty and aged (${results.measuredAt})

\`npm run bench:writes -w local-backend\` (part of \`npm run bench\`): the local Realtime Database on
loopback, one person's SDK client writing contacts in her own tree (${results.listeners} records
listened to by a second client), each write confirmed only once it is saved in the change log.
"Aged": a year of data for ${shape.people} people (${shape.daysOfDoses} days of doses taken,
${shape.medicinesPerPerson} medicines, ${shape.contactsPerPerson} contacts and
${shape.appointmentsPerPerson} appointments each, as the aged-association bench's). Empty and aged are served side by side and
measured in turn, ${results.rounds} rounds, under the rules, then without; best of the rounds. Node ${results.node},
${results.cpus} CPUs, load average ${results.loadAverage1m.before} before the run and
${results.loadAverage1m.after} after it (the machine is shared: compare the rows, not runs).

| database | rules | data file | writes/s one at a time, ${results.sequentialWrites} (server CPU per write) | writes/s ${results.writesInFlight} in flight, ${results.pipelinedWrites} (server CPU per write) | start | stop |
|---|---|---|---|---|---|---|
${results.scenarios.map(scenarioRow).join('\n')}

Aged over empty, without rules (the change log's cost): ${within(results.agedOverEmpty.withoutRules)}.
Under the rules: ${within(results.agedOverEmpty.underRules)}. The rules engine (targaryen) copies every
node along a write's path with all its children; the gate hands it only the part of the data the
request's rules can look at (local-backend/src/rtdb/README.md), so a write's cost does not grow with
the number of people.
Memory of the bench process: ${results.rssMb.before} MB before, ${results.rssMb.withPairUnderRules} MB with the empty and aged databases loaded under the rules.

Compaction of the aged tree (${compaction.dataFileMb} MB) while ${compaction.writers} writers each save a
record and wait for it to be saved, again and again (in-process, no rules): JSON.stringify of the
whole tree in one go takes ${compaction.plainStringifyMs} ms; the compaction reads it slice by slice
instead and took ${compaction.duringCompaction.compactionMs} ms. Closing with writes in the log (last
compaction) took ${compaction.closeMs} ms.

| writers | writes | writes/s | slowest write | longest event-loop pause |
|---|---|---|---|---|
${writer('alone', compaction.quiet)}
${writer('during compaction', compaction.duringCompaction)}
`;
}
