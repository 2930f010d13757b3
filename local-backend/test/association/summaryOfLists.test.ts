import type { PersonLists, StoredRecordsSummary } from '../../src/association/summaryOfLists';
import { isStoredSummary, summaryOfLists } from '../../src/association/summaryOfLists';

// A person's summary from their lists: counts of what the record readers accept, and the dose times of
// the medicines that have some, with when they were set (0 when unknown).

const none: PersonLists = { contactos: null, consultas: null, medicamentos: null };
const empty: StoredRecordsSummary = { contactos: 0, consultas: 0, medicamentos: 0, horario: {} };

describe('summaryOfLists', () => {
  it.each<[string, PersonLists, StoredRecordsSummary]>([
    ['no lists', none, empty],
    [
      'records counted, things that are no records not',
      {
        contactos: {
          contacto_Contacto_1: { contacto_Nome: 'Rosa', contacto_telPesso: '912345678' },
          contacto_Contacto_2: { contacto_telPesso: 912345679 },
          lixo: 'texto',
          vazio: { outro: 'campo' },
        },
        consultas: [{ contacto_Nome: 'Cardiologia', data_consulta: '2026-12-01' }],
        medicamentos: null,
      },
      { ...empty, contactos: 2, consultas: 1 },
    ],
    [
      'medicines with times, with or without when they were set; without times left out',
      {
        ...none,
        medicamentos: {
          medicamento_1: { medicamento: 'A', horas: '08:00,20:00', horasDesde: 1_700_000_000_000 },
          medicamento_2: { medicamento: 'B', horas: '14:00' },
          medicamento_3: { medicamento: 'C', horas: '' },
          medicamento_4: { medicamento: 'D' },
          medicamento_6: { medicamento: 'F', horas: 'de manhã' },
          medicamento_5: { medicamento: 'E', horas: '09:00', horasDesde: 'ontem' },
        },
      },
      {
        ...empty,
        medicamentos: 6,
        horario: {
          medicamento_1: { horas: '08:00,20:00', desde: 1_700_000_000_000 },
          medicamento_2: { horas: '14:00', desde: 0 },
          medicamento_5: { horas: '09:00', desde: 0 },
          medicamento_6: { horas: 'de manhã', desde: 0 },
        },
      },
    ],
  ])('%s', (_label, lists, summary) => {
    expect(summaryOfLists(lists)).toEqual(summary);
  });
});

describe('isStoredSummary', () => {
  const summary: StoredRecordsSummary = {
    contactos: 1,
    consultas: 0,
    medicamentos: 1,
    horario: { medicamento_1: { horas: '08:00', desde: 5 } },
  };
  it.each<[string, unknown, StoredRecordsSummary, boolean]>([
    ['the same', { ...summary }, summary, true],
    [
      'the same, keys in another order',
      {
        horario: { medicamento_1: { desde: 5, horas: '08:00' } },
        medicamentos: 1,
        consultas: 0,
        contactos: 1,
      },
      summary,
      true,
    ],
    ['no horario stored for none', { contactos: 0, consultas: 0, medicamentos: 0 }, empty, true],
    ['missing', null, empty, false],
    ['not an object', 3, empty, false],
    ['a count differs', { ...summary, contactos: 2 }, summary, false],
    [
      'a time differs',
      { ...summary, horario: { medicamento_1: { horas: '09:00', desde: 5 } } },
      summary,
      false,
    ],
    [
      'an extra medicine',
      { ...summary, horario: { ...summary.horario, medicamento_2: { horas: '10:00', desde: 0 } } },
      summary,
      false,
    ],
    ['an extra field', { ...summary, outro: 1 }, summary, false],
  ])('%s', (_label, stored, expected, same) => {
    expect(isStoredSummary(stored, expected)).toBe(same);
  });
});
