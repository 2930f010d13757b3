import type { Keyed, RecordByKind, RecordChange, RecordKind } from '../domain/recordTypes';
import { auditFields, recordLayouts } from '../domain/recordTypes';

/**
 * Tolerant reading of what the Realtime Database holds under a list node (`Newdata_{uid}/contactos`,
 * `/consultas`, `/medicamentos`). The data was written by older apps and by hand: a node may be absent,
 * a record may miss a field or hold a number where a string is expected, a child may not be an object.
 * None of that throws: a field that is not text becomes '', a number becomes its digits, a child that
 * is not an object or has none of its kind's fields is skipped, everything else is kept with what it has.
 */

const fieldsByKind: { readonly [K in RecordKind]: readonly (keyof RecordByKind[K] & string)[] } = {
  contact: ['contacto_Nome', 'contacto_telPesso'],
  appointment: ['contacto_Nome', 'data_consulta', 'time_consulta'],
  medication: ['medicamento', 'momento_tomar'],
};

/** Fields only some records have: read when they hold text, left out otherwise (a medicine's dose times). */
const optionalFieldsByKind: {
  readonly [K in RecordKind]: readonly (keyof RecordByKind[K] & string)[];
} = {
  contact: [],
  appointment: [],
  medication: ['horas'],
};

/** Numbers only some records have: read when finite, left out otherwise (when a medicine's times were set). */
const optionalNumberFieldsByKind: {
  readonly [K in RecordKind]: readonly (keyof RecordByKind[K] & string)[];
} = {
  contact: [],
  appointment: [],
  medication: ['horasDesde'],
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** One record's raw value as its kind's shape, or null when it is not an object or holds none of the fields. */
export function readRecord<K extends RecordKind>(kind: K, raw: unknown): RecordByKind[K] | null {
  if (!isPlainObject(raw)) return null;
  const record: Record<string, string | number> = {};
  let hasAnyField = false;
  for (const field of fieldsByKind[kind]) {
    const text = readText(raw[field]);
    if (text.trim() !== '') hasAnyField = true;
    record[field] = text;
  }
  for (const field of optionalFieldsByKind[kind]) {
    const value = raw[field];
    if (typeof value === 'string' && value !== '') record[field] = value;
  }
  for (const field of optionalNumberFieldsByKind[kind]) {
    const value = raw[field];
    if (typeof value === 'number' && Number.isFinite(value)) record[field] = value;
  }
  return hasAnyField ? (record as unknown as RecordByKind[K]) : null;
}

/** Who last saved a record and when, when it carries all three audit fields with sensible values. */
export function readRecordChange(raw: unknown): RecordChange | null {
  if (!isPlainObject(raw)) return null;
  const byUid = raw[auditFields.byUid];
  const byName = raw[auditFields.byName];
  const at = raw[auditFields.at];
  if (typeof byUid !== 'string' || typeof byName !== 'string' || byName.trim() === '') return null;
  if (typeof at !== 'number' || !Number.isFinite(at) || at <= 0) return null;
  return { byUid, byName, at };
}

/** The number n of a key `${keyPrefix}${n}`, or null for any other key. */
export function recordIndexOfKey(kind: RecordKind, key: string): number | null {
  const prefix = recordLayouts[kind].keyPrefix;
  if (!key.startsWith(prefix)) return null;
  const digits = key.slice(prefix.length);
  if (!/^\d+$/.test(digits)) return null;
  return Number(digits);
}

function compareKeys(kind: RecordKind, a: string, b: string): number {
  const indexA = recordIndexOfKey(kind, a);
  const indexB = recordIndexOfKey(kind, b);
  if (indexA !== null && indexB !== null && indexA !== indexB) return indexA - indexB;
  if (indexA !== null && indexB === null) return -1;
  if (indexA === null && indexB !== null) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function entriesOf(raw: unknown): [string, unknown][] {
  // The database returns an array when the keys happen to be small integers: read it by index.
  if (Array.isArray(raw))
    return raw.map((value, index): [string, unknown] => [String(index), value]);
  if (isPlainObject(raw)) return Object.entries(raw);
  return [];
}

/**
 * A list node's raw value as keyed records, in the order they were added (by the number in the key,
 * `contacto_Contacto_2` before `contacto_Contacto_10`; keys of another form after them, alphabetically).
 */
export function readRecordList<K extends RecordKind>(
  kind: K,
  raw: unknown,
): Keyed<RecordByKind[K]>[] {
  const records: Keyed<RecordByKind[K]>[] = [];
  for (const [key, value] of entriesOf(raw)) {
    const record = readRecord(kind, value);
    if (record === null) continue;
    const change = readRecordChange(value);
    records.push(change === null ? { key, value: record } : { key, value: record, change });
  }
  return records.sort((a, b) => compareKeys(kind, a.key, b.key));
}

export function readContacts(raw: unknown): Keyed<RecordByKind['contact']>[] {
  return readRecordList('contact', raw);
}

export function readAppointments(raw: unknown): Keyed<RecordByKind['appointment']>[] {
  return readRecordList('appointment', raw);
}

export function readMedications(raw: unknown): Keyed<RecordByKind['medication']>[] {
  return readRecordList('medication', raw);
}
