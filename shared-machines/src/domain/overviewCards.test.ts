import { cardAppointment, cardChanges, cardPatch } from './overviewCardChanges';
import {
  carersOf,
  linkCarerPatch,
  newCard,
  overviewCardPath,
  personCarersPath,
  unlinkCarerPatch,
} from './overviewCards';

const today = '2026-03-10';
const increment = { '.sv': { increment: 1 } };
const timestamp = { '.sv': 'timestamp' };

describe('where the cards live', () => {
  it.each([
    [overviewCardPath('ana', 'maria'), 'carerOverview/ana/maria'],
    [personCarersPath('maria'), 'personCarers/maria'],
  ])('%s', (path, expected) => expect(path).toBe(expected));
});

describe('carersOf: the carers in personCarers/{uid}', () => {
  it.each<[string, unknown, string[]]>([
    ['none stored', null, []],
    ['not an object', 'ana', []],
    ['an array', [true], []],
    ['linked ones only, sorted', { rui: true, ana: true, old: false, odd: 'yes' }, ['ana', 'rui']],
  ])('%s', (_case, value, expected) => expect(carersOf(value)).toEqual(expected));
});

describe('linking and unlinking a carer', () => {
  it('links with both indexes and the card, in one update', () => {
    const card = newCard({ name: 'Maria Silva', since: 5 });
    expect(card).toEqual({
      membro: { name: 'Maria Silva', since: 5 },
      resumo: { contactos: 0, consultas: 0, medicamentos: 0 },
    });
    expect(linkCarerPatch('ana', 'maria', card)).toEqual({
      'carerPeople/ana/maria': true,
      'personCarers/maria/ana': true,
      'carerOverview/ana/maria': card,
    });
  });

  it('unlinks all three', () => {
    expect(unlinkCarerPatch('ana', 'maria')).toEqual({
      'carerPeople/ana/maria': null,
      'personCarers/maria/ana': null,
      'carerOverview/ana/maria': null,
    });
  });
});

describe('cardAppointment: the day and time only', () => {
  it.each<[string, unknown, unknown]>([
    [
      'a whole record',
      { contacto_Nome: 'Cardiologia', data_consulta: today, time_consulta: '10:30', x: 1 },
      { data_consulta: today, time_consulta: '10:30' },
    ],
    ['no time', { data_consulta: today }, { data_consulta: today }],
    ['no day', { contacto_Nome: 'Cardiologia', time_consulta: '10:30' }, null],
    ['none', null, null],
    ['not an object', 'hoje', null],
  ])('%s', (_case, record, expected) => expect(cardAppointment(record)).toEqual(expected));
});

describe('cardChanges: a write to her data as the same writes on a card', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'summary counts and times, as they are',
      {
        'resumo/contactos': increment,
        'resumo/horario/medicamento_1': { horas: '08:00', desde: timestamp },
      },
      {
        'resumo/contactos': increment,
        'resumo/horario/medicamento_1': { horas: '08:00', desde: timestamp },
      },
    ],
    [
      'a dose taken, with the day before removed',
      { 'tomas/2026-03-01/medicamento_1/0800': timestamp },
      { 'tomas/2026-03-01/medicamento_1/0800': timestamp, 'tomas/2026-02-28': null },
    ],
    [
      'a dose on the first of January removes the last day of December',
      { 'tomas/2026-01-01/medicamento_1/0800': timestamp },
      { 'tomas/2026-01-01/medicamento_1/0800': timestamp, 'tomas/2025-12-31': null },
    ],
    [
      'an appointment today or later, as its day and time',
      {
        'consultas/consulta_ID_1': { contacto_Nome: 'X', data_consulta: today, time_consulta: '' },
        'consultas/consulta_ID_2': { data_consulta: '2027-01-01', time_consulta: '09:00' },
      },
      {
        'consultas/consulta_ID_1': { data_consulta: today, time_consulta: '' },
        'consultas/consulta_ID_2': { data_consulta: '2027-01-01', time_consulta: '09:00' },
      },
    ],
    [
      'an appointment in the past, deleted or unreadable is removed from the card',
      {
        'consultas/consulta_ID_1': { data_consulta: '2026-03-09', time_consulta: '' },
        'consultas/consulta_ID_2': null,
        'consultas/consulta_ID_3': { data_consulta: 'amanhã' },
      },
      {
        'consultas/consulta_ID_1': null,
        'consultas/consulta_ID_2': null,
        'consultas/consulta_ID_3': null,
      },
    ],
    [
      'what no card holds is left out',
      {
        'contactos/contacto_Contacto_1': { contacto_Nome: 'Ana' },
        'medicamentos/medicamento_1': { medicamento: 'Brufen' },
        'variaveis/var_consulta': 3,
        tomas: {},
        'tomas/2026-03-01': {},
        consultas: {},
      },
      {},
    ],
  ])('%s', (_case, patch, expected) => expect(cardChanges(patch, today)).toEqual(expected));
});

describe('cardPatch: the changes under every carer’s card', () => {
  it('one update at the root, per carer', () => {
    expect(cardPatch(['ana', 'rui'], 'maria', { 'resumo/contactos': increment })).toEqual({
      'carerOverview/ana/maria/resumo/contactos': increment,
      'carerOverview/rui/maria/resumo/contactos': increment,
    });
  });

  it.each<[string, string[], Record<string, unknown>]>([
    ['no carers', [], { 'resumo/contactos': increment }],
    ['no changes', ['ana'], {}],
  ])('nothing with %s', (_case, carers, changes) =>
    expect(cardPatch(carers, 'maria', changes)).toEqual({}),
  );
});
