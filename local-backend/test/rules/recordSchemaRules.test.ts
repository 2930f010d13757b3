import { readFileSync } from 'node:fs';
import * as targaryen from 'targaryen';
import {
  fieldSchemasOf,
  recordKey,
  recordPath,
  recordSchemas,
  validateRecord,
  type FieldKind,
  type RecordKind,
} from '@amparo/shared-machines/records';
import { databaseRulesPath } from '../../src/ports/repoLayout';
import { fixtureWith, rulesNow, uidOf } from './rulesTables';

// The database rules' record checks held to the records' schemas (shared-machines' domain/recordSchemas):
// each kind's list, key pattern, required children and fields are the schema's, and for every field a
// table of values is judged the same way by the browser's validation and by the rules (targaryen) — a
// value the form accepts is stored, and a value it refuses is refused by the rules too (sent as typed,
// trimmed, since the form would never send it). A field added to a schema, or a limit changed on one
// side only, fails here.

type RulesNode = { readonly [key: string]: unknown };

const rules = JSON.parse(readFileSync(databaseRulesPath, 'utf8')) as { rules: RulesNode };
const userRoot = rules.rules.$userRoot as RulesNode;
const kinds = Object.keys(recordSchemas) as RecordKind[];
const auditFields = ['alteradoPor', 'alteradoPorNome', 'alteradoEm'];

function recordRules(kind: RecordKind): RulesNode {
  const list = userRoot[recordSchemas[kind].listNode] as RulesNode;
  const wildcard = Object.keys(list).find((key) => key.startsWith('$'));
  return list[wildcard as string] as RulesNode;
}

describe('each kind of record in the rules is its schema', () => {
  it.each(kinds)('%s: its fields, and nothing else but the audit', (kind) => {
    const children = Object.keys(recordRules(kind)).filter((key) => !key.startsWith('.'));
    const schema = recordSchemas[kind];
    expect(children.sort()).toEqual(
      [
        ...fieldSchemasOf(kind).map((field) => field.name),
        ...schema.serverTimeFields,
        ...auditFields,
        '$other',
      ].sort(),
    );
    expect((recordRules(kind).$other as RulesNode)['.validate']).toBe(false);
  });

  it.each(kinds)('%s: its key pattern and the fields every record must have', (kind) => {
    const validate = recordRules(kind)['.validate'] as string;
    expect(validate).toContain(`.matches(/^${recordSchemas[kind].keyPrefix}[0-9]{1,15}$/)`);
    const requiredOnAdd = fieldSchemasOf(kind)
      .filter((field) => field.requiredOn.includes('add'))
      .map((field) => `'${field.name}'`);
    expect(validate).toContain(`newData.hasChildren([${requiredOnAdd.join(', ')}])`);
  });
});

/** Values of each kind of field: some the form accepts, some it refuses (as the form would judge them). */
const samples: Readonly<Record<FieldKind, readonly string[]>> = {
  text: [
    'Cardiologia',
    'Ao almoço, com água',
    'x'.repeat(500),
    'x'.repeat(501),
    'a\u0000b',
    'a\u202eb',
    'Olá 👋',
    '\u200b\u200d',
    ' \u2060\u3164\u00a0',
    '\u2800',
    '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}',
  ],
  name: [
    "Maria D'Ávila",
    'José-Manuel (filho)',
    'Иван',
    '李小龙',
    'x'.repeat(500),
    'x'.repeat(501),
    'Maria<script>',
    'a\u0007b',
    '1234',
  ],
  phone: [
    '912345678',
    '+351 912 345 678',
    '00351 912 345 678',
    '351912345678',
    '+44 20 7946 0958',
    '0044 20 7946 0958',
    '12',
    '+351 12',
    '812345678',
    '+44 207',
    '9'.repeat(30),
    '1'.repeat(30),
    '1'.repeat(31),
    '91234567a',
    '++351',
    ' ',
  ],
  date: [
    '2026-03-01',
    '2028-02-29',
    '2026-02-29',
    '2026-13-01',
    '2026-04-31',
    '1899-12-31',
    '2200-01-01',
    '01/03/2026',
  ],
  time: ['09:30', '00:00', '23:59', '24:00', '9:30', '09:60', '0930'],
  doseTimes: [
    '08:00',
    '08:00,20:00',
    '08:00,25:00',
    'manhã',
    Array.from({ length: 16 }, (_, i) => `${String(i).padStart(2, '0')}:00`).join(','),
  ],
};

/** A valid record of the kind, with one field replaced. */
function recordWith(kind: RecordKind, field: string, value: string): Record<string, string> {
  const base: Record<RecordKind, Record<string, string>> = {
    contact: { contacto_Nome: 'Ana', contacto_telPesso: '912345678' },
    appointment: {
      contacto_Nome: 'Cardiologia',
      data_consulta: '2026-03-02',
      time_consulta: '10:00',
    },
    medication: { medicamento: 'Paracetamol', momento_tomar: 'Ao almoço', horas: '08:00' },
  };
  return { ...base[kind], [field]: value };
}

/** Whether the rules store this record for the person herself (no audit: her own write). */
function rulesAccept(kind: RecordKind, record: Record<string, string>): boolean {
  const uid = uidOf.person as string;
  const database = targaryen
    .database(rules, fixtureWith(), rulesNow)
    .as({ uid, token: { user_id: uid } });
  const value: Record<string, unknown> =
    kind === 'medication' && record.horas !== undefined
      ? { ...record, horasDesde: { '.sv': 'timestamp' } }
      : record;
  const path = `/${recordPath(uid, kind, recordKey(kind, 987))}`;
  return database.write(path, value, { now: rulesNow }).allowed;
}

const agreementCases = kinds.flatMap((kind) =>
  fieldSchemasOf(kind).flatMap((field) =>
    samples[field.kind].map((value) => ({ kind, field: field.name, value })),
  ),
);

describe('the form and the rules judge every field alike', () => {
  it.each(agreementCases)('$kind $field = $value', ({ kind, field, value }) => {
    const judged = validateRecord(kind, 'edit', recordWith(kind, field, value));
    const sent = judged.valid
      ? (judged.value as unknown as Record<string, string>)
      : recordWith(kind, field, value.trim());
    expect({ value, stored: rulesAccept(kind, sent) }).toEqual({ value, stored: judged.valid });
  });
});
