import type { DatabasePort, Unsubscribe } from '../ports/backendPorts';
import { DatabasePortError } from '../ports/backendPorts';
import { readRecord, readRecordList } from './readRecords';
import { serverTimestamp } from '../domain/account';
import type { Keyed, RecordAuthor, RecordByKind, RecordKind } from '../domain/recordTypes';
import { auditFields, counterPath, listPath, recordKey, recordPath } from '../domain/recordTypes';
import { isRecordKeyOf, validateRecord } from './recordValidation';

/**
 * One person's contacts, appointments and medications (`Newdata_{uid}`), as the carers' area reads
 * and writes them. Unlike the old app (which wrote record n+1 and raised the counter 5 s later, so two
 * saves within 5 s overwrote each other), an index is allocated atomically by a transaction on the
 * counter before the record is written, and the record is written only where nothing is stored yet.
 * The spec's keys (`contacto_Contacto_{n}`, `consulta_ID_{n}`, `medicamento_{n}`) and counters stay;
 * deleting a record never lowers a counter, so a key is never reused.
 *
 * Every write is validated first (recordValidation): an invalid value or a key that is not one of its
 * kind's keys is refused before anything reaches the database, so there is never a partial write.
 * Promises resolve when the server has confirmed the write (offline, the SDK keeps it until then).
 */
export interface RecordsRepository {
  /** Saves a new record and resolves with its key. */
  add<K extends RecordKind>(kind: K, value: RecordByKind[K]): Promise<string>;
  /** Overwrites the record stored under `key`. */
  update<K extends RecordKind>(kind: K, key: string, value: RecordByKind[K]): Promise<void>;
  /** Deletes the record stored under `key` (its index is not reused). */
  remove(kind: RecordKind, key: string): Promise<void>;
  /** The record stored under `key`, or null when there is none (or the key is not one of this kind's). */
  read<K extends RecordKind>(kind: K, key: string): Promise<RecordByKind[K] | null>;
  /**
   * Keeps the kind's counter followed (in the database client's cache) until the returned function is
   * called: an add screen does this while open, so a save's counter transaction starts from the
   * server's value and commits on its first run, instead of a first run on an empty cache that the
   * server refuses (one round trip more per save; 1.82 runs per save in the load test without it).
   * `onFollowing` is called once the counter's value has arrived.
   */
  followCounter(kind: RecordKind, onFollowing?: () => void): Unsubscribe;
  /** Follows the list live, ordered by the number in the key. */
  watch<K extends RecordKind>(
    kind: K,
    onRecords: (records: Keyed<RecordByKind[K]>[]) => void,
    onError?: (error: DatabasePortError) => void,
  ): Unsubscribe;
}

/** How many taken indexes an add skips (records written by older apps past their counter) before giving up. */
const maxIndexAttempts = 20;

function refuseKey(kind: RecordKind, key: string): DatabasePortError {
  return new DatabasePortError('invalid_key', `"${key.slice(0, 80)}" is not a ${kind} record key`);
}

function checkedValue<K extends RecordKind>(
  kind: K,
  mode: 'add' | 'edit',
  value: RecordByKind[K],
): RecordByKind[K] {
  const result = validateRecord(kind, mode, value as unknown as Readonly<Record<string, string>>);
  if (!result.valid) {
    throw new DatabasePortError('invalid_value', Object.values(result.errors).join(' '));
  }
  return result.value;
}

/** The record as stored: its fields and, when someone is named as the author, who saved it and when (server time). */
function withAudit(record: object, author: RecordAuthor | undefined): object {
  if (author === undefined) return record;
  return {
    ...record,
    [auditFields.byUid]: author.uid,
    [auditFields.byName]: author.name,
    [auditFields.at]: serverTimestamp,
  };
}

/**
 * `uid` is the person whose records these are; `author`, when given, is who saves them (a carer, or the
 * person under their registered name): every add and update then carries the audit fields.
 */
export function createRecordsRepository(
  database: DatabasePort,
  uid: string,
  author?: RecordAuthor,
): RecordsRepository {
  async function allocateIndex(kind: RecordKind): Promise<number> {
    // The index is the value this transaction's last run proposed (the run that committed), not
    // the counter's value when the promise settles: other adds may have raised it since.
    let proposed = 0;
    const result = await database.transaction<number>(counterPath(uid, kind), (current) => {
      proposed =
        (typeof current === 'number' && Number.isFinite(current) && current >= 0
          ? Math.floor(current)
          : 0) + 1;
      return proposed;
    });
    if (!result.committed)
      throw new DatabasePortError('maxretry', 'the counter transaction did not commit');
    return proposed;
  }

  /** Writes the record at index n only if nothing is stored there; false when the place is taken. */
  async function writeIfFree(kind: RecordKind, index: number, value: unknown): Promise<boolean> {
    const result = await database.transaction<unknown>(
      recordPath(uid, kind, recordKey(kind, index)),
      (current) => (current === null ? value : undefined),
    );
    return result.committed;
  }

  return {
    async add(kind, value) {
      const record = withAudit(checkedValue(kind, 'add', value), author);
      for (let attempt = 0; attempt < maxIndexAttempts; attempt += 1) {
        const index = await allocateIndex(kind);
        if (await writeIfFree(kind, index, record)) return recordKey(kind, index);
      }
      throw new DatabasePortError('maxretry', 'no free index after several attempts');
    },

    async update(kind, key, value) {
      if (!isRecordKeyOf(kind, key)) throw refuseKey(kind, key);
      const record = withAudit(checkedValue(kind, 'edit', value), author);
      await database.set(recordPath(uid, kind, key), record);
    },

    async remove(kind, key) {
      if (!isRecordKeyOf(kind, key)) throw refuseKey(kind, key);
      await database.remove(recordPath(uid, kind, key));
    },

    async read(kind, key) {
      if (!isRecordKeyOf(kind, key)) return null;
      return readRecord(kind, await database.get(recordPath(uid, kind, key)));
    },

    followCounter(kind, onFollowing) {
      let following = false;
      return database.subscribe(counterPath(uid, kind), () => {
        if (following) return;
        following = true;
        onFollowing?.();
      });
    },

    watch(kind, onRecords, onError) {
      return database.subscribe(
        listPath(uid, kind),
        (raw) => onRecords(readRecordList(kind, raw)),
        onError,
      );
    },
  };
}
