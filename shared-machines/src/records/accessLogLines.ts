/**
 * The access log as people read it, on the person's tablet and on the carer's screen of her, in the
 * words of `accessLogTexts`: who did what (`verbs`) to whose data or to which record, the fields by
 * their everyday names (`fields`), then when (domain/changeNote). A record is named by what the
 * person's lists hold now; a deleted one, or one not known, by its kind (`kinds`).
 */
import { describeWhen } from '../domain/changeNote';
import {
  recordLayouts,
  type AppointmentRecord,
  type ContactRecord,
  type Keyed,
  type MedicationRecord,
  type RecordKind,
} from '../domain/recordTypes';
import { accessLogTexts } from '../texts/accessLogTexts';
import { personDay, wholePerson, type AccessAction, type LoggedAccess } from './accessLog';

const verbs: Readonly<Record<AccessAction, string>> = accessLogTexts.verbs;

const kindNames: Readonly<Record<RecordKind, { readonly the: string; readonly a: string }>> =
  accessLogTexts.kinds;

const fieldNames: Readonly<Record<string, string>> = accessLogTexts.fields;

/** The person's lists as they are now, to name the records the log is about. */
export interface LoggedRecordLists {
  readonly contacts: readonly Keyed<ContactRecord>[];
  readonly appointments: readonly Keyed<AppointmentRecord>[];
  readonly medications: readonly Keyed<MedicationRecord>[];
}

/** Each record's name by its logged path ('medicamentos/medicamento_3' → its medicine's name). */
export function loggedRecordNames(lists: LoggedRecordLists): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  const add = (kind: RecordKind, key: string, name: string) => {
    if (name.trim() !== '') names.set(`${recordLayouts[kind].listNode}/${key}`, name.trim());
  };
  for (const { key, value } of lists.contacts) add('contact', key, value.contacto_Nome);
  for (const { key, value } of lists.appointments) add('appointment', key, value.contacto_Nome);
  for (const { key, value } of lists.medications) add('medication', key, value.medicamento);
  return names;
}

function kindOfLogged(record: string): RecordKind | null {
  const node = record.slice(0, record.indexOf('/'));
  const kind = (Object.keys(recordLayouts) as RecordKind[]).find(
    (candidate) => recordLayouts[candidate].listNode === node,
  );
  return kind ?? null;
}

/** The fields' everyday names, each once, in one phrase (`accessLogTexts.fieldList`). */
function fieldList(fields: readonly string[]): string {
  return accessLogTexts.fieldList([...new Set(fields.map((field) => fieldNames[field] ?? field))]);
}

/**
 * Whose data: the person reading it (`accessLogTexts.yourData`) or a carer reading about her
 * (`accessLogTexts.dataOf` her name).
 */
export type LogReader =
  { readonly kind: 'person' } | { readonly kind: 'carer'; readonly personName: string };

/** What the entry says, without its time (`accessLogTexts.access`, or `accessToFields` with fields). */
export function describeAccess(
  entry: LoggedAccess,
  names: ReadonlyMap<string, string>,
  reader: LogReader,
): string {
  const who = entry.whoName.trim();
  const verb = verbs[entry.action];
  if (entry.record === personDay) {
    const whose =
      reader.kind === 'person' ? accessLogTexts.yourDay : accessLogTexts.dayOf(reader.personName);
    return accessLogTexts.access(who, verb, whose);
  }
  if (entry.record === wholePerson) {
    const whose =
      reader.kind === 'person' ? accessLogTexts.yourData : accessLogTexts.dataOf(reader.personName);
    return accessLogTexts.access(who, verb, whose);
  }
  const kind = kindOfLogged(entry.record);
  const name = names.get(entry.record);
  const what =
    kind === null
      ? accessLogTexts.someRecord
      : name === undefined || entry.action === 'apagar'
        ? kindNames[kind].a
        : accessLogTexts.namedRecord(kindNames[kind].the, name);
  return entry.fields !== undefined && entry.fields.length > 0
    ? accessLogTexts.accessToFields(who, verb, what, fieldList(entry.fields))
    : accessLogTexts.access(who, verb, what);
}

/** The whole line (`accessLogTexts.line`): what, then when, on the association's clock. */
export function describeAccessLine(
  entry: LoggedAccess,
  names: ReadonlyMap<string, string>,
  reader: LogReader,
  now: Date,
): string {
  return accessLogTexts.line(
    describeAccess(entry, names, reader),
    describeWhen(new Date(entry.at), now),
  );
}
