import type { GoalVerdict } from './agedGoals';
import { peopleCount, type AgedScale } from './agedScale';
import type { ConsoleRun, TabletProfile } from './carerRuns';
import type { RunSummary } from './runStatistics';
import type { WriteRate } from './writeRate';
import type { WriteRateBenchFigures } from './writeRateBench';

/** The bench's results as written to bench/results (JSON) and as a page to read (Markdown). */
export interface CarerResult {
  readonly name: string;
  readonly follows: number;
  readonly runs: readonly ConsoleRun[];
  readonly summary: {
    readonly signInToConsoleMs: RunSummary;
    readonly consoleToPersonMs: RunSummary;
    readonly personToConsoleMs: RunSummary;
    readonly consoleReceivedBytes: RunSummary;
    readonly consoleWebsocketBytes: RunSummary;
    readonly heapUsedBytes: RunSummary;
    readonly domNodes: RunSummary;
    readonly listensAtConsole: RunSummary;
    readonly listensPersonToConsole: RunSummary;
    readonly peopleShown: RunSummary;
  };
}

export interface AgedResult {
  readonly date: string;
  readonly command: string;
  readonly codeVersion: string;
  readonly machine: { readonly cpus: number; readonly loadAverageAtStart: readonly number[] };
  readonly scale: AgedScale;
  readonly tablet: TabletProfile;
  readonly generation: {
    readonly people: number;
    readonly dosesTaken: number;
    readonly databaseMegabytes: number;
    readonly writeRequests: number;
    readonly accountsMs: number;
    readonly userDocumentsMs: number;
    readonly databaseMs: number;
    /** Every person's summary and her cards in the carers' consoles, rebuilt from her lists. */
    readonly summariesMs: number;
    readonly totalMs: number;
    /** The cards rebuilt: one per link (absent in results older than the cards). */
    readonly cards?: number;
  };
  readonly writeRate: {
    /** The platform just started, before the association was generated. */
    readonly emptyAtStart: WriteRate;
    readonly aged: WriteRate;
    /** After the carers' runs, the aged data removed. */
    readonly empty: WriteRate;
  };
  /** The local backend's write-rate bench's last figures (bench/results/write-rate.json), when present. */
  readonly writeRateBench: WriteRateBenchFigures | null;
  readonly carers: readonly CarerResult[];
  readonly growthRatio: number | null;
  readonly goals: readonly GoalVerdict[];
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const whole = (value: number): string => String(Math.round(value));

function cells(summary: RunSummary, show: (value: number) => string): string {
  const unfinished = summary.unfinished > 0 ? ` + ${summary.unfinished} unfinished` : '';
  if (summary.median === null || summary.min === null || summary.max === null)
    return `— | — | 0${unfinished}`;
  return `${show(summary.median)} | ${show(summary.min)} – ${show(summary.max)} | ${summary.runs}${unfinished}`;
}

function carerTable(carer: CarerResult): string {
  const s = carer.summary;
  const rows: [string, RunSummary, (value: number) => string][] = [
    ['sign-in → console drawn', s.signInToConsoleMs, seconds],
    ["console → a person's contacts", s.consoleToPersonMs, seconds],
    ['a person → console (back)', s.personToConsoleMs, seconds],
    ['received while the console loads', s.consoleReceivedBytes, kb],
    ['… of it over the websocket', s.consoleWebsocketBytes, kb],
    ['JS heap, console drawn (after GC)', s.heapUsedBytes, mb],
    ['DOM nodes, console drawn', s.domNodes, whole],
    ['listens sent, console load', s.listensAtConsole, whole],
    ['listens sent, person → console', s.listensPersonToConsole, whole],
    ['people drawn in the list', s.peopleShown, whole],
  ];
  const failures = carer.runs.flatMap((run, index) =>
    run.failure === undefined ? [] : [`- run ${index + 1} did not finish: ${run.failure}`],
  );
  const load = carer.runs.find((run) => run.consoleLoad !== null)?.consoleLoad;
  const byPath = (counts: Readonly<Record<string, number>>, show: (value: number) => string) =>
    Object.entries(counts)
      .sort(([, a], [, b]) => b - a)
      .map(([pattern, value]) => `\`${pattern}\` ${show(value)}`)
      .join(', ');
  const paths =
    load === undefined || load === null
      ? []
      : [
          `The console's load by path (the first finished run's): listens ${byPath(load.listensByPath, whole) || 'none'}; data received ${byPath(load.dataBytesByPath, kb) || 'none'}.`,
        ];
  return [
    `### ${carer.name}, who follows ${peopleCount(carer.follows)}`,
    '',
    '| measure | median | range | runs |',
    '|---|---|---|---|',
    ...rows.map(([name, summary, show]) => `| ${name} | ${cells(summary, show)} |`),
    '',
    ...paths,
    ...(paths.length > 0 ? [''] : []),
    `Load average (1, 5, 15 min) at each run's start: ${carer.runs.map((run) => run.loadAverage.join(' / ')).join('; ')}.`,
    ...(failures.length > 0 ? ['', ...failures] : []),
  ].join('\n');
}

export function agedMarkdown(result: AgedResult): string {
  const g = result.generation;
  const network =
    result.tablet.network === null
      ? 'network not throttled (loopback)'
      : `network throttled with Lighthouse's mobile numbers (${result.tablet.network.latencyMs} ms per request, ${((result.tablet.network.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(2)} Mbit/s down)`;
  const rate = (name: string, w: WriteRate): string =>
    `| ${name} | ${w.writesPerSecond} (${w.roundsPerSecond.join(', ')}) | ${w.medianMs} ms | ${w.p95Ms} ms |`;
  return `# Aged association bench (${result.date})

\`${result.command}\` (code ${result.codeVersion}) on ${result.machine.cpus} CPUs, load average at the start ${result.machine.loadAverageAtStart.join(' / ')}.

An association after a year: ${peopleCount(g.people)}, each with ${result.scale.contactsPerPerson} contacts, ${result.scale.appointmentsPerPerson} appointments (one today, one tomorrow, the rest over the year), ${result.scale.medicinesPerPerson} medicines with dose times set a year ago, and ${result.scale.daysOfDoses} days of doses taken (${Math.round(result.scale.takenShare * 100)}% of them: ${g.dosesTaken.toLocaleString('en')} doses); carers following ${result.scale.carersFollow.join(', ')} people.
Generated in ${seconds(g.totalMs)}: accounts ${seconds(g.accountsMs)}, \`users\` documents ${seconds(g.userDocumentsMs)}, the database (${g.databaseMegabytes.toFixed(1)} MB of JSON in ${g.writeRequests} multi-path writes) ${seconds(g.databaseMs)}, summaries${g.cards === undefined ? '' : ` and ${g.cards.toLocaleString('en')} carers' cards`} rebuilt ${seconds(g.summariesMs)}.

Each carer in Chromium at ${result.tablet.width}×${result.tablet.height}, CPU ${result.tablet.cpuSlowdown}× slower (DevTools' CPU throttling), ${network}; one warm-up run each (the app's code then comes from the cache, as on the carer's own tablet), then the carers' runs interleaved (each round runs every carer once, so the machine's load falls on all of them alike), each run signing in through the login form in a fresh page. A screen's time is taken in the page, from the tap (or the navigation back) to the first animation frame with the screen drawn (bench/aged/screenTiming.ts), not by the test driver's retries. "Received" = HTTP bytes over the wire plus websocket frames' payloads, from the tap on 'Entrar' until the traffic has been quiet for 0.5 s. Listens = websocket frames sent with \`"a":"q"\` or \`"a":"l"\`.

${result.carers.map(carerTable).join('\n\n')}

Growth ratio (console time, most people / fewest): ${result.growthRatio === null ? 'not measured' : result.growthRatio.toFixed(2)}.

Database writes by REST as the administrator (small values, ${result.writeRate.empty.inFlight} in flight; after a warm-up, ${result.writeRate.empty.rounds} rounds of ${result.writeRate.empty.writes} writes: their median rate, each round's in brackets, and every write's latency). The empty database is measured twice, before the association is generated and after its data is removed at the end; the goal compares the aged rate with the faster of the two. These writes bypass the rules; the local backend's write-rate bench (bench/results/write-rate.md) measures a person's writes under them, and its last figures are judged below too:

| database | writes/s | latency median | latency p95 |
|---|---|---|---|
${rate('empty, the server just started', result.writeRate.emptyAtStart)}
${rate('aged', result.writeRate.aged)}
${rate('empty again (the aged data removed after the runs)', result.writeRate.empty)}

## Goals

| goal | target | measured | met |
|---|---|---|---|
${result.goals.map((goal) => `| ${goal.goal} | ${goal.target} | ${goal.measured} | ${goal.met ? 'met' : 'NOT met'} |`).join('\n')}
`;
}
