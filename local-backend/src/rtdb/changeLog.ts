import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A promise with its settle functions; its rejection counts as handled (no one may be waiting for it). */
interface Deferred {
  readonly promise: Promise<void>;
  resolve(): void;
  reject(error: Error): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** Lines written together (one write, one fdatasync), or a switch to another file after them. */
type Step =
  | { readonly kind: 'lines'; readonly lines: string[]; readonly done: Deferred }
  | { readonly kind: 'switch'; readonly file: string; readonly done: Deferred };

/**
 * An append-only file of lines, saved by group commit: the lines appended during one turn of the event
 * loop (and while the previous group is being saved) are written with one write and one fdatasync, so
 * a write costs its own bytes and a share of one disk flush, whatever the size of the database.
 * `whenSaved()` resolves once every line appended so far is on disk. Steps run strictly in order, so
 * the file holds the saved groups in the order appended (a group that failed is cut off again), and
 * after a crash at most a torn last group besides.
 */
export class ChangeLog {
  private file: string;
  private handle: FileHandle | null = null;
  private readonly steps: Step[] = [];
  /** The step being saved, if any. */
  private current: Step | null = null;
  private scheduled = false;
  private savedBytes = 0;

  constructor(
    /** Opened (created if need be) for appending at the first line. */
    file: string,
    /** Told after each saved group, with the bytes now in the current file. */
    private readonly onSaved: (bytesInFile: number) => void,
    /** Told when a group could not be saved (its waiters are rejected with the same error). */
    private readonly onFailed: (error: Error) => void,
  ) {
    this.file = file;
  }

  /** Bytes saved in the current file. */
  get bytes(): number {
    return this.savedBytes;
  }

  append(line: string): void {
    const last = this.steps.at(-1);
    if (last?.kind === 'lines') last.lines.push(line);
    else this.steps.push({ kind: 'lines', lines: [line], done: deferred() });
    this.schedule();
  }

  /** Resolves when every line appended so far is saved; null when it already is. */
  whenSaved(): Promise<void> | null {
    for (let index = this.steps.length - 1; index >= 0; index -= 1) {
      const step = this.steps[index] as Step;
      if (step.kind === 'lines') return step.done.promise;
    }
    return this.current?.kind === 'lines' ? this.current.done.promise : null;
  }

  /**
   * Lines appended from now on go to `file` (created empty). Resolves once every earlier line is saved
   * in the current file, that file is closed and the new one exists on disk.
   */
  switchTo(file: string): Promise<void> {
    const done = deferred();
    this.steps.push({ kind: 'switch', file, done });
    this.schedule();
    return done.promise;
  }

  /** Saves what is pending, then closes the file. */
  async close(): Promise<void> {
    await this.whenIdle();
    await this.handle?.close();
    this.handle = null;
  }

  /** Resolves when nothing is pending or being saved. */
  async whenIdle(): Promise<void> {
    while (this.current !== null || this.steps.length > 0) {
      const step = this.current ?? (this.steps[0] as Step);
      await step.done.promise.catch(() => undefined);
    }
  }

  private schedule(): void {
    if (this.scheduled || this.current !== null) return;
    this.scheduled = true;
    // After this turn's other requests, so that they join the same group.
    setImmediate(() => {
      this.scheduled = false;
      void this.run();
    });
  }

  private async run(): Promise<void> {
    let step = this.steps.shift();
    while (step !== undefined) {
      this.current = step;
      try {
        if (step.kind === 'lines') await this.write(step.lines);
        else await this.openFile(step.file);
        step.done.resolve();
        if (step.kind === 'lines') this.onSaved(this.savedBytes);
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        step.done.reject(failure);
        this.onFailed(failure);
      }
      step = this.steps.shift();
    }
    this.current = null;
  }

  private async write(lines: readonly string[]): Promise<void> {
    const handle = this.handle ?? (await this.openForAppending());
    const data = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
    try {
      let offset = 0;
      while (offset < data.length) {
        const { bytesWritten } = await handle.write(data, offset, data.length - offset);
        offset += bytesWritten;
      }
      await handle.datasync();
    } catch (error) {
      // Cut a partly written group off, so the next group does not follow a torn line.
      await handle.truncate(this.savedBytes).catch(() => undefined);
      throw error;
    }
    this.savedBytes += data.length;
  }

  private async openForAppending(): Promise<FileHandle> {
    const handle = await openSynced(this.file, 'a');
    this.handle = handle;
    this.savedBytes = (await handle.stat()).size;
    return handle;
  }

  /** Until the new file is open, lines keep going to the current one. */
  private async openFile(file: string): Promise<void> {
    const opened = await openSynced(file, 'w');
    await this.handle?.close();
    this.handle = opened;
    this.file = file;
    this.savedBytes = 0;
  }
}

/** Opens a file for appending, the folder synced so that its name, too, survives a crash. */
async function openSynced(file: string, flags: 'a' | 'w'): Promise<FileHandle> {
  const handle = await open(file, flags);
  try {
    await syncFolder(dirname(file));
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Makes the folder's entries (a created, renamed or removed file) durable. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
