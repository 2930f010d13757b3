import { mkdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';
import { dirname } from 'node:path';
import { valueError } from './dataValidation';
import type { JsonValue } from './jsonValue';
import { normalizeValue, UnknownServerValueError } from './valueNormalization';

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

/**
 * Saves the data to its file at most once per `delayMs` after a write, and on flush. Each save goes
 * through write-file-atomic (a temporary file, fsync, rename over the old one), so a crash never
 * leaves half a file.
 */
export class DataFilePersistence {
  private timer: NodeJS.Timeout | null = null;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string,
    private readonly snapshot: () => JsonValue,
    private readonly log: (line: string) => void,
    private readonly delayMs = 100,
  ) {
    mkdirSync(dirname(file), { recursive: true });
  }

  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, this.delayMs);
  }

  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.save();
  }

  private save(): Promise<void> {
    const text = JSON.stringify(this.snapshot());
    this.saving = this.saving.then(async () => {
      try {
        await mkdir(dirname(this.file), { recursive: true });
        await writeFileAtomic(this.file, text === undefined ? 'null' : text);
      } catch (error) {
        this.log(`rtdb: could not save ${this.file}: ${(error as Error).message}`);
      }
    });
    return this.saving;
  }
}
