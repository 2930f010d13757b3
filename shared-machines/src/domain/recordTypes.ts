import { userRoot } from './userRoot';
import { recordSchemas, type RecordKind, type RecordOf, type RecordSchema } from './recordSchemas';

/**
 * The three kinds of per-person records the association keeps under `Newdata_{uid}`, their types and
 * paths, all derived from their schemas (domain/recordSchemas). Records are identified by their key
 * (`contacto_Contacto_7`), never by their position in a list.
 */

export type { RecordKind } from './recordSchemas';

/** A contact: `contacto_Nome` and `contacto_telPesso` (domain/recordSchemas). */
export type ContactRecord = RecordOf<'contact'>;

/** An appointment: its specialty in `contacto_Nome`, `data_consulta` and `time_consulta` (domain/recordSchemas). */
export type AppointmentRecord = RecordOf<'appointment'>;

/** A medicine: `medicamento`, `momento_tomar`, and its dose times `horas` since `horasDesde` (domain/recordSchemas). */
export type MedicationRecord = RecordOf<'medication'>;

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

/** Where a kind's list and counter live, and how its keys are made (from its schema). */
export type RecordKindLayout = Pick<
  RecordSchema,
  'listNode' | 'keyPrefix' | 'counterNode' | 'counterField'
>;

export const recordLayouts: { readonly [K in RecordKind]: RecordKindLayout } = recordSchemas;

export { userRoot } from './userRoot';

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
