import type { DatabasePort, Unsubscribe } from '../ports/backendPorts';
import { DatabasePortError } from '../ports/backendPorts';
import { readRecord, readRecordList } from './readRecords';
import { serverTimestamp } from '../domain/account';
import type {
  Keyed,
  MedicationRecord,
  RecordAuthor,
  RecordByKind,
  RecordKind,
} from '../domain/recordTypes';
import {
  auditFields,
  counterPath,
  listPath,
  recordKey,
  recordLayouts,
  recordPath,
  userRoot,
} from '../domain/recordTypes';
import { isRecordKeyOf, type CheckedRecord } from './recordValidation';
import { summaryCountField } from './recordsSummary';
import { countChange, horasDesdeToWrite, scheduleChange, withHorasDesde } from './summaryWrites';
import { createCardMirror } from './cardMirror';
import { isVersion, loadedRecordOf, type LoadedRecord, type UpdateOutcome } from './recordVersion';

/**
 * One person's contacts, appointments and medications (`Newdata_{uid}`), as the carers' area reads
 * and writes them. Unlike the old app (which wrote record n+1 and raised the counter seconds later, so
 * two saves close together overwrote each other), an index is allocated atomically by a transaction on the
 * counter before the record is written, and the record is written only where nothing is stored yet.
 * The product's keys (docs/product.md: Records: `contacto_Contacto_{n}`, `consulta_ID_{n}`, `medicamento_{n}`) and counters stay;
 * deleting a record never lowers a counter, so a key is never reused.
 *
 * Every write takes a checked record (recordValidation's `CheckedRecord`: the form's one validation
 * of a submit), so a value is never checked twice in the browser; a key that is not one of its kind's
 * keys is refused before anything reaches the database, and the database rules check every value.
 * Promises resolve when the server has confirmed the write (offline, the SDK keeps it until then).
 *
 * The person's summary (`resumo`, recordsSummary) follows every change: an add counts the record once
 * it is written, a delete uncounts it (server increments, so saves on two tablets both count), and a
 * medicine's dose times go to `resumo/horario` with `horasDesde`, the server's time when its times were
 * set (kept while they stay the same). An edit or delete of a medicine writes the record and its times
 * in the summary in one update; the counts are written after the record and do not fail its save when
 * refused: `repairSummaryCount` (the list screen) and the administrator's rebuild make them right.
 *
 * Her cards in her carers' consoles (domain/overviewCards) get the same summary changes and each
 * appointment's day and time (cardMirror), after the write they copy and without failing it.
 */
export interface RecordsRepository {
  /** Saves a new record and resolves with its key. */
  add<K extends RecordKind>(kind: K, value: CheckedRecord<K>): Promise<string>;
  /** Overwrites the record stored under `key`. */
  update<K extends RecordKind>(kind: K, key: string, value: CheckedRecord<K>): Promise<void>;
  /**
   * Overwrites the record stored under `key` only while it is still `version` (recordVersion.ts), in
   * one transaction on the record: someone else's save or delete since is never overwritten or
   * undone; the outcome then holds the record as it is now (null: deleted).
   */
  updateUnlessChanged<K extends RecordKind>(
    kind: K,
    key: string,
    value: CheckedRecord<K>,
    version: string,
  ): Promise<UpdateOutcome>;
  /** Deletes the record stored under `key` (its index is not reused). */
  remove(kind: RecordKind, key: string): Promise<void>;
  /**
   * Sets the summary's count of `kind` to `actualCount` (the records of the list as read whole) when it
   * holds another number or none: summaries older than the lists, or a count left behind. Resolves
   * with whether it wrote.
   */
  repairSummaryCount(kind: RecordKind, actualCount: number): Promise<boolean>;
  /** The record stored under `key`, or null when there is none (or the key is not one of this kind's). */
  read<K extends RecordKind>(kind: K, key: string): Promise<RecordByKind[K] | null>;
  /** The record stored under `key` with who changed it last and its version, for an edit; null when none. */
  load(kind: RecordKind, key: string): Promise<LoadedRecord | null>;
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

/**
 * The counter transactions in flight, per database client and counter path, run one after the other.
 * The database client sends transactions waiting on the same path as one write of their combined
 * result, so two adds at once would raise a counter by two in one write, which the rules refuse (a
 * counter only ever goes up by one): both adds would fail.
 */
const counterQueues = new WeakMap<DatabasePort, Map<string, Promise<unknown>>>();

function oneAtATime<T>(database: DatabasePort, path: string, run: () => Promise<T>): Promise<T> {
  let queues = counterQueues.get(database);
  if (queues === undefined) {
    queues = new Map();
    counterQueues.set(database, queues);
  }
  const previous = queues.get(path) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.catch(() => undefined);
  queues.set(path, settled);
  void settled.then(() => {
    if (queues.get(path) === settled) queues.delete(path);
  });
  return next;
}

function refuseKey(kind: RecordKind, key: string): DatabasePortError {
  return new DatabasePortError('invalid_key', `"${key.slice(0, 80)}" is not a ${kind} record key`);
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
  now: () => Date = () => new Date(),
): RecordsRepository {
  const mirror = createCardMirror(database, uid, now);

  /** A change copied onto her cards: not waited for, and a refusal fails no save. */
  function copyToCards(patch: Record<string, unknown>): void {
    mirror(patch).catch(() => undefined);
  }

  async function allocateIndex(kind: RecordKind): Promise<number> {
    // The index is the value this transaction's last run proposed (the run that committed), not
    // the counter's value when the promise settles: other adds may have raised it since.
    let proposed = 0;
    const path = counterPath(uid, kind);
    const result = await oneAtATime(database, path, () =>
      database.transaction<number>(path, (current) => {
        proposed =
          (typeof current === 'number' && Number.isFinite(current) && current >= 0
            ? Math.floor(current)
            : 0) + 1;
        return proposed;
      }),
    );
    if (!result.committed)
      throw new DatabasePortError('maxretry', 'the counter transaction did not commit');
    return proposed;
  }

  /**
   * Writes the record at index n only if nothing is stored there. Resolves with the record as
   * committed (server values resolved), or null when the place is taken.
   */
  async function writeIfFree(kind: RecordKind, index: number, value: unknown): Promise<unknown> {
    const result = await database.transaction<unknown>(
      recordPath(uid, kind, recordKey(kind, index)),
      (current) => (current === null ? value : undefined),
    );
    return result.committed ? result.value : null;
  }

  /**
   * A summary change after the record's own write: not waited for, and a refusal fails no save. Her
   * cards get it in one update with `written`, what the save itself wrote that a card holds too.
   */
  function summarise(patch: Record<string, unknown>, written: Record<string, unknown> = {}): void {
    database.update(userRoot(uid), patch).catch(() => undefined);
    copyToCards({ ...written, ...patch });
  }

  /** The medicine as stored, read through the client's cache; null when there is none or it cannot be read. */
  async function storedMedicine(key: string): Promise<MedicationRecord | null> {
    try {
      return readRecord('medication', await database.get(recordPath(uid, 'medication', key)));
    } catch {
      return null;
    }
  }

  /** `medicamentos/{key}` relative to `Newdata_{uid}`, for a multi-path update with the summary. */
  const medicineField = (key: string) => `${recordLayouts.medication.listNode}/${key}`;

  /** `consultas/{key}` relative to `Newdata_{uid}`: what a card copies of an appointment. */
  const appointmentField = (key: string) => `${recordLayouts.appointment.listNode}/${key}`;

  /**
   * What an edit writes (update, updateUnlessChanged): the record as stored, with the audit fields;
   * for a medicine, `horasDesde` kept from `stored` while its times are unchanged, and the summary's
   * change of its times (empty for other kinds).
   */
  function edited(
    kind: RecordKind,
    key: string,
    checked: object,
    stored: MedicationRecord | null,
  ): { record: object; schedule: Record<string, unknown> } {
    if (kind !== 'medication') return { record: withAudit(checked, author), schedule: {} };
    const medicine = checked as MedicationRecord;
    const since = horasDesdeToWrite(medicine.horas, stored);
    return {
      record: withAudit(withHorasDesde(medicine, since), author),
      schedule: scheduleChange(key, medicine.horas, since ?? 0),
    };
  }

  /** An edit saved, copied onto her cards: an appointment's day and time, a medicine's times. */
  function copyEditToCards(
    kind: RecordKind,
    key: string,
    checked: object,
    schedule: Record<string, unknown>,
  ): void {
    if (kind === 'appointment') copyToCards({ [appointmentField(key)]: checked });
    if (kind === 'medication') copyToCards(schedule);
  }

  return {
    async add(kind, checked) {
      const horas = kind === 'medication' ? (checked as MedicationRecord).horas : undefined;
      const record = withAudit(
        kind === 'medication'
          ? withHorasDesde(checked as MedicationRecord, horasDesdeToWrite(horas, null))
          : checked,
        author,
      );
      for (let attempt = 0; attempt < maxIndexAttempts; attempt += 1) {
        const index = await allocateIndex(kind);
        const committed = await writeIfFree(kind, index, record);
        if (committed === null) continue;
        const key = recordKey(kind, index);
        // The times in the summary are from when the record committed says they were set.
        const schedule = horas
          ? scheduleChange(key, horas, readRecord('medication', committed)?.horasDesde ?? 0)
          : {};
        summarise(
          { ...countChange(kind, 1), ...schedule },
          kind === 'appointment' ? { [appointmentField(key)]: committed } : {},
        );
        return key;
      }
      throw new DatabasePortError('maxretry', 'no free index after several attempts');
    },

    async update(kind, key, checked) {
      if (!isRecordKeyOf(kind, key)) throw refuseKey(kind, key);
      if (kind !== 'medication') {
        await database.set(recordPath(uid, kind, key), edited(kind, key, checked, null).record);
        copyEditToCards(kind, key, checked, {});
        return;
      }
      const horas = (checked as MedicationRecord).horas;
      const stored = horas ? await storedMedicine(key) : null; // no times: nothing to keep
      const { record, schedule } = edited(kind, key, checked, stored);
      await database.update(userRoot(uid), { [medicineField(key)]: record, ...schedule });
      copyEditToCards(kind, key, checked, schedule);
    },

    async updateUnlessChanged(kind, key, checked, version) {
      if (!isRecordKeyOf(kind, key)) throw refuseKey(kind, key);
      const path = recordPath(uid, kind, key);
      // Followed while the transaction runs: the database client then starts it from the value it
      // holds, not from an empty cache it would take for a deleted record.
      let stopFollowing: Unsubscribe = () => undefined;
      await new Promise<void>((resolve, reject) => {
        stopFollowing = database.subscribe(path, () => resolve(), reject);
      });
      try {
        let schedule: Record<string, unknown> = {};
        const result = await database.transaction<unknown>(path, (current) => {
          if (!isVersion(kind, current, version)) return undefined;
          const write = edited(kind, key, checked, readRecord('medication', current));
          schedule = write.schedule;
          return write.record;
        });
        if (!result.committed) return { saved: false, current: loadedRecordOf(kind, result.value) };
        // The summary's times follow the medicine, as `update` writes them.
        if (Object.keys(schedule).length > 0) await database.update(userRoot(uid), schedule);
        copyEditToCards(kind, key, checked, schedule);
        return { saved: true };
      } finally {
        stopFollowing();
      }
    },

    async remove(kind, key) {
      if (!isRecordKeyOf(kind, key)) throw refuseKey(kind, key);
      const schedule = kind === 'medication' ? scheduleChange(key, undefined, null) : {};
      if (kind === 'medication')
        await database.update(userRoot(uid), { [medicineField(key)]: null, ...schedule });
      else await database.remove(recordPath(uid, kind, key));
      summarise(
        countChange(kind, -1),
        kind === 'appointment' ? { [appointmentField(key)]: null } : schedule,
      );
    },

    async repairSummaryCount(kind, actualCount) {
      const path = `${userRoot(uid)}/${summaryCountField(kind)}`;
      if ((await database.get(path)) === actualCount) return false;
      await database.set(path, actualCount);
      copyToCards({ [summaryCountField(kind)]: actualCount });
      return true;
    },

    async read(kind, key) {
      if (!isRecordKeyOf(kind, key)) return null;
      return readRecord(kind, await database.get(recordPath(uid, kind, key)));
    },

    async load(kind, key) {
      if (!isRecordKeyOf(kind, key)) return null;
      return loadedRecordOf(kind, await database.get(recordPath(uid, kind, key)));
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
