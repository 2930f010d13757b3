/**
 * What a carer's copy of one person's data holds (the right of access and to portability, asked of a
 * carer): the nodes the database lets a carer read for her people, whole — her membership, her data
 * (lists, doses taken, summary), her consents and her access log — keyed by their database path, and
 * the parts only the association can copy (her sign-in account, the carers who follow her), named as a
 * request to the association. `personDataDocument` reads the same copy as the rows of a readable
 * document, sorted, with the stored codes kept for the screen's words. Pure: the same reads give the
 * same copy.
 */
import { memberPath } from '../domain/account';
import { appointmentsInDateOrder } from '../domain/appointmentSchedule';
import { consentsPath } from '../domain/consent';
import { associationDayAt } from '../domain/doseSchedule';
import { dosesTakenNode, recordLayouts, userRoot } from '../domain/recordTypes';
import { accessLogPath } from './accessLog';
import { readAppointments } from './readRecords';

export const personDataCopyFormat = 'amparo-dados-pessoais-cuidador';
export const personDataCopyFormatVersion = 1;

/** The parts of a person's data a carer cannot read: the association copies them on request. */
export type AssociationOnlyPart = 'conta' | 'cuidadores';
export const associationOnlyParts: readonly AssociationOnlyPart[] = ['conta', 'cuidadores'];

/** What the carer's session read, each value as the database gave it (null when absent). */
export interface PersonDataReads {
  readonly member: unknown;
  readonly data: unknown;
  readonly consents: unknown;
  readonly accessLog: unknown;
}

export interface PersonDataCopy {
  readonly format: typeof personDataCopyFormat;
  readonly formatVersion: typeof personDataCopyFormatVersion;
  readonly exportedAt: string;
  readonly uid: string;
  /** Database path ('members/{uid}', 'Newdata_{uid}', 'consents/{uid}', 'accessLog/{uid}') → value there (null when none). */
  readonly database: Readonly<Record<string, unknown>>;
  /** What this copy leaves out: the association provides it on request. */
  readonly askTheAssociation: readonly AssociationOnlyPart[];
}

/** The database paths of the copy, in the order the copy lists them. */
export function personDataPaths(uid: string): Record<keyof PersonDataReads, string> {
  return {
    member: memberPath(uid),
    data: userRoot(uid),
    consents: consentsPath(uid),
    accessLog: accessLogPath(uid),
  };
}

export function buildPersonDataCopy(
  uid: string,
  reads: PersonDataReads,
  now: Date,
): PersonDataCopy {
  const paths = personDataPaths(uid);
  const database: Record<string, unknown> = {};
  for (const part of ['member', 'data', 'consents', 'accessLog'] as const)
    database[paths[part]] = reads[part] ?? null;
  return {
    format: personDataCopyFormat,
    formatVersion: personDataCopyFormatVersion,
    exportedAt: now.toISOString(),
    uid,
    database,
    askTheAssociation: associationOnlyParts,
  };
}

/**
 * The file's name: the association's calendar day of the copy and a neutral word, never her name or
 * uid (health data never goes into a name or an address).
 */
export function personDataFileName(copy: PersonDataCopy): string {
  return `amparo-${associationDayAt(new Date(copy.exportedAt)).date}-dados.json`;
}

// The readable document: rows of plain values, the codes kept (the screen says them in words).

type Tree = Readonly<Record<string, unknown>>;
const asTree = (value: unknown): Tree =>
  value !== null && typeof value === 'object' ? (value as Tree) : {};
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const asTime = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** Who last changed a record, and when (server time), when the record says. */
export interface LastChange {
  readonly name: string;
  readonly at: number | null;
}

export interface DocumentContact {
  readonly name: string;
  readonly phone: string;
  readonly lastChange: LastChange | null;
}
export interface DocumentAppointment {
  readonly specialty: string;
  /** 'YYYY-MM-DD' as stored. */
  readonly date: string;
  readonly time: string;
  readonly lastChange: LastChange | null;
}
export interface DocumentMedicine {
  readonly medicine: string;
  readonly when: string;
  readonly times: string;
  readonly lastChange: LastChange | null;
}
export interface DocumentDoseDay {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  /** Each medicine taken that day (null name: the medicine was deleted since), with its dose times 'HH:MM'. */
  readonly taken: readonly {
    readonly medicine: string | null;
    readonly times: readonly string[];
  }[];
}
export interface DocumentConsent {
  readonly at: number | null;
  /** 'dado' | 'retirado' as stored. */
  readonly kind: string;
  readonly byRepresentative: boolean;
  readonly representativeName: string;
  readonly relationship: string;
  readonly noticeVersion: string;
  /** Recorded by the person's own session (else by a carer's). */
  readonly recordedBySelf: boolean;
}
export interface DocumentAccess {
  readonly at: number | null;
  readonly whoName: string;
  /** 'ver' | 'criar' | 'alterar' | 'apagar' as stored. */
  readonly action: string;
  /** 'pessoa', or the list node and the record's title now ('' when gone or untitled). */
  readonly record:
    | { readonly wholePerson: true }
    | {
        readonly wholePerson: false;
        readonly listNode: string;
        readonly title: string;
        readonly deleted: boolean;
      };
  /** Stored field names changed. */
  readonly fields: readonly string[];
}

export interface PersonDataDocument {
  readonly exportedAt: string;
  readonly name: string;
  readonly memberSince: number | null;
  readonly contacts: readonly DocumentContact[];
  readonly appointments: readonly DocumentAppointment[];
  readonly medicines: readonly DocumentMedicine[];
  readonly doses: readonly DocumentDoseDay[];
  readonly consents: readonly DocumentConsent[];
  readonly accessLog: readonly DocumentAccess[];
  readonly askTheAssociation: readonly AssociationOnlyPart[];
}

function lastChangeOf(record: Tree): LastChange | null {
  const name = asText(record.alteradoPorNome);
  return name === '' ? null : { name, at: asTime(record.alteradoEm) };
}

const recordsOf = (list: unknown): Tree[] => Object.values(asTree(list)).map(asTree);
const byAt = (a: { at: number | null }, b: { at: number | null }): number =>
  (a.at ?? 0) - (b.at ?? 0);
/** '0800' → '08:00'. */
const doseTime = (key: string): string =>
  /^\d{4}$/.test(key) ? `${key.slice(0, 2)}:${key.slice(2)}` : key;

function accessedRecord(data: Tree, record: string): DocumentAccess['record'] {
  if (record === 'pessoa') return { wholePerson: true };
  const [listNode = '', key = ''] = record.split('/');
  const stored = asTree(asTree(data[listNode])[key]);
  return {
    wholePerson: false,
    listNode,
    title: asText(stored.contacto_Nome) || asText(stored.medicamento),
    deleted: Object.keys(stored).length === 0,
  };
}

/**
 * Her appointments in the order of their days (appointmentsInDateOrder: by day, then time, one without
 * a time after the timed ones of its day, those whose date cannot be read last), as stored.
 */
function appointmentRows(list: unknown): DocumentAppointment[] {
  const stored = asTree(list);
  return appointmentsInDateOrder(readAppointments(list)).map(({ key, value }) => ({
    specialty: value.contacto_Nome,
    date: value.data_consulta,
    time: value.time_consulta,
    lastChange: lastChangeOf(asTree(stored[key])),
  }));
}

export function personDataDocument(copy: PersonDataCopy): PersonDataDocument {
  const paths = personDataPaths(copy.uid);
  const member = asTree(copy.database[paths.member]);
  const data = asTree(copy.database[paths.data]);
  const medicineList = asTree(data[recordLayouts.medication.listNode]);
  return {
    exportedAt: copy.exportedAt,
    name: asText(member.name),
    memberSince: asTime(member.since),
    contacts: recordsOf(data[recordLayouts.contact.listNode])
      .map((record) => ({
        name: asText(record.contacto_Nome),
        phone: asText(record.contacto_telPesso),
        lastChange: lastChangeOf(record),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt')),
    appointments: appointmentRows(data[recordLayouts.appointment.listNode]),
    medicines: Object.entries(medicineList)
      .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
      .map(([, raw]) => {
        const record = asTree(raw);
        return {
          medicine: asText(record.medicamento),
          when: asText(record.momento_tomar),
          times: asText(record.horas),
          lastChange: lastChangeOf(record),
        };
      }),
    doses: Object.entries(asTree(data[dosesTakenNode]))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, taken]) => ({
        date,
        taken: Object.entries(asTree(taken)).map(([medicineKey, times]) => ({
          medicine: asText(asTree(medicineList[medicineKey]).medicamento) || null,
          times: Object.keys(asTree(times)).sort().map(doseTime),
        })),
      })),
    consents: recordsOf(copy.database[paths.consents])
      .map((entry) => ({
        at: asTime(entry.at),
        kind: asText(entry.kind),
        byRepresentative: entry.by === 'representante',
        representativeName: asText(entry.representativeName),
        relationship: asText(entry.relationship),
        noticeVersion: asText(entry.noticeVersion),
        recordedBySelf: asText(entry.recordedBy) === copy.uid,
      }))
      .sort(byAt),
    accessLog: recordsOf(copy.database[paths.accessLog])
      .map((entry) => ({
        at: asTime(entry.at),
        whoName: asText(entry.whoName),
        action: asText(entry.action),
        record: accessedRecord(data, asText(entry.record)),
        fields: asText(entry.fields)
          .split(',')
          .filter((field) => field !== ''),
      }))
      .sort(byAt),
    askTheAssociation: copy.askTheAssociation,
  };
}
