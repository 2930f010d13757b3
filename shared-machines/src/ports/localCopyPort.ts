import type { PendingDose } from '../domain/pendingDoses';

/** What the tablet keeps for one person (domain/localCopyScope decides what may be in it). */
export interface StoredCopy {
  /** The person the copy belongs to: it is shown to nobody else. */
  readonly owner: string;
  /** The last moment the copy was known to be up to date (ms), or null. */
  readonly knownAt: number | null;
  /** Each kept value by its key (domain/localCopyScope's localCopyKey). */
  readonly values: Readonly<Record<string, unknown>>;
  /** Her doses pressed 'Já tomei' on this tablet that wait to be recorded, oldest first. */
  readonly pendingDoses: readonly PendingDose[];
}

/**
 * The storage of the tablet's local copy: the browser's IndexedDB on the tablet
 * (firebase/indexedDbLocalCopyStore.ts), in memory in tests (ports/inMemoryLocalCopyStore.ts). One
 * owner at a time: `claim` of another person forgets the previous one's copy first.
 */
export interface LocalCopyStore {
  load(): Promise<StoredCopy | null>;
  /** Makes `owner` the copy's owner, forgetting everything kept for anybody else. */
  claim(owner: string): Promise<void>;
  /**
   * Keeps one value (the owner must have been claimed) and, when given, the moment the copy was known
   * up to date, in one write.
   */
  saveValue(key: string, value: unknown, knownAt?: number): Promise<void>;
  saveKnownAt(at: number): Promise<void>;
  savePendingDoses(doses: readonly PendingDose[]): Promise<void>;
  /** Forgets everything ('Sair', a carer's session). */
  clear(): Promise<void>;
}
