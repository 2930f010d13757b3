import type { FirebaseApp } from 'firebase/app';
import type { DatabasePort } from '@amparo/shared-machines';
import {
  createRecordsRepository,
  recordLayouts,
  userRoot,
  type RecordKind,
  type RecordsRepository,
} from '@amparo/shared-machines/records';
// Not exported by `@amparo/shared-machines/firebase` (the page only needs createFirebaseBackend); the
// bench needs the port alone, over an app it has signed in with a mock token.
import { createFirebaseDatabasePort } from '../../shared-machines/src/firebase/firebaseDatabasePort';
import type { WriteOutcome } from './loadBenchChecks';
import { labelField, planLoad, type CarerPlan, type LoadShape } from './loadBenchPlan';

// The load bench's clients (docs/product.md: Hard cases), in their own process (forked by loadBench.ts) so the server is
// measured alone. One SDK app (its own connection) per patient, listening to the patient's whole tree;
// one SDK app per (carer, patient) pair, signed in as that patient as the carers' area is, saving
// records through the product's records repository over the product's database port, so every
// number is taken by the same counter transaction the carers' area runs, with the counters followed
// as the carers' add screens follow them.

export type LoadCommand =
  { readonly kind: 'run'; readonly inFlightPerCarer: number } | { readonly kind: 'close' };

export interface TransactionCounts {
  /** Transactions started (one per counter allocation, one per record write). */
  readonly started: number;
  /**
   * Times their update function ran. The SDK runs it first on its cached value (none for a path this
   * app is not already following) and again each time the server refuses that value as stale, which
   * is also what another client's commit in between causes.
   */
  readonly runs: number;
  /** The most runs one transaction needed. */
  readonly maxRuns: number;
  /** Transactions that ran three times or more: refused again after reading the server's value. */
  readonly threeOrMoreRuns: number;
}

/** Counter transactions for patients two carers write to, and for the others; then the records' transactions. */
export interface TransactionTally {
  readonly counterShared: TransactionCounts;
  readonly counterOthers: TransactionCounts;
  readonly record: TransactionCounts;
}

export type LoadReply =
  | { readonly kind: 'ready'; readonly apps: number; readonly connectMs: number }
  | {
      readonly kind: 'done';
      readonly writes: readonly WriteOutcome[];
      /** Each patient's tree as its listener last reported it. */
      readonly listeners: Readonly<Record<string, unknown>>;
      /** From the first write started to the last one confirmed. */
      readonly writesMs: number;
      /** From the first write started to every confirmed record seen by its listener. */
      readonly allSeenMs: number;
      readonly listenerEvents: number;
      readonly transactions: TransactionTally;
      readonly cpuMs: number;
    }
  | { readonly kind: 'closed' };

const port = Number(process.argv[2]);
const shape = JSON.parse(process.argv[3] ?? '{}') as LoadShape;
const namespace = 'demo-amparo-default-rtdb';
/** After the last confirmation: how long listeners may take to report the last records. */
const seenDeadlineMs = 15_000;
/** Listeners count as settled when none has reported anything for this long. */
const quietMs = 300;

type AppSdk = typeof import('firebase/app');
type DatabaseSdk = typeof import('firebase/database');

interface Sdk {
  readonly app: AppSdk;
  readonly database: DatabaseSdk;
}

type MutableOutcome = { -readonly [K in keyof WriteOutcome]: WriteOutcome[K] };

function reply(message: LoadReply): void {
  process.send?.(message);
}

const counterNodes = new Set(Object.values(recordLayouts).map((layout) => layout.counterNode));
const zero = (): { -readonly [K in keyof TransactionCounts]: number } => ({
  started: 0,
  runs: 0,
  maxRuns: 0,
  threeOrMoreRuns: 0,
});
const tally = { counterShared: zero(), counterOthers: zero(), record: zero() };

/** The port as it is, counting how often the transactions' update functions run (the contention). */
function countingTransactions(database: DatabasePort, shared: boolean): DatabasePort {
  return {
    ...database,
    transaction(path, update) {
      const counts = !counterNodes.has(path.split('/')[1] ?? '')
        ? tally.record
        : shared
          ? tally.counterShared
          : tally.counterOthers;
      counts.started += 1;
      let runs = 0;
      return database.transaction(path, (current) => {
        runs += 1;
        counts.runs += 1;
        counts.maxRuns = Math.max(counts.maxRuns, runs);
        if (runs === 3) counts.threeOrMoreRuns += 1;
        return update(current);
      });
    },
  };
}

/**
 * An SDK app signed in as `uid` with a mock ID token, and the product's port over it. The port's
 * `emulator` option cannot carry a token, so the app's database is pointed at the server here first;
 * the port's `getDatabase(app)` then returns that same instance. Both SDK modules are imported the way
 * the port imports them (`import()`): under tsx a static import would load the CommonJS build, whose
 * apps the port's ES build cannot use.
 */
function connectAs(
  sdk: Sdk,
  name: string,
  uid: string,
  shared: boolean,
): { app: FirebaseApp; database: DatabasePort } {
  const app = sdk.app.initializeApp(
    { projectId: 'demo-amparo', databaseURL: `http://127.0.0.1:${port}?ns=${namespace}` },
    name,
  );
  sdk.database.connectDatabaseEmulator(sdk.database.getDatabase(app), '127.0.0.1', port, {
    mockUserToken: { user_id: uid, sub: uid },
  });
  return { app, database: countingTransactions(createFirebaseDatabasePort(app), shared) };
}

function connected(database: DatabasePort): Promise<void> {
  return new Promise((resolve) => {
    let stop: (() => void) | null = null;
    let done = false;
    stop = database.onConnectionChange((isConnected) => {
      if (!isConnected || done) return;
      done = true;
      queueMicrotask(() => stop?.());
      resolve();
    });
  });
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const counterKinds: readonly RecordKind[] = ['contact', 'appointment', 'medication'];

/**
 * As an open add screen does (AddRecordScreen): the repository follows the kind's counter, so a save's
 * counter transaction starts from the server's value. Resolves once that value has arrived.
 */
function followCounterReady(repository: RecordsRepository, kind: RecordKind): Promise<void> {
  return new Promise((resolve) => {
    repository.followCounter(kind, resolve);
  });
}

async function main(): Promise<void> {
  const sdk: Sdk = {
    app: await import('firebase/app'),
    database: await import('firebase/database'),
  };
  const plan = planLoad(shape);
  const apps: FirebaseApp[] = [];
  const connectStartedAt = performance.now();

  // Every outcome exists before the run, so a listener can match a label as soon as it appears.
  const outcomes = new Map<string, MutableOutcome>();
  for (const carer of plan.carers) {
    for (const write of carer.writes) {
      outcomes.set(write.label, {
        carer: write.carer,
        patient: write.patient,
        kind: write.kind,
        label: write.label,
        startedMs: Number.NaN,
        ackedMs: null,
        key: null,
        error: null,
        seenMs: null,
      });
    }
  }
  let runStartedAt = Number.NaN;
  let lastEventAt = 0;
  let listenerEvents = 0;
  let unseen = 0;
  const lastValues: Record<string, unknown> = {};

  const onTree = (patient: string, tree: unknown): void => {
    const now = performance.now();
    lastEventAt = now;
    listenerEvents += 1;
    lastValues[patient] = tree;
    if (typeof tree !== 'object' || tree === null) return;
    for (const kind of Object.keys(recordLayouts) as RecordKind[]) {
      const list = (tree as Record<string, unknown>)[recordLayouts[kind].listNode];
      if (typeof list !== 'object' || list === null) continue;
      for (const record of Object.values(list as Record<string, Record<string, unknown>>)) {
        const outcome = outcomes.get(String(record[labelField(kind)]));
        if (
          outcome === undefined ||
          outcome.seenMs !== null ||
          outcome.patient !== patient ||
          Number.isNaN(outcome.startedMs)
        )
          continue;
        outcome.seenMs = now - runStartedAt;
        unseen -= 1;
      }
    }
  };

  // The patients' clients: each listens to its own tree and has reported its first value (empty).
  const listening = plan.patients.map((patient) => {
    const { app, database } = connectAs(sdk, `patient-${patient}`, patient, false);
    apps.push(app);
    return new Promise<void>((resolve) => {
      let first = true;
      database.subscribe(
        userRoot(patient),
        (tree) => {
          onTree(patient, tree);
          if (first) {
            first = false;
            resolve();
          }
        },
        (error) => {
          process.stderr.write(`load bench: listener of ${patient} failed: ${error.message}\n`);
          process.exit(1);
        },
      );
    });
  });
  // The carers' clients: one app per patient served, connected before the clock starts.
  const repositories = new Map<string, RecordsRepository>();
  const carerConnections: Promise<void>[] = [];
  for (const carer of plan.carers) {
    for (const patient of carer.patients) {
      const { app, database } = connectAs(
        sdk,
        `carer-${carer.carer}-${patient}`,
        patient,
        plan.sharedPatients.includes(patient),
      );
      apps.push(app);
      const repository = createRecordsRepository(database, patient);
      repositories.set(`${carer.carer}/${patient}`, repository);
      carerConnections.push(
        connected(database),
        ...counterKinds.map((kind) => followCounterReady(repository, kind)),
      );
    }
  }
  await Promise.all([...listening, ...carerConnections]);
  reply({ kind: 'ready', apps: apps.length, connectMs: performance.now() - connectStartedAt });

  /** One carer's saves, `inFlight` at a time, each through the repository of the patient it is for. */
  const runCarer = async (carer: CarerPlan, inFlight: number): Promise<void> => {
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < carer.writes.length) {
        const write = carer.writes[next] as CarerPlan['writes'][number];
        next += 1;
        const outcome = outcomes.get(write.label) as MutableOutcome;
        const repository = repositories.get(`${carer.carer}/${write.patient}`) as RecordsRepository;
        outcome.startedMs = performance.now() - runStartedAt;
        try {
          outcome.key = await repository.add(write.kind, write.value);
          outcome.ackedMs = performance.now() - runStartedAt;
        } catch (error) {
          outcome.error = error instanceof Error ? error.message : String(error);
        }
      }
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
  };

  const run = async (inFlightPerCarer: number): Promise<LoadReply> => {
    const cpuBefore = process.cpuUsage();
    unseen = outcomes.size;
    runStartedAt = performance.now();
    await Promise.all(plan.carers.map((carer) => runCarer(carer, inFlightPerCarer)));
    const writesMs = performance.now() - runStartedAt;
    const failed = [...outcomes.values()].filter((outcome) => outcome.key === null).length;
    const deadline = performance.now() + seenDeadlineMs;
    while (unseen > failed && performance.now() < deadline) await sleep(5);
    const allSeenMs = Math.max(
      writesMs,
      ...[...outcomes.values()].map((outcome) => outcome.seenMs ?? 0),
    );
    while (performance.now() - lastEventAt < quietMs && performance.now() < deadline)
      await sleep(quietMs / 4);
    const cpu = process.cpuUsage(cpuBefore);
    return {
      kind: 'done',
      writes: [...outcomes.values()],
      listeners: lastValues,
      writesMs,
      allSeenMs,
      listenerEvents,
      transactions: {
        counterShared: { ...tally.counterShared },
        counterOthers: { ...tally.counterOthers },
        record: { ...tally.record },
      },
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
  };

  process.on('message', (command: LoadCommand) => {
    const handle = async (): Promise<void> => {
      switch (command.kind) {
        case 'run':
          reply(await run(command.inFlightPerCarer));
          return;
        case 'close':
          await Promise.all(apps.map((app) => sdk.app.deleteApp(app)));
          reply({ kind: 'closed' });
          process.disconnect?.();
          return;
      }
    };
    handle().catch((error: unknown) => {
      process.stderr.write(
        `load bench clients: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exit(1);
    });
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `load bench clients: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
