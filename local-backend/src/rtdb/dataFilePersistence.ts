import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { ChangeLog, syncFolder } from './changeLog';
import { replayChangeLog } from './changeLogReplay';
import { valueError } from './dataValidation';
import { DataTree } from './dataTree';
import type { PathKeys } from './databasePath';
import type { JsonValue } from './jsonValue';
import {
  applyChange,
  changeLine,
  type ChangeJournal,
  type PersistedChange,
} from './persistedChange';
import { serializeInSlices } from './snapshotSlices';
import { normalizeValue, UnknownServerValueError } from './valueNormalization';

/**
 * The change log is folded into the data file once it holds this many bytes, or as many bytes as the
 * data file if that is more: the work of rewriting the data file then stays in proportion to the
 * bytes written, however large the data grows, and the log never outgrows the data file by much.
 */
export const DEFAULT_COMPACTION_LOG_BYTES = 8 * 1024 * 1024;

/**
 * Reads the data file; a missing or empty file is an empty database. Unreadable JSON, or data the
 * database would refuse to store (a path deeper than 32 keys, an invalid key or value), is an error
 * naming the file and the first problem: the server refuses to start rather than serve data it cannot
 * handle. This server never writes such data; a file can hold it only from before these checks or from
 * a hand edit. Arrays are stored as objects keyed by index, as the database stores them.
 */
export function loadDataFile(file: string): JsonValue {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (text.trim() === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`The Realtime Database data file ${file} is not valid JSON; fix or remove it.`);
  }
  const problem = valueError(data);
  if (problem !== null) {
    throw new Error(
      `The Realtime Database data file ${file} holds data the database refuses (${problem}); ` +
        'remove that part (or the file, then seed again) and start again.',
    );
  }
  try {
    return normalizeValue(data, null, Date.now());
  } catch (error) {
    if (error instanceof UnknownServerValueError)
      throw new Error(
        `The Realtime Database data file ${file} holds ${error.message}; remove it and start again.`,
      );
    throw error;
  }
}

/** The change log files beside a data file, `<data file>.log.<n>`, numbered from 1 in the order written. */
export function changeLogFile(dataFile: string, number: number): string {
  return `${dataFile}.log.${number}`;
}

/** The numbers of the change log files present beside `dataFile`, oldest first. */
export function changeLogNumbers(dataFile: string): number[] {
  const prefix = `${basename(dataFile)}.log.`;
  return readdirSync(dirname(dataFile))
    .filter((name) => name.startsWith(prefix) && /^[1-9]\d*$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)))
    .sort((left, right) => left - right);
}

export interface OpenedDataFile {
  readonly data: JsonValue;
  readonly persistence: DataFilePersistence;
}

/**
 * Loads the data file and replays its change logs, oldest first. When a log held anything (the last
 * run did not stop cleanly), the result is saved as the data file at once and the logs are removed,
 * so the server always starts with no log.
 */
export async function openDataFile(
  file: string,
  log: (line: string) => void,
  compactionLogBytes = DEFAULT_COMPACTION_LOG_BYTES,
): Promise<OpenedDataFile> {
  mkdirSync(dirname(file), { recursive: true });
  const tree = new DataTree(loadDataFile(file));
  const logNumbers = changeLogNumbers(file);
  let replayedChanges = 0;
  let loggedBytes = 0;
  for (const number of logNumbers) {
    const logFile = changeLogFile(file, number);
    loggedBytes += statSync(logFile).size;
    const replayed = replayChangeLog(logFile, (change) => applyChange(tree, change));
    replayedChanges += replayed.changes;
    if (replayed.tornLines > 0)
      log(
        `rtdb: ${logFile}: skipped the last ${replayed.tornLines} line(s), cut off by a crash before they were saved (no client was told they were)`,
      );
  }
  if (loggedBytes > 0) {
    log(`rtdb: replayed ${replayedChanges} change(s) from the change log of ${file}`);
    await saveSnapshot(file, Buffer.from(JSON.stringify(tree.toJSON()), 'utf8'));
  }
  await removeLogs(file, [...logNumbers]);
  await removeUnfinishedSnapshots(file);
  const snapshotBytes = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  return {
    data: tree.toJSON(),
    persistence: new DataFilePersistence(file, log, snapshotBytes, compactionLogBytes),
  };
}

/**
 * Removes the temporary files of data file saves a crash interrupted (write-file-atomic names them
 * `<data file>.<number>`): each was to be renamed over the data file, and never was.
 */
async function removeUnfinishedSnapshots(file: string): Promise<void> {
  const prefix = `${basename(file)}.`;
  for (const name of readdirSync(dirname(file))) {
    if (name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
      await rm(join(dirname(file), name), { force: true });
  }
}

/** The data file replaced whole (temporary file, fsync, rename), then its folder synced. */
async function saveSnapshot(file: string, snapshot: Buffer): Promise<void> {
  await writeFileAtomic(file, snapshot);
  await syncFolder(dirname(file));
}

/**
 * Removes change logs the data file now holds, taking each number out of `numbers` once its file is
 * gone. Oldest first, each removal made durable before the next: a crash or a failure part-way
 * leaves the newest logs only, and replaying those over a data file that already holds them changes
 * nothing (a logged change assigns values and reads none). Removing the newest first could leave an
 * older log, whose replay would bring back values overwritten since.
 */
async function removeLogs(file: string, numbers: number[]): Promise<void> {
  while (numbers.length > 0) {
    await rm(changeLogFile(file, numbers[0] as number), { force: true });
    await syncFolder(dirname(file));
    numbers.shift();
  }
}

/**
 * Keeps the data durable: each applied change is appended to the change log and confirmed once saved
 * (group commit, see ChangeLog); now and then, and on stop, the whole tree is written as the data
 * file and the log restarted (compaction).
 *
 * Compaction, crash-safe at every step:
 * 1. New changes go to a new log, `.log.<n+1>`; every earlier change is in `.log.<n>` and older logs.
 * 2. The tree is serialized slice by slice (serializeInSlices), letting writes run in between: each
 *    slice is read after step 1, so it holds every change of the older logs, and perhaps some of the
 *    new log's.
 * 3. Once every change before step 1 is saved in its log, the serialized tree replaces the data file
 *    (write-file-atomic: temporary file, fsync, rename; then the folder is synced).
 * 4. The older logs are removed, oldest first.
 * A crash before step 3 finds the old data file and all the logs: replayed in order, they give every
 * saved change. A crash after it finds the new data file with the new log and perhaps some older
 * ones: replaying a logged change over data that already holds it changes nothing (each change
 * assigns values at paths and reads nothing), so each slice, replayed with everything logged after
 * step 1, ends as the tree at the crash.
 */
export class DataFilePersistence implements ChangeJournal {
  private changeLog: ChangeLog;
  private activeLog = 1;
  /** Logs on disk older than the active one, that the data file does not hold yet. */
  private readonly sealedLogs: number[] = [];
  private compaction: Promise<void> | null = null;
  /** A change could not be logged: the next compaction saves it with the rest of the tree. */
  private snapshotNeeded = false;
  private valueAt: (keys: PathKeys) => JsonValue = () => null;

  constructor(
    private readonly file: string,
    private readonly log: (line: string) => void,
    private snapshotBytes: number,
    private readonly compactionLogBytes: number,
  ) {
    this.changeLog = new ChangeLog(
      changeLogFile(file, this.activeLog),
      (bytes) => this.compactIfDue(bytes),
      (error) => {
        this.log(`rtdb: could not save a change to the log of ${file}: ${error.message}`);
        this.snapshotNeeded = true;
      },
    );
  }

  /** Where compaction reads the tree (the database, once it exists). */
  readFrom(valueAt: (keys: PathKeys) => JsonValue): void {
    this.valueAt = valueAt;
  }

  record(change: PersistedChange): void {
    this.changeLog.append(changeLine(change));
  }

  whenSaved(): Promise<void> | null {
    return this.changeLog.whenSaved();
  }

  /** Folds the log into the data file now (waits for one already running instead). */
  compact(): Promise<void> {
    this.compaction ??= this.runCompaction().finally(() => {
      this.compaction = null;
    });
    return this.compaction;
  }

  /**
   * Saves every change, folds the log into the data file if it holds any, and closes the log. When
   * that fails (logged), the logs stay and the next start replays them.
   */
  async close(): Promise<void> {
    await this.compaction?.catch(() => undefined);
    await this.changeLog.whenIdle();
    if (this.changeLog.bytes > 0 || this.sealedLogs.length > 0 || this.snapshotNeeded)
      await this.compact().catch(() => undefined);
    await this.changeLog.close();
    if (this.changeLog.bytes === 0)
      await rm(changeLogFile(this.file, this.activeLog), { force: true });
  }

  private compactIfDue(logBytes: number): void {
    if (this.compaction !== null) return;
    if (this.snapshotNeeded || logBytes >= Math.max(this.compactionLogBytes, this.snapshotBytes))
      this.compact().catch(() => undefined);
  }

  private async runCompaction(): Promise<void> {
    const startedAt = performance.now();
    try {
      this.snapshotNeeded = false;
      const nextLog = this.activeLog + 1;
      const switched = this.changeLog.switchTo(changeLogFile(this.file, nextLog));
      const snapshot = await serializeInSlices(this.valueAt, { expectedBytes: this.snapshotBytes });
      await switched;
      this.sealedLogs.push(this.activeLog);
      this.activeLog = nextLog;
      await saveSnapshot(this.file, snapshot);
      this.snapshotBytes = snapshot.length;
      await removeLogs(this.file, this.sealedLogs);
      this.log(
        `rtdb: saved ${this.file} (${(snapshot.length / 1_048_576).toFixed(1)} MB) in ${Math.round(performance.now() - startedAt)} ms; its change log restarted`,
      );
    } catch (error) {
      this.snapshotNeeded = true;
      this.log(`rtdb: could not save ${this.file}: ${(error as Error).message}`);
      throw error;
    }
  }
}
