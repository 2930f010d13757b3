import {
  readRecordsSummary,
  summaryCountField,
  summaryPath,
  summaryScheduleField,
  type RecordsSummary,
} from './recordsSummary';

describe('readRecordsSummary: tolerant reading of Newdata_{uid}/resumo', () => {
  it.each<[string, unknown, RecordsSummary]>([
    ['no summary yet', null, { counts: null, horario: {} }],
    ['not an object', 5, { counts: null, horario: {} }],
    [
      'a whole summary',
      {
        contactos: 2,
        consultas: 0,
        medicamentos: 1,
        horario: { medicamento_1: { horas: '08:00,20:00', desde: 1_700_000_000_000 } },
      },
      {
        counts: { contact: 2, appointment: 0, medication: 1 },
        horario: { medicamento_1: { horas: '08:00,20:00', desde: 1_700_000_000_000 } },
      },
    ],
    [
      'a count missing, negative, fractional or text is 0',
      { contactos: 3, consultas: -1, medicamentos: '2' },
      { counts: { contact: 3, appointment: 0, medication: 0 }, horario: {} },
    ],
    [
      'a medicine without desde has 0; one whose times are not in the stored form is left out',
      {
        contactos: 1.5,
        horario: {
          medicamento_1: { horas: '08:00' },
          medicamento_2: { horas: '8h', desde: 1 },
          medicamento_3: { horas: '', desde: 1 },
          medicamento_4: 'texto',
          medicamento_5: { desde: 1 },
        },
      },
      {
        counts: { contact: 0, appointment: 0, medication: 0 },
        horario: { medicamento_1: { horas: '08:00', desde: 0 } },
      },
    ],
  ])('%s', (_label, raw, expected) => {
    expect(readRecordsSummary(raw)).toEqual(expected);
  });
});

describe('where the summary is', () => {
  it('under the person, each count under its list’s own name', () => {
    expect(summaryPath('u1')).toBe('Newdata_u1/resumo');
    expect(summaryCountField('contact')).toBe('resumo/contactos');
    expect(summaryCountField('appointment')).toBe('resumo/consultas');
    expect(summaryCountField('medication')).toBe('resumo/medicamentos');
    expect(summaryScheduleField('medicamento_3')).toBe('resumo/horario/medicamento_3');
  });
});
