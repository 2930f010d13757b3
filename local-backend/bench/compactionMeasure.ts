import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ADMIN } from '../src/rtdb/authToken';
import { openDataFile, type DataFilePersistence } from '../src/rtdb/dataFilePersistence';
import { RealtimeDatabase } from '../src/rtdb/realtimeDatabase';

// The change log's compaction on a large tree, measured in this process: the database and its
// persistence without a server, a few writers each confirming a write at a time (as clients waiting
// for each 'ok'), first alone, then while the whole tree is folded into the data file.

export interface CompactionMeasure {
  readonly dataFileMb: number;
  /** Writers at once, each waiting for its write to be saved before the next. */
  readonly writers: number;
  /** JSON.stringify of the whole tree in one go: how long the event loop would stop for it. */
  readonly plainStringifyMs: number;
  /** The writer alone. */
  readonly quiet: WriterMeasure;
  /** The writer while a compaction runs, and the compaction's own time. */
  readonly duringCompaction: WriterMeasure & { readonly compactionMs: number };
  /** Stopping with writes in the log: the last compaction, then the log closed. */
  readonly closeMs: number;
}

export interface WriterMeasure {
  readonly writes: number;
  readonly perSecond: number;
  /** The slowest write, applied → saved. */
  readonly slowestWriteMs: number;
  /** The longest the event loop was held (monitorEventLoopDelay). */
  readonly longestPauseMs: number;
}

const quietMs = 2000;
const writers = 10;
const round1 = (value: number): number => Math.round(value * 10) / 10;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** `writers` writers each write a small record, wait until it is saved, and again, until `until` settles. */
async function writeUntil(
  database: RealtimeDatabase,
  until: Promise<unknown>,
): Promise<WriterMeasure> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const startedAt = performance.now();
  let writes = 0;
  let slowest = 0;
  const writer = async (lane: number) => {
    while (!done) {
      const writeStartedAt = performance.now();
      database.set(`bench/writer${lane}/${writes % 100}`, { value: writes, at: Date.now() }, ADMIN);
      writes += 1;
      await database.whenSaved();
      slowest = Math.max(slowest, performance.now() - writeStartedAt);
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, lane) => writer(lane)));
  const elapsedMs = performance.now() - startedAt;
  delay.disable();
  return {
    writes,
    perSecond: Math.round(writes / (elapsedMs / 1000)),
    slowestWriteMs: round1(slowest),
    longestPauseMs: round1(delay.max / 1e6),
  };
}

/** `treeJson`: the tree to compact, as JSON. */
export async function measureCompaction(treeJson: string): Promise<CompactionMeasure> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-compaction-'));
  try {
    const dataFile = path.join(workDir, 'database.json');
    writeFileSync(dataFile, treeJson);
    const opened = await openDataFile(dataFile, () => undefined);
    const persistence: DataFilePersistence = opened.persistence;
    const database = new RealtimeDatabase(opened.data, null, persistence);
    persistence.readFrom((keys) => database.valueAt(keys));

    const stringifyStartedAt = performance.now();
    const dataFileBytes = JSON.stringify(database.valueAt([])).length;
    const plainStringifyMs = performance.now() - stringifyStartedAt;
    // What earlier work left (another bench, the line above) is not this measurement's to collect.
    collectGarbage();

    const quiet = await writeUntil(
      database,
      new Promise((resolve) => setTimeout(resolve, quietMs)),
    );
    const compactionStartedAt = performance.now();
    let compactionMs = 0;
    const compaction = persistence.compact().then(() => {
      compactionMs = performance.now() - compactionStartedAt;
    });
    const duringCompaction = await writeUntil(database, compaction);
    database.set('bench/last', 1, ADMIN);
    const closeStartedAt = performance.now();
    await persistence.close();
    return {
      dataFileMb: round1(dataFileBytes / 1_048_576),
      writers,
      plainStringifyMs: round1(plainStringifyMs),
      quiet,
      duringCompaction: { ...duringCompaction, compactionMs: round1(compactionMs) },
      closeMs: round1(performance.now() - closeStartedAt),
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
