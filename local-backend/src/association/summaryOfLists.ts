import type { DoseTimesSince } from '@amparo/shared-machines/records';
import { readAppointments, readContacts, readMedications } from '@amparo/shared-machines/records';

/**
 * A person's summary (`Newdata_{uid}/resumo`, shared-machines' records/recordsSummary) computed whole
 * from their lists, as the administrator's rebuild writes it: how many records each list holds, and
 * the dose times of each medicine that has some, with when they were set. It counts through the same
 * record readers the screens use, so a record counts here exactly when the screens show it.
 */
export interface StoredRecordsSummary {
  readonly contactos: number;
  readonly consultas: number;
  readonly medicamentos: number;
  /** Medicine key → its dose times (`desde` 0 when the record does not say when they were set). */
  readonly horario: Readonly<Record<string, DoseTimesSince>>;
}

/** The lists as stored under `Newdata_{uid}` (each may be absent: null). */
export interface PersonLists {
  readonly contactos: unknown;
  readonly consultas: unknown;
  readonly medicamentos: unknown;
}

export function summaryOfLists(lists: PersonLists): StoredRecordsSummary {
  const medicines = readMedications(lists.medicamentos);
  const horario: Record<string, DoseTimesSince> = {};
  for (const { key, value } of medicines) {
    if (value.horas === undefined || value.horas === '') continue;
    horario[key] = { horas: value.horas, desde: value.horasDesde ?? 0 };
  }
  return {
    contactos: readContacts(lists.contactos).length,
    consultas: readAppointments(lists.consultas).length,
    medicamentos: medicines.length,
    horario,
  };
}

/** The same JSON whatever the order of its keys. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
}

/**
 * Whether the stored summary is exactly `summary` (nothing missing, nothing more). The database keeps
 * no empty objects, so a stored summary without `horario` has an empty one.
 */
export function isStoredSummary(stored: unknown, summary: StoredRecordsSummary): boolean {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return false;
  return canonical({ horario: {}, ...stored }) === canonical(summary);
}
