import type { RecordKind } from '../domain/recordTypes';
import { nameCharactersMessage } from '../domain/nameCharacters';
import type { RecordFormMode, RecordFormValues } from './recordValidation';
import {
  isFieldRequired,
  isRecordKeyOf,
  maxLengthOfField,
  recordFields,
  validateRecord,
} from './recordValidation';

const contact = { contacto_Nome: 'Maria Silva', contacto_telPesso: '912345678' };
const appointment = {
  contacto_Nome: 'Cardiologia',
  data_consulta: '2026-12-03',
  time_consulta: '09:30',
};
const medication = { medicamento: '1 comprimido de Ben-u-ron', momento_tomar: 'Ao almoço' };

describe('the spec’s required fields (docs/product.md: What a form accepts), each refusal with a Portuguese message', () => {
  const cases: [
    string,
    RecordKind,
    RecordFormMode,
    RecordFormValues,
    Record<string, string> | null,
  ][] = [
    ['add contact, complete', 'contact', 'add', contact, null],
    [
      'add contact, no name',
      'contact',
      'add',
      { ...contact, contacto_Nome: '' },
      { contacto_Nome: 'Escreva o nome do contacto.' },
    ],
    [
      'add contact, no phone',
      'contact',
      'add',
      { ...contact, contacto_telPesso: '' },
      { contacto_telPesso: 'Escreva o número de telemóvel.' },
    ],
    [
      'add contact, nothing',
      'contact',
      'add',
      {},
      {
        contacto_Nome: 'Escreva o nome do contacto.',
        contacto_telPesso: 'Escreva o número de telemóvel.',
      },
    ],
    [
      'edit contact, no name',
      'contact',
      'edit',
      { ...contact, contacto_Nome: '' },
      { contacto_Nome: 'Escreva o nome do contacto.' },
    ],
    [
      'edit contact, no phone',
      'contact',
      'edit',
      { ...contact, contacto_telPesso: '' },
      { contacto_telPesso: 'Escreva o número de telemóvel.' },
    ],
    ['add appointment, complete', 'appointment', 'add', appointment, null],
    [
      'add appointment, no time (not checked on add)',
      'appointment',
      'add',
      { ...appointment, time_consulta: '' },
      null,
    ],
    [
      'add appointment, no specialty',
      'appointment',
      'add',
      { ...appointment, contacto_Nome: '' },
      { contacto_Nome: 'Escreva a especialidade da consulta.' },
    ],
    [
      'add appointment, no date',
      'appointment',
      'add',
      { ...appointment, data_consulta: '' },
      { data_consulta: 'Escolha a data da consulta.' },
    ],
    [
      'edit appointment, no time',
      'appointment',
      'edit',
      { ...appointment, time_consulta: '' },
      {
        time_consulta:
          'Ao alterar uma consulta, a hora é obrigatória (só pode ficar em branco ao adicionar). Escolha a hora da consulta.',
      },
    ],
    [
      'edit appointment, no specialty',
      'appointment',
      'edit',
      { ...appointment, contacto_Nome: '' },
      { contacto_Nome: 'Escreva a especialidade da consulta.' },
    ],
    [
      'edit appointment, no date',
      'appointment',
      'edit',
      { ...appointment, data_consulta: '' },
      { data_consulta: 'Escolha a data da consulta.' },
    ],
    ['add medication, complete', 'medication', 'add', medication, null],
    [
      'add medication, no medicine',
      'medication',
      'add',
      { ...medication, medicamento: '' },
      { medicamento: 'Escreva o medicamento e a dose.' },
    ],
    [
      'add medication, no moment',
      'medication',
      'add',
      { ...medication, momento_tomar: '' },
      { momento_tomar: 'Escreva quando deve ser tomado.' },
    ],
    [
      'edit medication, no moment',
      'medication',
      'edit',
      { ...medication, momento_tomar: '' },
      { momento_tomar: 'Escreva quando deve ser tomado.' },
    ],
    [
      'edit medication, no medicine',
      'medication',
      'edit',
      { ...medication, medicamento: '' },
      { medicamento: 'Escreva o medicamento e a dose.' },
    ],
  ];
  it.each(cases)('%s', (_name, kind, mode, values, expectedErrors) => {
    const result = validateRecord(kind, mode, values);
    if (expectedErrors === null) expect(result).toEqual({ valid: true, value: expect.any(Object) });
    else expect(result).toEqual({ valid: false, errors: expectedErrors });
  });
});

describe('odd and hostile input (docs/product.md: Hard cases): handled literally, or refused with a clear message', () => {
  const long = (length: number) => 'a'.repeat(length);
  const cases: [string, RecordKind, RecordFormValues, string | null][] = [
    [
      'whitespace-only name counts as empty',
      'contact',
      { ...contact, contacto_Nome: '   \t ' },
      'Escreva o nome do contacto.',
    ],
    [
      'whitespace-only phone counts as empty',
      'contact',
      { ...contact, contacto_telPesso: '  ' },
      'Escreva o número de telemóvel.',
    ],
    [
      'HTML and script payload kept as text (a medicine)',
      'medication',
      { ...medication, medicamento: '<script>alert(1)</script><img src=x onerror=alert(2)>' },
      null,
    ],
    [
      'HTML in a name: not a name',
      'contact',
      { ...contact, contacto_Nome: '<script>alert(1)</script>' },
      nameCharactersMessage,
    ],
    ['right-to-left text', 'contact', { ...contact, contacto_Nome: 'مريم العربية' }, null],
    ['emoji in a medicine', 'medication', { ...medication, medicamento: 'Xarope 👵🏽💐' }, null],
    [
      'emoji in a name',
      'contact',
      { ...contact, contacto_Nome: 'Avó Rosa 👵🏽💐' },
      nameCharactersMessage,
    ],
    [
      'only invisible characters in a name',
      'contact',
      { ...contact, contacto_Nome: 'Ana\u200bRita' },
      nameCharactersMessage,
    ],
    ['name of exactly 500 characters', 'contact', { ...contact, contacto_Nome: long(500) }, null],
    [
      'name of 501 characters',
      'contact',
      { ...contact, contacto_Nome: long(501) },
      'O nome é demasiado longo: use no máximo 500 caracteres.',
    ],
    [
      'name of 10,000 characters',
      'contact',
      { ...contact, contacto_Nome: long(10_000) },
      'O nome é demasiado longo: use no máximo 500 caracteres.',
    ],
    [
      'name over the database string limit',
      'contact',
      { ...contact, contacto_Nome: long(10_485_761) },
      'O nome é demasiado longo: use no máximo 500 caracteres.',
    ],
    [
      'name with a control character',
      'contact',
      { ...contact, contacto_Nome: 'Ana\u0000Maria' },
      nameCharactersMessage,
    ],
    [
      'medicine with a control character',
      'medication',
      { ...medication, medicamento: 'Xarope\u0000' },
      'O texto tem caracteres que não podem ser guardados.',
    ],
    ['phone with spaces', 'contact', { ...contact, contacto_telPesso: '912 345 678' }, null],
    [
      'phone with country code',
      'contact',
      { ...contact, contacto_telPesso: '+351912345678' },
      null,
    ],
    [
      'phone with letters',
      'contact',
      { ...contact, contacto_telPesso: '91234abc' },
      'O número de telemóvel só pode ter algarismos (e um + no início).',
    ],
    [
      'phone with a URL payload',
      'contact',
      { ...contact, contacto_telPesso: '912&text=oi' },
      'O número de telemóvel só pode ter algarismos (e um + no início).',
    ],
    [
      'phone too short to be a phone number',
      'contact',
      { ...contact, contacto_telPesso: '12' },
      'O número tem 2 algarismos: um número português tem 9.',
    ],
    [
      'phone of 30 digits',
      'contact',
      { ...contact, contacto_telPesso: '9'.repeat(30) },
      'O número tem 30 algarismos: um número português tem 9.',
    ],
    [
      'phone that no Portuguese number starts with',
      'contact',
      { ...contact, contacto_telPesso: '812 345 678' },
      'Um número português começa por 2, 3 ou 9. Se for de outro país, comece por 00 e o indicativo.',
    ],
    [
      'phone of another country, too short',
      'contact',
      { ...contact, contacto_telPesso: '0044 207' },
      'Um número de outro país tem de 8 a 15 algarismos, contando com o indicativo.',
    ],
    [
      'phone of 31 characters',
      'contact',
      { ...contact, contacto_telPesso: '1'.repeat(31) },
      'O número é demasiado longo: use no máximo 30 caracteres.',
    ],
    [
      'date that does not exist',
      'appointment',
      { ...appointment, data_consulta: '2026-02-30' },
      'Escolha uma data válida.',
    ],
    [
      'date in another format',
      'appointment',
      { ...appointment, data_consulta: '03/12/2026' },
      'Escolha uma data válida.',
    ],
    ['leap day', 'appointment', { ...appointment, data_consulta: '2028-02-29' }, null],
    // The same calendar as the database rules: years 1900 to 2199, 29 February only in leap years.
    [
      '29 February of a year that is not a leap year',
      'appointment',
      { ...appointment, data_consulta: '2100-02-29' },
      'Escolha uma data válida.',
    ],
    [
      'the last day the rules accept',
      'appointment',
      { ...appointment, data_consulta: '2199-12-31' },
      null,
    ],
    [
      'a year after 2199',
      'appointment',
      { ...appointment, data_consulta: '2200-01-01' },
      'Escolha uma data válida.',
    ],
    [
      'a year before 1900',
      'appointment',
      { ...appointment, data_consulta: '1899-12-31' },
      'Escolha uma data válida.',
    ],
    [
      'time out of range',
      'appointment',
      { ...appointment, time_consulta: '25:00' },
      'Escolha uma hora válida (hh:mm).',
    ],
    [
      'time with text',
      'appointment',
      { ...appointment, time_consulta: 'manhã' },
      'Escolha uma hora válida (hh:mm).',
    ],
    [
      'medication text of 10,000 characters',
      'medication',
      { ...medication, medicamento: long(10_000) },
      'O texto é demasiado longo: use no máximo 500 caracteres.',
    ],
  ];
  it.each(cases)('%s', (_name, kind, values, expectedMessage) => {
    const result = validateRecord(kind, 'add', values);
    if (expectedMessage === null) {
      expect(result.valid).toBe(true);
    } else {
      expect(result.valid).toBe(false);
      if (!result.valid) expect(Object.values(result.errors)).toEqual([expectedMessage]);
    }
  });
});

describe('valid values come back trimmed, with only the record’s own fields', () => {
  it('trims and drops unknown fields', () => {
    const result = validateRecord('contact', 'add', {
      contacto_Nome: '  Maria  ',
      contacto_telPesso: ' 912345678 ',
      extra: 'x',
    });
    expect(result).toEqual({
      valid: true,
      value: { contacto_Nome: 'Maria', contacto_telPesso: '912345678' },
    });
  });
  it.each([
    ['912 345 678', '912 345 678'],
    ['+351 912 345 678', '912 345 678'],
    ['00351912345678', '912345678'],
    ['0044 20 7946 0958', '+44 20 7946 0958'],
  ])('stores the phone %j as %j', (typed, stored) => {
    expect(validateRecord('contact', 'add', { ...contact, contacto_telPesso: typed })).toEqual({
      valid: true,
      value: { ...contact, contacto_telPesso: stored },
    });
  });
  it('keeps HTML as the very characters typed', () => {
    const result = validateRecord('medication', 'add', {
      medicamento: '<b>1</b> & 2',
      momento_tomar: 'Ao almoço',
    });
    expect(result).toEqual({
      valid: true,
      value: { medicamento: '<b>1</b> & 2', momento_tomar: 'Ao almoço' },
    });
  });
  it('an appointment added without a time is saved with an empty time', () => {
    const result = validateRecord('appointment', 'add', {
      contacto_Nome: 'Cardiologia',
      data_consulta: '2026-12-03',
    });
    expect(result).toEqual({
      valid: true,
      value: { contacto_Nome: 'Cardiologia', data_consulta: '2026-12-03', time_consulta: '' },
    });
  });
});

describe('record keys from an address are checked before any read or write', () => {
  const cases: [RecordKind, string, boolean][] = [
    ['contact', 'contacto_Contacto_3', true],
    ['contact', 'contacto_Contacto_10', true],
    ['contact', 'contacto_Contacto_', false],
    ['contact', 'consulta_ID_3', false],
    ['contact', 'contacto_Contacto_3/../../ProBrancaSec', false],
    ['contact', 'contacto_Contacto_3.x', false],
    ['contact', '', false],
    ['contact', `contacto_Contacto_${'9'.repeat(2000)}`, false],
    ['appointment', 'consulta_ID_7', true],
    ['appointment', 'consulta_ID_-1', false],
    ['medication', 'medicamento_1', true],
    ['medication', 'medicamento_1 ', false],
    ['medication', '<script>', false],
  ];
  const labelled = cases.map(
    ([kind, key, expected]) =>
      [
        kind,
        key.length > 40 ? `${key.slice(0, 40)}… (${key.length} characters)` : key,
        expected,
        key,
      ] as const,
  );
  it.each(labelled)('%s %j is accepted: %s', (kind, _label, expected, key) => {
    expect(isRecordKeyOf(kind, key)).toBe(expected);
  });
});

describe('field facts for the forms', () => {
  it.each([
    ['contact', 'contacto_Nome', 500],
    ['contact', 'contacto_telPesso', 30],
    ['appointment', 'data_consulta', undefined],
    ['medication', 'momento_tomar', 500],
  ] as const)('%s.%s accepts at most %s characters', (kind, field, max) => {
    expect(maxLengthOfField(kind, field)).toBe(max);
  });
  it('lists the fields in form order', () => {
    expect(recordFields('appointment')).toEqual([
      'contacto_Nome',
      'data_consulta',
      'time_consulta',
    ]);
  });
  it('the appointment time is required on edit only', () => {
    expect(isFieldRequired('appointment', 'add', 'time_consulta')).toBe(false);
    expect(isFieldRequired('appointment', 'edit', 'time_consulta')).toBe(true);
  });
});

describe("a medicine's dose times ('Horas', optional)", () => {
  const medicine = { medicamento: 'Paracetamol', momento_tomar: 'De manhã e à noite' };
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['8h e 20h', '08:00,20:00'],
    ['20:00, 8:00', '08:00,20:00'],
    ['14:00', '14:00'],
  ])('%j is saved as %j (left out when empty, so saving clears it)', (typed, stored) => {
    const result = validateRecord('medication', 'edit', { ...medicine, horas: typed });
    expect(result).toEqual({
      valid: true,
      value: stored === undefined ? medicine : { ...medicine, horas: stored },
    });
  });

  it.each([
    ['ao almoço', 'Escreva as horas assim: 08:00, 20:00.'],
    ['25:00', 'Escreva as horas assim: 08:00, 20:00.'],
    ['1'.repeat(201), 'O texto é demasiado longo: use no máximo 200 caracteres.'],
  ])('%j is refused: %s', (typed, message) => {
    expect(validateRecord('medication', 'add', { ...medicine, horas: typed })).toEqual({
      valid: false,
      errors: { horas: message },
    });
  });
});
