/**
 * The access log as people read it, on the person's tablet and on the carer's screen of her:
 * 'Ana Costa viu os seus dados — hoje às 10:32', 'Ana Costa alterou o medicamento «Brufen»: horas —
 * ontem às 18:05'. A record is named by what the person's lists hold now (a deleted one, or one
 * not known, by its kind: 'apagou uma consulta'); fields by their everyday names.
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
import { wholePerson, type AccessAction, type LoggedAccess } from './accessLog';

const verbs: Readonly<Record<AccessAction, string>> = {
  ver: 'viu',
  criar: 'adicionou',
  alterar: 'alterou',
  apagar: 'apagou',
};

/** How a record of each kind is named: the one named, or any one. */
const kindNames: Readonly<Record<RecordKind, { readonly the: string; readonly a: string }>> = {
  contact: { the: 'o contacto', a: 'um contacto' },
  appointment: { the: 'a consulta', a: 'uma consulta' },
  medication: { the: 'o medicamento', a: 'um medicamento' },
};

/** The everyday names of the stored fields. */
const fieldNames: Readonly<Record<string, string>> = {
  contacto_Nome: 'nome',
  contacto_telPesso: 'telefone',
  data_consulta: 'dia',
  time_consulta: 'hora',
  medicamento: 'nome',
  momento_tomar: 'quando tomar',
  horas: 'horas',
};

/** The person's lists as they are now, to name the records the log is about. */
export interface LoggedRecordLists {
  readonly contacts: readonly Keyed<ContactRecord>[];
  readonly appointments: readonly Keyed<AppointmentRecord>[];
  readonly medications: readonly Keyed<MedicationRecord>[];
}

/** Each record's name by its logged path ('medicamentos/medicamento_3' → 'Brufen'). */
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

/** 'horas', 'nome e telefone', 'dia, hora e nome'. */
function fieldList(fields: readonly string[]): string {
  const names = [...new Set(fields.map((field) => fieldNames[field] ?? field))];
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

/** Whose data: the person reading it ('os seus dados') or a carer reading about her ('os dados de Maria Silva'). */
export type LogReader =
  { readonly kind: 'person' } | { readonly kind: 'carer'; readonly personName: string };

/** What the entry says, without its time: 'Ana Costa alterou o medicamento «Brufen»: horas'. */
export function describeAccess(
  entry: LoggedAccess,
  names: ReadonlyMap<string, string>,
  reader: LogReader,
): string {
  const who = entry.whoName.trim();
  const verb = verbs[entry.action];
  if (entry.record === wholePerson) {
    const whose = reader.kind === 'person' ? 'os seus dados' : `os dados de ${reader.personName}`;
    return `${who} ${verb} ${whose}`;
  }
  const kind = kindOfLogged(entry.record);
  const name = names.get(entry.record);
  const what =
    kind === null
      ? 'um registo'
      : name === undefined || entry.action === 'apagar'
        ? kindNames[kind].a
        : `${kindNames[kind].the} «${name}»`;
  const fields =
    entry.fields !== undefined && entry.fields.length > 0 ? `: ${fieldList(entry.fields)}` : '';
  return `${who} ${verb} ${what}${fields}`;
}

/** The whole line: what, then when ('— hoje às 10:32'), on the association's clock. */
export function describeAccessLine(
  entry: LoggedAccess,
  names: ReadonlyMap<string, string>,
  reader: LogReader,
  now: Date,
): string {
  return `${describeAccess(entry, names, reader)} — ${describeWhen(new Date(entry.at), now)}`;
}
