/**
 * Who saw or changed a person's data: `accessLog/{uid}/{pushKey}`, append-only, written by her carers
 * (when they open her, and on each record they add, change or delete) and read by her and her carers.
 * An entry names the carer (uid and registered name), what they did, which record (`pessoa` for the
 * person as a whole, or `<list node>/<key>`) and, for a change, the names of the fields changed — never
 * a record's contents — at the server's time. The database rules check every field.
 *
 * The database port has no limit queries, so `watchAccessLog` follows the whole log and keeps the
 * newest `accessLogShownEntries`.
 */
import { serverTimestamp } from '../domain/account';
import { newPushKey } from '../domain/pushKeys';
import {
  recordLayouts,
  type AnyRecord,
  type RecordAuthor,
  type RecordKind,
} from '../domain/recordTypes';
import type { DatabasePort, DatabasePortError, Unsubscribe } from '../ports/backendPorts';
import { recordFields, type AnyCheckedRecord } from './recordValidation';

export const accessLogRoot = 'accessLog';

/** How many entries a screen shows, newest first. */
export const accessLogShownEntries = 200;

/** What a carer did: opened the person, added, changed or deleted a record. */
export type AccessAction = 'ver' | 'criar' | 'alterar' | 'apagar';

/** What the person as a whole is called in `record`. */
export const wholePerson = 'pessoa';

/**
 * What her day as her relatives see it (`family/{uid}/day`) is called in `record`: a relative in her
 * circle logs each view of it (action `ver`, the only entry the rules let a relative write).
 */
export const personDay = 'dia';

/** One entry as it is written (the time is the server's). */
export interface AccessLogEntry {
  readonly who: string;
  readonly whoName: string;
  readonly action: AccessAction;
  /** `pessoa`, or `<list node>/<key>` ('medicamentos/medicamento_3'). */
  readonly record: string;
  /** For a change: the stored names of the fields changed. */
  readonly fields?: readonly string[];
}

/** One entry as it is read, with its key and the server's time. */
export interface LoggedAccess extends AccessLogEntry {
  readonly key: string;
  readonly at: number;
}

/** `accessLog/{uid}`. */
export function accessLogPath(uid: string): string {
  return `${accessLogRoot}/${uid}`;
}

/** The `record` of an entry about one record: 'medicamentos/medicamento_3'. */
export function loggedRecordOf(kind: RecordKind, key: string): string {
  return `${recordLayouts[kind].listNode}/${key}`;
}

/** The entry of a carer (`author`) who did `action` on `record`. */
export function accessBy(
  author: RecordAuthor,
  action: AccessAction,
  record: string,
  fields?: readonly string[],
): AccessLogEntry {
  const entry = { who: author.uid, whoName: author.name, action, record };
  return fields === undefined ? entry : { ...entry, fields };
}

/** Appends `entry` to the person's log, at the server's time. */
export function logAccess(
  database: DatabasePort,
  personUid: string,
  entry: AccessLogEntry,
): Promise<void> {
  const { fields, ...rest } = entry;
  return database.set(`${accessLogPath(personUid)}/${newPushKey()}`, {
    ...rest,
    ...(fields !== undefined && fields.length > 0 ? { fields: fields.join(',') } : {}),
    at: serverTimestamp,
  });
}

const actions: readonly AccessAction[] = ['ver', 'criar', 'alterar', 'apagar'];

function readEntry(key: string, raw: unknown): LoggedAccess | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const { who, whoName, action, record, fields, at } = value;
  if (typeof who !== 'string' || typeof whoName !== 'string' || typeof record !== 'string')
    return null;
  if (!actions.includes(action as AccessAction)) return null;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  const entry = { key, who, whoName, action: action as AccessAction, record, at };
  return typeof fields === 'string' && fields !== ''
    ? { ...entry, fields: fields.split(',') }
    : entry;
}

/** The log as stored, newest first (by time, then key), at most `accessLogShownEntries`; malformed entries skipped. */
export function readAccessLog(value: unknown): LoggedAccess[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Record<string, unknown>)
    .map(([key, raw]) => readEntry(key, raw))
    .filter((entry): entry is LoggedAccess => entry !== null)
    .sort((a, b) => b.at - a.at || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0))
    .slice(0, accessLogShownEntries);
}

/** Follows the person's log (`readAccessLog`) until the returned function is called. */
export function watchAccessLog(
  database: DatabasePort,
  personUid: string,
  onEntries: (entries: LoggedAccess[]) => void,
  onError?: (error: DatabasePortError) => void,
): Unsubscribe {
  return database.subscribe(
    accessLogPath(personUid),
    (value) => onEntries(readAccessLog(value)),
    onError,
  );
}

/** A field's value as a form compares it: absent is empty. */
function comparable(record: AnyRecord | null, field: string): string {
  const value = (record as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : '';
}

/**
 * The kind's fields whose value differs between the record as the form loaded it and as it is saved
 * (the checked value the repository stores), in the kind's field order.
 */
export function changedFields(
  kind: RecordKind,
  before: AnyRecord | null,
  saved: AnyCheckedRecord,
): string[] {
  return recordFields(kind).filter(
    (field) => comparable(before, field) !== comparable(saved, field),
  );
}
