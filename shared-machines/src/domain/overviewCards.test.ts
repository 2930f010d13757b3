import {
  appointmentOfCard,
  appointmentsOfCard,
  cardAppointment,
  cardChanges,
  cardPatch,
  cardSchedulesPast,
  cardSummaryOn,
} from './overviewCardChanges';
import {
  cardDosesOfDay,
  cardKeyLetters,
  cardKeyOf,
  cardSchedule,
  cardSummary,
  carersOf,
  dosesOfCardDay,
  confirmPersonPatch,
  linkCarerPatch,
  personAsksCarerPatch,
  refusePersonPatch,
  newCard,
  overviewCardPath,
  personCarersPath,
  recordKeyOfCard,
  scheduleOfCard,
  summaryOfCard,
  unlinkCarerPatch,
  type CardKeyKind,
} from './overviewCards';

const today = '2026-03-10';
const increment = { '.sv': { increment: 1 } };
const decrement = { '.sv': { increment: -1 } };
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
      'carerPending/ana/maria': null,
    });
  });

  it('a person naming a carer herself: the same, marked for the carer to confirm', () => {
    const card = newCard({ name: 'Maria Silva', since: 5 });
    expect(personAsksCarerPatch('ana', 'maria', card)).toEqual({
      'carerPeople/ana/maria': true,
      'personCarers/maria/ana': true,
      'carerOverview/ana/maria': card,
      'carerPending/ana/maria': true,
    });
    expect(confirmPersonPatch('ana', 'maria')).toEqual({ 'carerPending/ana/maria': null });
  });

  it('unlinks all four (refusing a person is the same)', () => {
    const unlinked = {
      'carerPeople/ana/maria': null,
      'personCarers/maria/ana': null,
      'carerOverview/ana/maria': null,
      'carerPending/ana/maria': null,
    };
    expect(unlinkCarerPatch('ana', 'maria')).toEqual(unlinked);
    expect(refusePersonPatch('ana', 'maria')).toEqual(unlinked);
  });
});

describe('cardKeyOf and recordKeyOfCard: a record’s short key on a card, and back', () => {
  const fifteen = '123456789012345';

  it.each<[CardKeyKind, string, string]>([
    ['medication', 'medicamento_1', 'm1'],
    ['medication', 'medicamento_12', 'm12'],
    ['medication', 'medicamento_007', 'm007'],
    ['medication', `medicamento_${fifteen}`, `m${fifteen}`],
    ['appointment', 'consulta_ID_3', 'c3'],
    ['appointment', 'consulta_ID_120', 'c120'],
    ['appointment', `consulta_ID_${fifteen}`, `c${fifteen}`],
  ])('%s %s is %s, and back', (kind, recordKey, cardKey) => {
    expect(cardKeyOf(kind, recordKey)).toBe(cardKey);
    expect(recordKeyOfCard(kind, cardKey)).toBe(recordKey);
  });

  it.each<[string, CardKeyKind, string]>([
    ['another kind’s prefix', 'medication', 'consulta_ID_1'],
    ['another kind’s prefix', 'appointment', 'medicamento_1'],
    ['a contact’s key', 'medication', 'contacto_Contacto_1'],
    ['the prefix in another case', 'medication', 'Medicamento_1'],
    ['no digits', 'medication', 'medicamento_'],
    ['no digits', 'appointment', 'consulta_ID_'],
    ['not only digits', 'medication', 'medicamento_1a'],
    ['a negative number', 'appointment', 'consulta_ID_-1'],
    ['a trailing new line', 'medication', 'medicamento_1\n'],
    ['16 digits', 'medication', `medicamento_${fifteen}6`],
    ['16 digits', 'appointment', `consulta_ID_${fifteen}6`],
    ['a short key already', 'medication', 'm1'],
    ['nothing', 'appointment', ''],
  ])('cardKeyOf refuses %s (%s %j)', (_case, kind, recordKey) =>
    expect(cardKeyOf(kind, recordKey)).toBeNull(),
  );

  it.each<[string, CardKeyKind, string]>([
    ['another kind’s letter', 'medication', 'c1'],
    ['another kind’s letter', 'appointment', 'm1'],
    ['a capital letter', 'medication', 'M1'],
    ['no digits', 'medication', 'm'],
    ['no digits', 'appointment', 'c'],
    ['not only digits', 'appointment', 'c1 '],
    ['16 digits', 'medication', `m${fifteen}6`],
    ['16 digits', 'appointment', `c${fifteen}6`],
    ['a record’s own key', 'medication', 'medicamento_1'],
    ['a record’s own key', 'appointment', 'consulta_ID_1'],
    ['nothing', 'medication', ''],
  ])('recordKeyOfCard refuses %s (%s %j)', (_case, kind, cardKey) =>
    expect(recordKeyOfCard(kind, cardKey)).toBeNull(),
  );

  it('contacts have no short key: the type takes medicines and appointments only', () => {
    // @ts-expect-error -- contacts are not on a card
    const contact: CardKeyKind = 'contact';
    expect(cardKeyLetters).toEqual({ medication: 'm', appointment: 'c' });
    expect(Object.keys(cardKeyLetters)).not.toContain(contact);
  });
});

describe('cardSchedule and scheduleOfCard: a medicine’s times as {h, d}, and back', () => {
  it.each<[string, unknown, unknown]>([
    ['times and when set', { horas: '08:00,20:00', desde: 5_000 }, { h: '08:00,20:00', d: 5_000 }],
    [
      'set now: the server’s time kept',
      { horas: '08:00', desde: timestamp },
      { h: '08:00', d: timestamp },
    ],
    ['no times', { desde: 5_000 }, null],
    ['removed', null, null],
    ['not an object', '08:00', null],
    ['an array', ['08:00'], null],
  ])('cardSchedule: %s', (_case, entry, expected) => expect(cardSchedule(entry)).toEqual(expected));

  it.each<[string, unknown, unknown]>([
    ['times and when set', { h: '08:00,20:00', d: 5_000 }, { horas: '08:00,20:00', desde: 5_000 }],
    ['none', null, null],
    ['not an object', '08:00', null],
    ['an array', ['08:00', 5_000], null],
  ])('scheduleOfCard: %s', (_case, entry, expected) =>
    expect(scheduleOfCard(entry)).toEqual(expected),
  );
});

describe('cardSummaryOn: a card keeps when times were set only while it is from today', () => {
  // Lisbon: 2026-03-09 23:59:59 is 23:59:59 UTC (winter time); 2026-03-10 00:00 is 00:00 UTC.
  const lastSecondOfYesterday = Date.UTC(2026, 2, 9, 23, 59, 59);
  const firstMinuteOfToday = Date.UTC(2026, 2, 10, 0, 0);
  it.each<[string, unknown, Record<string, unknown>]>([
    [
      'set before today: the times without d',
      {
        medicamentos: 1,
        horario: { medicamento_1: { horas: '08:00', desde: lastSecondOfYesterday } },
      },
      { medicamentos: 1, horario: { m1: { h: '08:00' } } },
    ],
    [
      'set today: the times with d',
      {
        medicamentos: 1,
        horario: { medicamento_1: { horas: '08:00', desde: firstMinuteOfToday } },
      },
      { medicamentos: 1, horario: { m1: { h: '08:00', d: firstMinuteOfToday } } },
    ],
    [
      'the server time still to come: kept',
      { horario: { medicamento_2: { horas: '20:00', desde: timestamp } } },
      { horario: { m2: { h: '20:00', d: timestamp } } },
    ],
    [
      'one of each',
      {
        horario: {
          medicamento_1: { horas: '08:00', desde: 0 },
          medicamento_3: { horas: '13:00', desde: firstMinuteOfToday + 60_000 },
        },
      },
      { horario: { m1: { h: '08:00' }, m3: { h: '13:00', d: firstMinuteOfToday + 60_000 } } },
    ],
    ['no summary', null, {}],
  ])('%s', (_case, summary, expected) => expect(cardSummaryOn(summary, today)).toEqual(expected));

  it.each<[string, unknown, string[]]>([
    [
      'the keys of entries whose d is of an earlier day',
      {
        m1: { h: '08:00', d: lastSecondOfYesterday },
        m2: { h: '08:00', d: firstMinuteOfToday },
        m3: { h: '08:00' },
        m4: { h: '08:00', d: 0 },
        m5: { h: '08:00', d: 'ontem' },
      },
      ['m1', 'm4'],
    ],
    ['not a schedule', 'horario', []],
  ])('cardSchedulesPast: %s', (_case, times, expected) =>
    expect(cardSchedulesPast(times, today)).toEqual(expected),
  );
});

describe('cardSummary: a summary in a card’s layout', () => {
  it.each<[string, unknown, boolean, Record<string, unknown>]>([
    [
      'the whole summary: the counts as they are, the times under short keys as {h, d}',
      {
        contactos: 2,
        consultas: 1,
        medicamentos: 2,
        horario: {
          medicamento_1: { horas: '08:00,20:00', desde: 5_000 },
          medicamento_12: { horas: '09:00', desde: 0 },
        },
      },
      false,
      {
        contactos: 2,
        consultas: 1,
        medicamentos: 2,
        horario: { m1: { h: '08:00,20:00', d: 5_000 }, m12: { h: '09:00', d: 0 } },
      },
    ],
    [
      'counts being incremented and times set now: the server’s values kept as they are',
      { contactos: increment, horario: { medicamento_1: { horas: '08:00', desde: timestamp } } },
      false,
      { contactos: increment, horario: { m1: { h: '08:00', d: timestamp } } },
    ],
    [
      'no times: no horario',
      { contactos: 0, consultas: 0, medicamentos: 0 },
      false,
      { contactos: 0, consultas: 0, medicamentos: 0 },
    ],
    ['an empty horario: none', { contactos: 0, horario: {} }, false, { contactos: 0 }],
    [
      'what is not a medicine’s times, or not a count, is left out',
      {
        contactos: 1,
        outro: 3,
        horario: {
          consulta_ID_1: { horas: '08:00', desde: 0 },
          medicamento_x: { horas: '08:00', desde: 0 },
          m2: { h: '08:00', d: 0 },
          medicamento_3: { desde: 0 },
          medicamento_4: null,
          medicamento_5: { horas: '10:00', desde: 1 },
        },
      },
      false,
      { contactos: 1, horario: { m5: { h: '10:00', d: 1 } } },
    ],
    [
      'the horario alone (scheduleOnly): the times only, under short keys',
      {
        medicamento_1: { horas: '08:00', desde: timestamp },
        medicamento_2: { horas: '09:00', desde: 7 },
        consulta_ID_1: { horas: '08:00', desde: 0 },
        contactos: 1,
      },
      true,
      { m1: { h: '08:00', d: timestamp }, m2: { h: '09:00', d: 7 } },
    ],
    ['an empty horario alone', {}, true, {}],
    ['none', null, false, {}],
    ['not an object', 'resumo', false, {}],
    ['an array', [{ horas: '08:00', desde: 0 }], true, {}],
  ])('%s', (_case, summary, scheduleOnly, expected) =>
    expect(cardSummary(summary, scheduleOnly)).toEqual(expected),
  );
});

describe('summaryOfCard: a card’s summary back in the layout of Newdata_{uid}/resumo', () => {
  it.each<[string, Record<string, unknown>]>([
    [
      'counts and times',
      {
        contactos: 2,
        consultas: 1,
        medicamentos: 2,
        horario: {
          medicamento_1: { horas: '08:00,20:00', desde: 5_000 },
          medicamento_12: { horas: '09:00', desde: 0 },
        },
      },
    ],
    ['counts only', { contactos: 0, consultas: 0, medicamentos: 0 }],
    [
      'times set at a server time still to come',
      { medicamentos: 1, horario: { medicamento_3: { horas: '21:00', desde: timestamp } } },
    ],
  ])('%s: the same summary after cardSummary', (_case, summary) =>
    expect(summaryOfCard(cardSummary(summary))).toEqual(summary),
  );

  it.each<[string, unknown, unknown]>([
    [
      'short keys that are not a medicine’s, and entries that are not times, are left out',
      {
        contactos: 1,
        horario: {
          c1: { h: '08:00', d: 0 },
          m: { h: '08:00', d: 0 },
          medicamento_1: { h: '08:00', d: 0 },
          m2: '08:00',
          m3: { h: '08:00', d: 1 },
        },
      },
      { contactos: 1, horario: { medicamento_3: { horas: '08:00', desde: 1 } } },
    ],
    [
      'a horario that is not an object is left out',
      { contactos: 1, horario: 'x' },
      { contactos: 1 },
    ],
    ['none', null, null],
    ['not an object', 3, null],
    ['an array', [1, 2], null],
  ])('%s', (_case, card, expected) => expect(summaryOfCard(card)).toEqual(expected));
});

describe('cardDosesOfDay and dosesOfCardDay: a day of doses on a card, and back', () => {
  it.each<[string, unknown, unknown]>([
    [
      'each dose taken as true, under its medicine’s short key',
      { medicamento_1: { '0800': 1_000, '2000': 2_000 }, medicamento_12: { '0900': timestamp } },
      { m1: { '0800': true, '2000': true }, m12: { '0900': true } },
    ],
    [
      'a dose removed (null) is left out',
      { medicamento_1: { '0800': null, '2000': 2_000 } },
      { m1: { '2000': true } },
    ],
    [
      'what is not a medicine’s doses is left out',
      {
        medicamento_1: { '0800': 1 },
        consulta_ID_1: { '0800': 1 },
        outro: { '0800': 1 },
        m2: { '0800': 1 },
        medicamento_3: 5,
      },
      { m1: { '0800': true } },
    ],
    ['only doses removed: null', { medicamento_1: { '0800': null } }, null],
    ['no medicine’s doses: null', { outro: { '0800': 1 } }, null],
    ['an empty day: null', {}, null],
    ['none', null, null],
    ['not an object', 'hoje', null],
  ])('cardDosesOfDay: %s', (_case, day, expected) => expect(cardDosesOfDay(day)).toEqual(expected));

  it('dosesOfCardDay gives them back under the medicines’ own keys, only that they were taken', () => {
    const day = { medicamento_1: { '0800': 1_000, '2000': 2_000 }, medicamento_12: { '0900': 3 } };
    expect(dosesOfCardDay(cardDosesOfDay(day))).toEqual({
      medicamento_1: { '0800': true, '2000': true },
      medicamento_12: { '0900': true },
    });
  });

  it.each<[string, unknown, unknown]>([
    [
      'only the doses marked true',
      { m1: { '0800': true, '2000': 1_000, '2100': false, '2200': null } },
      { medicamento_1: { '0800': true } },
    ],
    [
      'what is not a medicine’s short key, or not its doses, is left out',
      {
        c1: { '0800': true },
        medicamento_1: { '0800': true },
        m: { '0800': true },
        m2: true,
        m3: { '0800': true },
      },
      { medicamento_3: { '0800': true } },
    ],
    ['an empty day', {}, {}],
    ['none', null, {}],
    ['an array', [{ '0800': true }], {}],
  ])('dosesOfCardDay: %s', (_case, day, expected) => expect(dosesOfCardDay(day)).toEqual(expected));
});

describe('cardAppointment: the day and time only, as one string', () => {
  it.each<[string, unknown, string | null]>([
    [
      'a whole record',
      { contacto_Nome: 'Cardiologia', data_consulta: today, time_consulta: '10:30', x: 1 },
      `${today} 10:30`,
    ],
    ['the time trimmed', { data_consulta: today, time_consulta: ' 10:30 ' }, `${today} 10:30`],
    ['no time: the day alone', { data_consulta: today }, today],
    ['an empty time: the day alone', { data_consulta: today, time_consulta: '' }, today],
    ['a blank time: the day alone', { data_consulta: today, time_consulta: '  ' }, today],
    [
      'a time that is not text: the day alone',
      { data_consulta: today, time_consulta: 1030 },
      today,
    ],
    [
      'a date stored with a time part: its day',
      { data_consulta: `${today}T10:00`, time_consulta: '10:00' },
      `${today} 10:00`,
    ],
    [
      'a date stored with a time part, no time: its day',
      { data_consulta: `${today} 10:00` },
      today,
    ],
    ['a day written day first: in the ISO form', { data_consulta: '10/03/2026' }, today],
    ['an unreadable day', { data_consulta: 'amanhã', time_consulta: '10:30' }, null],
    ['a day that does not exist', { data_consulta: '2026-02-30', time_consulta: '' }, null],
    ['a day that is not text', { data_consulta: 20260310 }, null],
    ['no day', { contacto_Nome: 'Cardiologia', time_consulta: '10:30' }, null],
    ['none', null, null],
    ['not an object', 'hoje', null],
    ['an array', [today, '10:30'], null],
  ])('%s', (_case, record, expected) => expect(cardAppointment(record)).toBe(expected));
});

describe('appointmentOfCard: a card’s appointment back as its day and time', () => {
  it.each<[string, { data_consulta: string; time_consulta: string }]>([
    ['with a time', { data_consulta: today, time_consulta: '10:30' }],
    ['without a time', { data_consulta: today, time_consulta: '' }],
    ['another year', { data_consulta: '2027-01-01', time_consulta: '09:00' }],
  ])('%s: the same after cardAppointment', (_case, fields) =>
    expect(appointmentOfCard(cardAppointment(fields))).toEqual(fields),
  );

  it.each<[string, unknown]>([
    ['none', null],
    ['not text', 20260310],
    ['the old layout (an object)', { data_consulta: today, time_consulta: '10:30' }],
    ['empty', ''],
    ['no day', ' 10:30'],
    ['a day written day first', '10/03/2026 10:30'],
    ['a day not padded', '2026-3-10'],
    ['a day that does not exist', '2026-02-30 10:30'],
    ['a day with a time part', `${today}T10:30`],
    ['words', 'amanhã às 10:30'],
  ])('%s is not one', (_case, value) => expect(appointmentOfCard(value)).toBeNull());

  it.each<[string, unknown, unknown]>([
    [
      'under their records’ keys; what is not one is left out',
      {
        c1: `${today} 10:30`,
        c12: '2026-03-11',
        m1: today,
        consulta_ID_2: today,
        c3: 'amanhã',
        c4: null,
      },
      {
        consulta_ID_1: { data_consulta: today, time_consulta: '10:30' },
        consulta_ID_12: { data_consulta: '2026-03-11', time_consulta: '' },
      },
    ],
    ['none', null, {}],
    ['not an object', today, {}],
  ])('appointmentsOfCard: %s', (_case, value, expected) =>
    expect(appointmentsOfCard(value)).toEqual(expected),
  );
});

describe('cardChanges: a write to her data as the same writes on a card, in its layout', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'the whole summary, in a card’s layout',
      {
        resumo: {
          contactos: 1,
          consultas: 0,
          medicamentos: 1,
          horario: { medicamento_1: { horas: '08:00', desde: 5_000 } },
        },
      },
      {
        resumo: {
          contactos: 1,
          consultas: 0,
          medicamentos: 1,
          horario: { m1: { h: '08:00', d: 5_000 } },
        },
      },
    ],
    [
      'the whole horario, under short keys',
      {
        'resumo/horario': {
          medicamento_1: { horas: '08:00', desde: timestamp },
          medicamento_2: { horas: '09:00,21:00', desde: 7 },
          consulta_ID_1: { horas: '10:00', desde: 7 },
        },
      },
      {
        'resumo/horario': {
          m1: { h: '08:00', d: timestamp },
          m2: { h: '09:00,21:00', d: 7 },
        },
      },
    ],
    [
      'a medicine’s times set, with the server’s time as it is',
      { 'resumo/horario/medicamento_12': { horas: '08:00,20:00', desde: timestamp } },
      { 'resumo/horario/m12': { h: '08:00,20:00', d: timestamp } },
    ],
    [
      'a medicine’s times removed',
      { 'resumo/horario/medicamento_12': null },
      { 'resumo/horario/m12': null },
    ],
    [
      'counts, server increments passed as they are',
      { 'resumo/contactos': increment, 'resumo/consultas': decrement, 'resumo/medicamentos': 4 },
      { 'resumo/contactos': increment, 'resumo/consultas': decrement, 'resumo/medicamentos': 4 },
    ],
    [
      'a dose taken, as true, with the day before removed',
      { 'tomas/2026-03-01/medicamento_1/0800': timestamp },
      { 'tomas/2026-03-01/m1/0800': true, 'tomas/2026-02-28': null },
    ],
    [
      'a dose on the first of January removes the last day of December',
      { 'tomas/2026-01-01/medicamento_12/2000': timestamp },
      { 'tomas/2026-01-01/m12/2000': true, 'tomas/2025-12-31': null },
    ],
    [
      'a dose on the first of March of a leap year removes the 29th of February',
      { 'tomas/2028-03-01/medicamento_3/0900': 1_000 },
      { 'tomas/2028-03-01/m3/0900': true, 'tomas/2028-02-29': null },
    ],
    [
      'a dose taken off: null stays null',
      { 'tomas/2026-03-10/medicamento_1/0800': null },
      { 'tomas/2026-03-10/m1/0800': null, 'tomas/2026-03-09': null },
    ],
    [
      'a medicine’s whole day of doses, in a card’s layout',
      { 'tomas/2026-03-10/medicamento_2': { '0800': timestamp, '2000': 2_000, '2200': null } },
      { 'tomas/2026-03-10/m2': { '0800': true, '2000': true }, 'tomas/2026-03-09': null },
    ],
    [
      'a medicine’s whole day removed',
      { 'tomas/2026-03-10/medicamento_2': null },
      { 'tomas/2026-03-10/m2': null, 'tomas/2026-03-09': null },
    ],
    [
      'an appointment today or later, as its day and time',
      {
        'consultas/consulta_ID_1': { contacto_Nome: 'X', data_consulta: today, time_consulta: '' },
        'consultas/consulta_ID_2': { data_consulta: '2027-01-01', time_consulta: '09:00' },
        'consultas/consulta_ID_3': { data_consulta: today, time_consulta: '10:30' },
        'consultas/consulta_ID_14': { data_consulta: `${today}T08:00`, time_consulta: '08:00' },
      },
      {
        'consultas/c1': today,
        'consultas/c2': '2027-01-01 09:00',
        'consultas/c3': `${today} 10:30`,
        'consultas/c14': `${today} 08:00`,
      },
    ],
    [
      'an appointment in the past, deleted or unreadable is removed from the card',
      {
        'consultas/consulta_ID_1': { data_consulta: '2026-03-09', time_consulta: '23:59' },
        'consultas/consulta_ID_2': null,
        'consultas/consulta_ID_3': { data_consulta: 'amanhã' },
        'consultas/consulta_ID_4': { contacto_Nome: 'Sem dia', time_consulta: '10:00' },
      },
      {
        'consultas/c1': null,
        'consultas/c2': null,
        'consultas/c3': null,
        'consultas/c4': null,
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
        'tomas/2026-03-01/outro/0800': timestamp,
        'tomas/2026-03-01/medicamento_1/0800/x': 1,
        consultas: {},
        'consultas/outra': { data_consulta: today },
        'consultas/consulta_ID_1/time_consulta': '10:00',
        'resumo/horario/consulta_ID_1': { horas: '08:00', desde: 0 },
        'resumo/horario/medicamento_1/horas': '08:00',
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
