import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { ServiceClock } from '../clock/serviceClock';
import type { FirestoreFields } from './firestoreValues';

export interface StoredDocument {
  readonly fields: FirestoreFields;
  /** RFC 3339 times with microseconds, as Firestore reports them. */
  readonly createTime: string;
  readonly updateTime: string;
}

/** A document's new state in a commit: its full name and the document, or null when deleted. */
export interface DocumentChange {
  readonly name: string;
  readonly document: StoredDocument | null;
}

interface PersistedStore {
  readonly version: 1;
  readonly documents: Readonly<Record<string, StoredDocument>>;
}

/**
 * The Firestore server's documents, keyed by full resource name, kept in memory and written whole to
 * a JSON file after every commit, through write-file-atomic (a temporary file, fsync, rename: a crash
 * never leaves half a file), as the Realtime Database's data file is. The product writes a handful of `users` documents, so whole-file writes are cheap.
 */
export class DocumentStore {
  private readonly documents = new Map<string, StoredDocument>();
  private lastTimeMicros = 0;

  constructor(
    private readonly dataFile: string | null,
    private readonly clock: ServiceClock = new ServiceClock(),
  ) {
    if (dataFile !== null && existsSync(dataFile)) {
      let persisted: PersistedStore;
      try {
        persisted = JSON.parse(readFileSync(dataFile, 'utf8')) as PersistedStore;
      } catch (error) {
        throw new Error(
          `the Firestore data file ${dataFile} cannot be read (${error instanceof Error ? error.message : String(error)}); move it away to start empty`,
        );
      }
      for (const [name, document] of Object.entries(persisted.documents ?? {}))
        this.documents.set(name, document);
    }
  }

  get(name: string): StoredDocument | undefined {
    return this.documents.get(name);
  }

  /** Documents whose names start with `prefix` (e.g. a collection's `.../documents/users/`). */
  entriesUnder(prefix: string): [string, StoredDocument][] {
    return [...this.documents.entries()].filter(([name]) => name.startsWith(prefix));
  }

  /** A commit time later than every earlier one (microsecond resolution). */
  nextTime(): string {
    const micros = Math.max(this.clock.now() * 1000, this.lastTimeMicros + 1);
    this.lastTimeMicros = micros;
    const iso = new Date(Math.floor(micros / 1000)).toISOString();
    return `${iso.slice(0, 19)}.${String(micros % 1_000_000).padStart(6, '0')}Z`;
  }

  /** Applies all changes of one commit, then persists. */
  apply(changes: readonly DocumentChange[]): void {
    for (const change of changes) {
      if (change.document === null) this.documents.delete(change.name);
      else this.documents.set(change.name, change.document);
    }
    this.persist();
  }

  /** Removes every document whose name starts with `prefix` (the emulator's "clear data" call). */
  clear(prefix: string): void {
    for (const name of [...this.documents.keys()])
      if (name.startsWith(prefix)) this.documents.delete(name);
    this.persist();
  }

  private persist(): void {
    if (this.dataFile === null) return;
    mkdirSync(path.dirname(this.dataFile), { recursive: true });
    const persisted: PersistedStore = { version: 1, documents: Object.fromEntries(this.documents) };
    writeFileAtomic.sync(this.dataFile, JSON.stringify(persisted));
  }
}
