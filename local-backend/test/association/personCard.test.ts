import { cardNodes } from '@amparo/shared-machines';
import type { PersonCardSources } from '../../src/association/personCard';
import {
  cardMembership,
  isStoredAs,
  personCard,
  storedForm,
  upcomingAppointments,
} from '../../src/association/personCard';
import { carersByPerson } from '../../src/association/personCards';

// A person's card in a carer's console built from her data, as tables: her membership, her summary
// (stored, or computed from her lists when she has none), only today's doses, only the appointments
// from today on with their day and time, all in the card's short layout (medicines as m{N},
// appointments as c{N}, `{h, d}` for a medicine's times with `d` only when they were set today, `true`
// for a dose taken, 'YYYY-MM-DD HH:MM' for an appointment); and whether a stored card is already what
// would be written.

const today = '2026-11-26';
const member = { name: 'Maria Silva', code: 'segredo', since: 1_700_000_000_000 };
const membro = { name: 'Maria Silva', since: 1_700_000_000_000 };
const noLists = { contactos: null, consultas: null, medicamentos: null };
const emptySummary = { contactos: 0, consultas: 0, medicamentos: 0 };
const storedSummary = { contactos: 4, consultas: 3, medicamentos: 1 };
/** Moments on the association's calendar (Lisbon, UTC in November): today at 09:00 and 00:00, the day before at 23:59. */
const setToday = Date.parse('2026-11-26T09:00:00Z');
const setTodayAtMidnight = Date.parse('2026-11-26T00:00:00Z');
const setYesterday = Date.parse('2026-11-25T23:59:00Z');

const sources = (overrides: Partial<PersonCardSources>): PersonCardSources => ({
  member,
  summary: storedSummary,
  lists: noLists,
  dosesToday: null,
  today,
  ...overrides,
});

describe('personCard', () => {
  it.each<[string, PersonCardSources, Record<string, unknown> | null]>([
    [
      'a member with nothing yet: her membership and summary',
      sources({ summary: emptySummary }),
      { membro, resumo: emptySummary },
    ],
    ['no membership: no card', sources({ member: null }), null],
    ['a membership without since: no card', sources({ member: { name: 'Maria' } }), null],
    [
      'a membership with a blank name: no card',
      sources({ member: { ...member, name: ' ' } }),
      null,
    ],
    ['her stored counts, as they are', sources({}), { membro, resumo: storedSummary }],
    [
      "her stored summary's times, by the medicines' short keys; when they were set only if today",
      sources({
        summary: {
          ...storedSummary,
          horario: {
            medicamento_1: { horas: '08:00,20:00', desde: setToday },
            medicamento_2: { horas: '09:00', desde: setTodayAtMidnight },
            medicamento_12: { horas: '14:00', desde: setYesterday },
            medicamento_13: { horas: '21:00', desde: 0 },
          },
        },
      }),
      {
        membro,
        resumo: {
          ...storedSummary,
          horario: {
            m1: { h: '08:00,20:00', d: setToday },
            m2: { h: '09:00', d: setTodayAtMidnight },
            m12: { h: '14:00' },
            m13: { h: '21:00' },
          },
        },
      },
    ],
    [
      'what her stored summary holds besides the counts and times is left out',
      sources({
        summary: {
          ...storedSummary,
          outro: 1,
          horario: {
            medicamento_1: { horas: '08:00', desde: setToday },
            contacto_Contacto_1: { horas: '09:00', desde: setToday },
            medicamento_2: 'sem horas',
          },
        },
      }),
      { membro, resumo: { ...storedSummary, horario: { m1: { h: '08:00', d: setToday } } } },
    ],
    [
      'no stored summary: the one of her lists, as the rebuild computes it',
      sources({
        summary: null,
        lists: {
          contactos: { contacto_Contacto_1: { contacto_Nome: 'Rosa', contacto_telPesso: '9' } },
          consultas: null,
          medicamentos: {
            medicamento_1: { medicamento: 'A', horas: '08:00', horasDesde: 5 },
            medicamento_2: { medicamento: 'B' },
          },
        },
      }),
      {
        membro,
        resumo: {
          contactos: 1,
          consultas: 0,
          medicamentos: 2,
          horario: { m1: { h: '08:00' } },
        },
      },
    ],
    [
      "today's doses under today's day, each as true",
      sources({
        dosesToday: {
          medicamento_1: { '0800': 1_764_144_000_000, '2000': 1_764_187_200_000 },
          medicamento_12: { '1400': 1_764_165_600_000 },
        },
      }),
      {
        membro,
        resumo: storedSummary,
        tomas: { [today]: { m1: { '0800': true, '2000': true }, m12: { '1400': true } } },
      },
    ],
    ['no doses today: no tomas', sources({ dosesToday: {} }), { membro, resumo: storedSummary }],
    [
      'doses under a key that is no medicine’s: no tomas',
      sources({ dosesToday: { contacto_Contacto_1: { '0800': 1 }, medicamento_: { '0800': 1 } } }),
      { membro, resumo: storedSummary },
    ],
    [
      'appointments from today on, day and time only',
      sources({
        lists: {
          ...noLists,
          consultas: {
            consulta_ID_1: {
              contacto_Nome: 'Cardiologia',
              data_consulta: '2026-11-25',
              time_consulta: '10:00',
            },
            consulta_ID_2: {
              contacto_Nome: 'Dentista',
              data_consulta: today,
              time_consulta: '09:00',
              alteradoPor: 'carer',
            },
            consulta_ID_3: { contacto_Nome: 'Oftalmologia', data_consulta: '03/12/2026' },
            consulta_ID_4: { contacto_Nome: 'Sem data', data_consulta: 'amanhã' },
          },
        },
      }),
      {
        membro,
        resumo: storedSummary,
        consultas: { c2: '2026-11-26 09:00', c3: '2026-12-03' },
      },
    ],
  ])('%s', (_label, input, card) => {
    expect(personCard(input)).toEqual(card);
  });

  it('names its children as the shared layout does', () => {
    expect(Object.keys(personCard(sources({ summary: emptySummary })) ?? {})).toEqual([
      cardNodes.membership,
      cardNodes.summary,
    ]);
  });
});

describe('cardMembership', () => {
  it.each<[unknown, ReturnType<typeof cardMembership>]>([
    [member, membro],
    [
      { name: 'Zé', since: 0 },
      { name: 'Zé', since: 0 },
    ],
    [{ name: 'Zé', since: '1' }, null],
    [{ since: 1 }, null],
    ['Maria', null],
    [null, null],
  ])('%j → %j', (value, membership) => {
    expect(cardMembership(value)).toEqual(membership);
  });
});

describe('upcomingAppointments', () => {
  it('keeps a day written with a time part as its day, and reads the lists as the screens do', () => {
    expect(
      upcomingAppointments(
        {
          consulta_ID_7: { data_consulta: '2026-11-26T08:00', time_consulta: '08:00' },
          consulta_ID_8: { data_consulta: '2026-11-27', time_consulta: ' 09:30 ' },
          consulta_ID_9: 'não é uma consulta',
        },
        today,
      ),
    ).toEqual({ c7: '2026-11-26 08:00', c8: '2026-11-27 09:30' });
  });

  it('leaves out an appointment whose key has no short form on a card', () => {
    const upcoming = { data_consulta: '2026-11-27', time_consulta: '10:00' };
    expect(upcomingAppointments([upcoming], today)).toEqual({});
    expect(
      upcomingAppointments({ consulta_ID_: upcoming, contacto_Contacto_1: upcoming }, today),
    ).toEqual({});
  });
});

describe('storedForm and isStoredAs', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['the same card', { a: 1, b: { c: 'x' } }, { b: { c: 'x' }, a: 1 }, true],
    ['an empty child is not stored', { a: 1 }, { a: 1, horario: {} }, true],
    ['a null child is not stored', { a: 1 }, { a: 1, b: null }, true],
    ['a missing card', null, { a: 1 }, false],
    ['nothing and nothing', null, {}, true],
    ['a child more', { a: 1, b: 2 }, { a: 1 }, false],
    ['a value that differs', { a: 1 }, { a: 2 }, false],
  ])('%s', (_label, stored, value, same) => {
    expect(isStoredAs(stored, value)).toBe(same);
  });

  it('drops nulls and empty objects at every depth', () => {
    expect(storedForm({ a: { b: {}, c: null, d: { e: {} } }, f: 0 })).toEqual({ f: 0 });
  });
});

describe('carersByPerson', () => {
  it('reverses the links, each person with her carers in order; links not true do not count', () => {
    expect(
      carersByPerson({
        rui: { maria: true, jose: true },
        ana: { maria: true, rosa: false },
        vazio: null,
      }),
    ).toEqual(
      new Map([
        ['maria', ['ana', 'rui']],
        ['jose', ['rui']],
      ]),
    );
    expect(carersByPerson(null)).toEqual(new Map());
  });
});
