import {
  readAppointments,
  readContacts,
  readMedications,
  readRecord,
  readRecordList,
  recordIndexOfKey,
} from './readRecords';

describe('readRecordList: a list node read tolerantly', () => {
  it.each<[string, unknown]>([
    ['an absent node (null)', null],
    ['undefined', undefined],
    ['a string', 'contactos'],
    ['a number', 0],
    ['a boolean', true],
    ['an empty object', {}],
    ['an empty array', []],
  ])('%s gives an empty list without throwing', (_label, raw) => {
    expect(readRecordList('contact', raw)).toEqual([]);
    expect(readRecordList('appointment', raw)).toEqual([]);
    expect(readRecordList('medication', raw)).toEqual([]);
  });

  it('reads well-formed contacts with their keys', () => {
    const raw = {
      contacto_Contacto_1: { contacto_Nome: 'Maria', contacto_telPesso: '912345678' },
      contacto_Contacto_2: { contacto_Nome: 'José', contacto_telPesso: '934 567 890' },
    };
    expect(readContacts(raw)).toEqual([
      {
        key: 'contacto_Contacto_1',
        value: { contacto_Nome: 'Maria', contacto_telPesso: '912345678' },
      },
      {
        key: 'contacto_Contacto_2',
        value: { contacto_Nome: 'José', contacto_telPesso: '934 567 890' },
      },
    ]);
  });

  it('orders by the number in the key (2 before 10), other keys last', () => {
    const raw = {
      medicamento_10: { medicamento: 'B', momento_tomar: 'x' },
      outro: { medicamento: 'Z', momento_tomar: 'x' },
      medicamento_2: { medicamento: 'A', momento_tomar: 'x' },
      medicamento_1: { medicamento: 'C', momento_tomar: 'x' },
    };
    expect(readMedications(raw).map((record) => record.key)).toEqual([
      'medicamento_1',
      'medicamento_2',
      'medicamento_10',
      'outro',
    ]);
  });

  it.each<[string, unknown, object | null]>([
    [
      'a contact without a phone keeps its name',
      { contacto_Nome: 'Ana' },
      { contacto_Nome: 'Ana', contacto_telPesso: '' },
    ],
    [
      'a contact without a name keeps its phone',
      { contacto_telPesso: '912345678' },
      { contacto_Nome: '', contacto_telPesso: '912345678' },
    ],
    [
      'a phone stored as a number becomes its digits',
      { contacto_Nome: 'Rui', contacto_telPesso: 912345678 },
      { contacto_Nome: 'Rui', contacto_telPesso: '912345678' },
    ],
    [
      'a field of the wrong type becomes empty',
      { contacto_Nome: 'Rui', contacto_telPesso: { a: 1 } },
      { contacto_Nome: 'Rui', contacto_telPesso: '' },
    ],
    [
      'NaN is not a phone',
      { contacto_Nome: 'Rui', contacto_telPesso: Number.NaN },
      { contacto_Nome: 'Rui', contacto_telPesso: '' },
    ],
    [
      'extra fields are dropped',
      { contacto_Nome: 'Rui', contacto_telPesso: '1', foto: 'x' },
      { contacto_Nome: 'Rui', contacto_telPesso: '1' },
    ],
    ['an object with none of the fields is skipped', { foo: 'bar' }, null],
    [
      'an object whose fields are blank is skipped',
      { contacto_Nome: '  ', contacto_telPesso: '' },
      null,
    ],
    ['a string is skipped', 'Maria', null],
    ['null is skipped', null, null],
    ['an array is skipped', ['Maria', '912345678'], null],
  ])('contact: %s', (_label, raw, expected) => {
    expect(readRecord('contact', raw)).toEqual(expected);
  });

  it.each<[string, unknown, object | null]>([
    [
      'an appointment without a date keeps the rest',
      { contacto_Nome: 'Cardiologia', time_consulta: '10:00' },
      { contacto_Nome: 'Cardiologia', data_consulta: '', time_consulta: '10:00' },
    ],
    [
      'an appointment without a time (allowed on add)',
      { contacto_Nome: 'Cardiologia', data_consulta: '2026-03-01' },
      { contacto_Nome: 'Cardiologia', data_consulta: '2026-03-01', time_consulta: '' },
    ],
    [
      'an appointment with only a date',
      { data_consulta: '2026-03-01' },
      { contacto_Nome: '', data_consulta: '2026-03-01', time_consulta: '' },
    ],
  ])('appointment: %s', (_label, raw, expected) => {
    expect(readRecord('appointment', raw)).toEqual(expected);
  });

  it('skips the bad children of a list and keeps the good ones', () => {
    const raw = {
      consulta_ID_1: {
        contacto_Nome: 'Cardiologia',
        data_consulta: '2026-03-01',
        time_consulta: '09:30',
      },
      consulta_ID_2: 'lixo',
      consulta_ID_3: null,
      consulta_ID_4: { contacto_Nome: 'Oftalmologia' },
      consulta_ID_5: 42,
    };
    expect(readAppointments(raw)).toEqual([
      {
        key: 'consulta_ID_1',
        value: {
          contacto_Nome: 'Cardiologia',
          data_consulta: '2026-03-01',
          time_consulta: '09:30',
        },
      },
      {
        key: 'consulta_ID_4',
        value: { contacto_Nome: 'Oftalmologia', data_consulta: '', time_consulta: '' },
      },
    ]);
  });

  it('reads a list the database returned as an array (holes skipped, index as key)', () => {
    const raw = [
      null,
      { medicamento: '1 comprimido de Brufen', momento_tomar: 'Ao almoço' },
      undefined,
      { medicamento: 'Xarope' },
    ];
    expect(readMedications(raw)).toEqual([
      { key: '1', value: { medicamento: '1 comprimido de Brufen', momento_tomar: 'Ao almoço' } },
      { key: '3', value: { medicamento: 'Xarope', momento_tomar: '' } },
    ]);
  });

  it('reads a whole user root by mistake as an empty list rather than garbage', () => {
    const userRoot = { variaveis_contact: { var_contact: 3 }, contactos: {} };
    expect(readContacts(userRoot)).toEqual([]);
  });
});

describe('recordIndexOfKey', () => {
  it.each<[string, string, number | null]>([
    ['contact', 'contacto_Contacto_7', 7],
    ['contact', 'contacto_Contacto_0', 0],
    ['contact', 'contacto_Contacto_', null],
    ['contact', 'contacto_Contacto_7a', null],
    ['contact', 'consulta_ID_7', null],
    ['appointment', 'consulta_ID_12', 12],
    ['medication', 'medicamento_3', 3],
  ])('%s %s → %s', (kind, key, expected) => {
    expect(recordIndexOfKey(kind as 'contact', key)).toBe(expected);
  });
});

describe("a medicine's dose times, read when present", () => {
  it.each([
    [
      { medicamento: 'A', momento_tomar: 'B', horas: '08:00' },
      { medicamento: 'A', momento_tomar: 'B', horas: '08:00' },
    ],
    [
      { medicamento: 'A', momento_tomar: 'B', horas: '' },
      { medicamento: 'A', momento_tomar: 'B' },
    ],
    [
      { medicamento: 'A', momento_tomar: 'B', horas: 800 },
      { medicamento: 'A', momento_tomar: 'B' },
    ],
    [
      { medicamento: 'A', momento_tomar: 'B' },
      { medicamento: 'A', momento_tomar: 'B' },
    ],
  ])('%j → %j', (raw, read) => {
    expect(readRecord('medication', raw)).toEqual(read);
  });
});

describe("when a medicine's times were set, read when it is a finite number", () => {
  it.each<[unknown, unknown]>([
    [
      { medicamento: 'A', momento_tomar: 'B', horas: '08:00', horasDesde: 1_700_000_000_000 },
      { medicamento: 'A', momento_tomar: 'B', horas: '08:00', horasDesde: 1_700_000_000_000 },
    ],
    [
      { medicamento: 'A', momento_tomar: 'B', horasDesde: 0 },
      { medicamento: 'A', momento_tomar: 'B', horasDesde: 0 },
    ],
    [
      { medicamento: 'A', momento_tomar: 'B', horasDesde: '1700000000000' },
      { medicamento: 'A', momento_tomar: 'B' },
    ],
    [
      { medicamento: 'A', momento_tomar: 'B', horasDesde: { '.sv': 'timestamp' } },
      { medicamento: 'A', momento_tomar: 'B' },
    ],
    [
      { medicamento: 'A', momento_tomar: 'B', horasDesde: Number.NaN },
      { medicamento: 'A', momento_tomar: 'B' },
    ],
    [
      { medicamento: 'A', momento_tomar: 'B', horasDesde: Infinity },
      { medicamento: 'A', momento_tomar: 'B' },
    ],
    [
      { medicamento: 'A', momento_tomar: 'B', horasDesde: null },
      { medicamento: 'A', momento_tomar: 'B' },
    ],
  ])('%j → %j', (raw, read) => {
    expect(readRecord('medication', raw)).toEqual(read);
  });

  it('a medicine with nothing else but the time its times were set is no record', () => {
    expect(readRecord('medication', { horasDesde: 5 })).toBeNull();
  });

  it('other kinds never read it', () => {
    expect(
      readRecord('contact', { contacto_Nome: 'A', contacto_telPesso: '1', horasDesde: 5 }),
    ).toEqual({ contacto_Nome: 'A', contacto_telPesso: '1' });
  });
});
