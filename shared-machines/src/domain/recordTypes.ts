/**
 * The three kinds of per-person records the association keeps under `Newdata_{uid}`, with the
 * product's field names, keys and counters (docs/product.md: Records). Records are identified by their key
 * (`contacto_Contacto_7`), never by their position in a list.
 */

export type RecordKind = 'contact' | 'appointment' | 'medication';

export interface ContactRecord {
  readonly contacto_Nome: string;
  readonly contacto_telPesso: string;
}

export interface AppointmentRecord {
  /** Holds the specialty, e.g. 'Cardiologia'. */
  readonly contacto_Nome: string;
  /** ISO date, YYYY-MM-DD (the value of an `<input type="date">`). */
  readonly data_consulta: string;
  /** HH:MM (the value of an `<input type="time">`); may be empty on add. */
  readonly time_consulta: string;
}

export interface MedicationRecord {
  readonly medicamento: string;
  readonly momento_tomar: string;
  /** Dose times on the association's clock, 'HH:MM' separated by commas ('08:00,20:00'); absent or '' when none (domain/doseTimes). */
  readonly horas?: string;
  /**
   * When the dose times were set (the server's time, ms): written when the medicine is added with times
   * or its `horas` change, never typed by anyone. Doses before it are neither due nor missed
   * (domain/doseSchedule). Absent on records older than it: no limit.
   */
  readonly horasDesde?: number;
}

export interface RecordByKind {
  contact: ContactRecord;
  appointment: AppointmentRecord;
  medication: MedicationRecord;
}

/** A record of any of the three kinds. */
export type AnyRecord = RecordByKind[RecordKind];

/** A record with the key it is stored under. */
export interface Keyed<T> {
  readonly key: string;
  readonly value: T;
  /** Who last saved it and when, when the record carries it (records saved by a carer always do). */
  readonly change?: RecordChange;
}

/** The audit fields a save carries: the writer's uid and registered name, and the server's time. */
export interface RecordChange {
  readonly byUid: string;
  readonly byName: string;
  /** Milliseconds since the epoch, as the database's server timestamp. */
  readonly at: number;
}

/** Who is saving: the database rules check that the uid is the writer's and the name their registered one. */
export interface RecordAuthor {
  readonly uid: string;
  readonly name: string;
}

/** The record fields holding a save's audit (`alteradoPor`, `alteradoPorNome`, `alteradoEm`). */
export const auditFields = {
  byUid: 'alteradoPor',
  byName: 'alteradoPorNome',
  at: 'alteradoEm',
} as const;

export interface RecordKindLayout {
  /** Child of `Newdata_{uid}` holding the list. */
  readonly listNode: string;
  /** Key of record n is `${keyPrefix}${n}`. */
  readonly keyPrefix: string;
  /** Child of `Newdata_{uid}` holding the counter object, and the counter's field inside it. */
  readonly counterNode: string;
  readonly counterField: string;
}

export const recordLayouts: { readonly [K in RecordKind]: RecordKindLayout } = {
  contact: {
    listNode: 'contactos',
    keyPrefix: 'contacto_Contacto_',
    counterNode: 'variaveis_contact',
    counterField: 'var_contact',
  },
  appointment: {
    listNode: 'consultas',
    keyPrefix: 'consulta_ID_',
    counterNode: 'variaveis',
    counterField: 'var_consulta',
  },
  medication: {
    listNode: 'medicamentos',
    keyPrefix: 'medicamento_',
    counterNode: 'variavel_Med',
    counterField: 'variavel_medicame',
  },
};

/** Root of one person's data. */
export function userRoot(uid: string): string {
  return `Newdata_${uid}`;
}

export function listPath(uid: string, kind: RecordKind): string {
  return `${userRoot(uid)}/${recordLayouts[kind].listNode}`;
}

export function recordPath(uid: string, kind: RecordKind, key: string): string {
  return `${listPath(uid, kind)}/${key}`;
}

export function counterPath(uid: string, kind: RecordKind): string {
  const layout = recordLayouts[kind];
  return `${userRoot(uid)}/${layout.counterNode}/${layout.counterField}`;
}

export function recordKey(kind: RecordKind, index: number): string {
  return `${recordLayouts[kind].keyPrefix}${index}`;
}

/** The child of `Newdata_{uid}` holding one child per day of doses taken. */
export const dosesTakenNode = 'tomas';

/** `Newdata_{uid}/tomas`: every day of doses taken (read by key ranges, never whole, on screens). */
export function dosesTakenRoot(uid: string): string {
  return `${userRoot(uid)}/${dosesTakenNode}`;
}

/** A day's doses taken (`tomas/{YYYY-MM-DD}`): medicine key → dose key ('0800') → the server's time. */
export function dosesTakenPath(uid: string, date: string): string {
  return `${dosesTakenRoot(uid)}/${date}`;
}

/** One dose taken, relative to `Newdata_{uid}` (`tomas/{date}/{medicine}/{dose}`). */
export function doseTakenField(date: string, medicineKey: string, doseKey: string): string {
  return `${dosesTakenNode}/${date}/${medicineKey}/${doseKey}`;
}

/** One dose taken: written once, with the server's time. */
export function doseTakenPath(
  uid: string,
  date: string,
  medicineKey: string,
  doseKey: string,
): string {
  return `${userRoot(uid)}/${doseTakenField(date, medicineKey, doseKey)}`;
}
