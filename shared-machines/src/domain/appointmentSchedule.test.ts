import type { AppointmentRecord, Keyed } from './recordTypes';
import {
  appointmentsInDateOrder,
  calendarDateOf,
  compareAppointmentMoments,
  formatAppointmentDate,
  hasAppointmentDatePassed,
  isoCalendarDate,
  parseAppointmentDate,
  parseAppointmentTime,
  scheduleAppointmentRecords,
  scheduleAppointments,
  type CalendarDate,
} from './appointmentSchedule';

function appointment(
  key: string,
  date: string,
  time = '',
  specialty = key,
): Keyed<AppointmentRecord> {
  return { key, value: { contacto_Nome: specialty, data_consulta: date, time_consulta: time } };
}

function day(iso: string): CalendarDate {
  const parsed = parseAppointmentDate(iso);
  if (parsed === null) throw new Error(`bad test date ${iso}`);
  return parsed;
}

describe('parseAppointmentDate', () => {
  it.each<[string, CalendarDate | null]>([
    ['2026-03-01', { year: 2026, month: 3, day: 1 }],
    ['2026-3-1', { year: 2026, month: 3, day: 1 }],
    [' 2026-12-31 ', { year: 2026, month: 12, day: 31 }],
    ['2026-03-01T10:00:00Z', { year: 2026, month: 3, day: 1 }],
    ['01/03/2026', { year: 2026, month: 3, day: 1 }],
    ['1-3-2026', { year: 2026, month: 3, day: 1 }],
    ['31.12.2026', { year: 2026, month: 12, day: 31 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }], // leap year
    ['2000-02-29', { year: 2000, month: 2, day: 29 }], // divisible by 400
    ['2026-02-29', null], // common year
    ['1900-02-29', null], // divisible by 100, not 400
    ['2026-04-31', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-01-00', null],
    ['0026-01-01', null],
    ['', null],
    ['amanhã', null],
    ['2026/03/01', null],
    ['03/01', null],
  ])('%j → %j', (text, expected) => {
    expect(parseAppointmentDate(text)).toEqual(expected);
  });
});

describe('parseAppointmentTime', () => {
  it.each<[string, string | null]>([
    ['09:30', '09:30'],
    ['9:30', '09:30'],
    ['09:30:00', '09:30'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    ['9h30', '09:30'],
    ['9h', '09:00'],
    ['24:00', null],
    ['12:60', null],
    ['9:', null],
    ['', null],
    ['de manhã', null],
  ])('%j → %j', (text, expected) => {
    expect(parseAppointmentTime(text)).toBe(expected);
  });
});

describe('scheduleAppointments: upcoming (today or later, year included) and past', () => {
  it.each<[string, string, 'upcoming' | 'past']>([
    ['today', '2026-06-15', 'upcoming'],
    ['tomorrow', '2026-06-16', 'upcoming'],
    ['yesterday', '2026-06-14', 'past'],
    ['same month and day, last year (the old app called this upcoming)', '2025-06-15', 'past'],
    ['later month, last year (the old app called this upcoming)', '2025-12-01', 'past'],
    ['earlier month, next year (the old app called this past)', '2027-01-10', 'upcoming'],
    ['same day next year', '2027-06-15', 'upcoming'],
  ])('today 2026-06-15, %s (%s) → %s', (_label, date, expected) => {
    const schedule = scheduleAppointments([appointment('consulta_ID_1', date)], day('2026-06-15'));
    expect(schedule[expected].map((a) => a.key)).toEqual(['consulta_ID_1']);
  });

  it.each<[string, string, string, 'upcoming' | 'past']>([
    ['31 December is today', '2026-12-31', '2026-12-31', 'upcoming'],
    ['31 December seen on 1 January', '2027-01-01', '2026-12-31', 'past'],
    ['1 January seen on 31 December', '2026-12-31', '2027-01-01', 'upcoming'],
    ['29 February seen on 28 February', '2028-02-28', '2028-02-29', 'upcoming'],
    ['29 February seen that day', '2028-02-29', '2028-02-29', 'upcoming'],
    ['29 February seen on 1 March', '2028-03-01', '2028-02-29', 'past'],
    ['29 February seen a year later', '2029-02-28', '2028-02-29', 'past'],
    ['29 February four years ahead', '2028-03-01', '2032-02-29', 'upcoming'],
  ])('%s (today %s, appointment %s) → %s', (_label, today, date, expected) => {
    const schedule = scheduleAppointments([appointment('consulta_ID_1', date)], day(today));
    expect(schedule[expected]).toHaveLength(1);
  });

  it('orders upcoming soonest first and past most recent first, across years, by time on the same day', () => {
    const records = [
      appointment('consulta_ID_1', '2027-01-05', '10:00'),
      appointment('consulta_ID_2', '2026-06-15', '15:00'),
      appointment('consulta_ID_3', '2026-06-15', '09:00'),
      appointment('consulta_ID_4', '2026-06-15', ''),
      appointment('consulta_ID_5', '2026-12-31', '08:00'),
      appointment('consulta_ID_6', '2025-12-31', '16:00'),
      appointment('consulta_ID_7', '2026-06-14', '08:00'),
      appointment('consulta_ID_8', '2026-06-14', '17:30'),
      appointment('consulta_ID_9', '2026-01-02', '9:05'),
    ];
    const schedule = scheduleAppointments(records, day('2026-06-15'));
    expect(schedule.upcoming.map((a) => a.key)).toEqual([
      'consulta_ID_3',
      'consulta_ID_2',
      'consulta_ID_4',
      'consulta_ID_5',
      'consulta_ID_1',
    ]);
    expect(schedule.past.map((a) => a.key)).toEqual([
      'consulta_ID_8',
      'consulta_ID_7',
      'consulta_ID_9',
      'consulta_ID_6',
    ]);
    expect(schedule.undated).toEqual([]);
    expect(schedule.past[2]).toEqual({
      key: 'consulta_ID_9',
      specialty: 'consulta_ID_9',
      date: { year: 2026, month: 1, day: 2 },
      time: '09:05',
    });
  });

  it('keeps records without a valid date apart, with what they have, and never throws', () => {
    const records = [
      appointment('consulta_ID_1', '', '10:00', 'Cardiologia'),
      appointment('consulta_ID_2', '2026-02-30', '', '  Oftalmologia  '),
      appointment('consulta_ID_3', 'próxima semana', 'de manhã', ''),
      appointment('consulta_ID_4', '2026-07-01', '11:00', 'Dentista'),
    ];
    const schedule = scheduleAppointments(records, day('2026-06-15'));
    expect(schedule.upcoming.map((a) => a.specialty)).toEqual(['Dentista']);
    expect(schedule.past).toEqual([]);
    expect(schedule.undated).toEqual([
      { key: 'consulta_ID_1', specialty: 'Cardiologia', time: '10:00' },
      { key: 'consulta_ID_2', specialty: 'Oftalmologia', time: null },
      { key: 'consulta_ID_3', specialty: '', time: null },
    ]);
  });

  it('an empty list gives empty lists', () => {
    expect(scheduleAppointments([], day('2026-06-15'))).toEqual({
      upcoming: [],
      past: [],
      undated: [],
    });
  });
});

describe('compareAppointmentMoments: by day, then time, an appointment without a time after the timed ones of its day', () => {
  it.each<[string, string, string | null, string, string | null, -1 | 0 | 1]>([
    ['an earlier day first', '2026-06-14', '17:00', '2026-06-15', '08:00', -1],
    ['a later day after', '2026-06-16', '08:00', '2026-06-15', '17:00', 1],
    ['an earlier year first, whatever the month', '2025-12-31', null, '2026-01-01', null, -1],
    ['same day, earlier time first', '2026-06-15', '09:00', '2026-06-15', '15:00', -1],
    ['same day, later time after', '2026-06-15', '15:00', '2026-06-15', '09:00', 1],
    ['same day, no time after a timed one', '2026-06-15', null, '2026-06-15', '23:59', 1],
    ['same day, a timed one before no time', '2026-06-15', '00:00', '2026-06-15', null, -1],
    ['same day, both without a time: same moment', '2026-06-15', null, '2026-06-15', null, 0],
    ['same day and time: same moment', '2026-06-15', '09:00', '2026-06-15', '09:00', 0],
    ['no time on an earlier day still first', '2026-06-14', null, '2026-06-15', '00:00', -1],
  ])('%s (%s %s vs %s %s) → %d', (_label, dateA, timeA, dateB, timeB, expected) => {
    const order = compareAppointmentMoments(
      { date: day(dateA), time: timeA },
      { date: day(dateB), time: timeB },
    );
    expect(Math.sign(order)).toBe(expected);
  });
});

describe('appointmentsInDateOrder: one date order, oldest first', () => {
  it.each<[string, Keyed<AppointmentRecord>[], string[]]>([
    ['empty', [], []],
    [
      'added out of order, put by date across years',
      [
        appointment('consulta_ID_1', '2027-01-05'),
        appointment('consulta_ID_2', '2025-03-01'),
        appointment('consulta_ID_3', '2026-06-15'),
      ],
      ['consulta_ID_2', 'consulta_ID_3', 'consulta_ID_1'],
    ],
    [
      'one day: by time, the one without a time last',
      [
        appointment('consulta_ID_1', '2026-06-15', ''),
        appointment('consulta_ID_2', '2026-06-15', '15:00'),
        appointment('consulta_ID_3', '2026-06-15', '9h'),
      ],
      ['consulta_ID_3', 'consulta_ID_2', 'consulta_ID_1'],
    ],
    [
      'a time that cannot be read counts as none',
      [
        appointment('consulta_ID_1', '2026-06-15', 'de manhã'),
        appointment('consulta_ID_2', '2026-06-15', '18:00'),
      ],
      ['consulta_ID_2', 'consulta_ID_1'],
    ],
    [
      'dates typed day first are read as dates',
      [appointment('consulta_ID_1', '16/06/2026'), appointment('consulta_ID_2', '2026-06-15')],
      ['consulta_ID_2', 'consulta_ID_1'],
    ],
    [
      'the same moment keeps the order added (consulta_ID_10 after consulta_ID_9)',
      [
        appointment('consulta_ID_9', '2026-06-15', '10:00'),
        appointment('consulta_ID_10', '2026-06-15', '10:00'),
        appointment('consulta_ID_11', '2026-06-14', ''),
      ],
      ['consulta_ID_11', 'consulta_ID_9', 'consulta_ID_10'],
    ],
    [
      'dates that cannot be read last, in the order added',
      [
        appointment('consulta_ID_1', 'próxima semana', '10:00'),
        appointment('consulta_ID_2', '2030-01-01'),
        appointment('consulta_ID_3', ''),
        appointment('consulta_ID_4', '2026-02-30'),
        appointment('consulta_ID_5', '2020-01-01'),
      ],
      ['consulta_ID_5', 'consulta_ID_2', 'consulta_ID_1', 'consulta_ID_3', 'consulta_ID_4'],
    ],
  ])('%s', (_label, records, expected) => {
    const given = [...records];
    expect(appointmentsInDateOrder(records).map((record) => record.key)).toEqual(expected);
    expect(records).toEqual(given);
  });
});

describe("scheduleAppointmentRecords: the carers' list, split as Saúde's", () => {
  interface Expected {
    readonly upcoming: readonly string[];
    readonly past: readonly string[];
    readonly undated: readonly string[];
  }
  it.each<[string, Keyed<AppointmentRecord>[], Expected]>([
    ['empty', [], { upcoming: [], past: [], undated: [] }],
    [
      "today's is upcoming, yesterday's past",
      [appointment('consulta_ID_1', '2026-06-14'), appointment('consulta_ID_2', '2026-06-15')],
      { upcoming: ['consulta_ID_2'], past: ['consulta_ID_1'], undated: [] },
    ],
    [
      'upcoming soonest first, past most recent first, across years',
      [
        appointment('consulta_ID_1', '2025-03-01'),
        appointment('consulta_ID_2', '2027-01-05'),
        appointment('consulta_ID_3', '2026-06-16'),
        appointment('consulta_ID_4', '2026-05-30'),
        appointment('consulta_ID_5', '2025-06-15'),
      ],
      {
        upcoming: ['consulta_ID_3', 'consulta_ID_2'],
        past: ['consulta_ID_4', 'consulta_ID_5', 'consulta_ID_1'],
        undated: [],
      },
    ],
    [
      "on today's day by time, the one without a time after the timed ones",
      [
        appointment('consulta_ID_1', '2026-06-15', ''),
        appointment('consulta_ID_2', '2026-06-15', '15:00'),
        appointment('consulta_ID_3', '2026-06-15', '9h'),
      ],
      { upcoming: ['consulta_ID_3', 'consulta_ID_2', 'consulta_ID_1'], past: [], undated: [] },
    ],
    [
      'on a past day the latest first, the one without a time before the timed ones',
      [
        appointment('consulta_ID_1', '2026-06-10', ''),
        appointment('consulta_ID_2', '2026-06-10', '09:00'),
        appointment('consulta_ID_3', '2026-06-10', '15:00'),
      ],
      { upcoming: [], past: ['consulta_ID_1', 'consulta_ID_3', 'consulta_ID_2'], undated: [] },
    ],
    [
      'dates that cannot be read in neither, in the order given',
      [
        appointment('consulta_ID_1', 'próxima semana', '10:00'),
        appointment('consulta_ID_2', '2030-01-01'),
        appointment('consulta_ID_3', ''),
        appointment('consulta_ID_4', '2026-02-30'),
      ],
      {
        upcoming: ['consulta_ID_2'],
        past: [],
        undated: ['consulta_ID_1', 'consulta_ID_3', 'consulta_ID_4'],
      },
    ],
  ])('%s', (_label, records, expected) => {
    const given = [...records];
    const schedule = scheduleAppointmentRecords(records, day('2026-06-15'));
    const keysOf = (list: readonly Keyed<AppointmentRecord>[]) => list.map(({ key }) => key);
    expect({
      upcoming: keysOf(schedule.upcoming),
      past: keysOf(schedule.past),
      undated: keysOf(schedule.undated),
    }).toEqual(expected);
    expect(records).toEqual(given);
  });

  it('gives back the whole records, as stored (a carer edits them from the card)', () => {
    const stored = {
      key: 'consulta_ID_1',
      value: { contacto_Nome: ' Cardiologia ', data_consulta: '16/06/2026', time_consulta: '9h' },
    };
    expect(scheduleAppointmentRecords([stored], day('2026-06-15')).upcoming).toEqual([stored]);
  });
});

describe('hasAppointmentDatePassed: a day before today (the association’s)', () => {
  it.each<[string, string, string, boolean]>([
    ['yesterday', '2026-06-15', '2026-06-14', true],
    ['today', '2026-06-15', '2026-06-15', false],
    ['tomorrow', '2026-06-15', '2026-06-16', false],
    ['the same day a year before (a year typed wrong)', '2026-06-15', '2025-06-15', true],
    ['a later month of the year before', '2026-06-15', '2025-12-01', true],
    ['an earlier month of the year after', '2026-06-15', '2027-01-10', false],
    ['31 December seen on 1 January', '2027-01-01', '2026-12-31', true],
    ['29 February seen on 1 March', '2028-03-01', '2028-02-29', true],
    ['typed day first, yesterday', '2026-06-15', '14/06/2026', true],
    ['empty', '2026-06-15', '', false],
    ['not a date', '2026-06-15', 'ontem', false],
    ['an impossible date', '2026-06-15', '2026-02-30', false],
  ])('%s (today %s, date %j) → %s', (_label, today, date, expected) => {
    expect(hasAppointmentDatePassed(date, day(today))).toBe(expected);
  });
});

describe('formatAppointmentDate: long pt-PT form', () => {
  it.each<[string, string]>([
    ['2028-02-29', 'terça-feira, 29 de fevereiro de 2028'],
    ['2026-12-31', 'quinta-feira, 31 de dezembro de 2026'],
    ['2027-01-01', 'sexta-feira, 1 de janeiro de 2027'],
    ['2026-03-01', 'domingo, 1 de março de 2026'],
  ])('%s → %j', (iso, text) => {
    expect(formatAppointmentDate(day(iso))).toBe(text);
    expect(isoCalendarDate(day(iso))).toBe(iso);
  });

  it('matches what Intl.DateTimeFormat("pt-PT") says for that local day', () => {
    const local = new Date(2026, 11, 31);
    const expected = new Intl.DateTimeFormat('pt-PT', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(local);
    expect(formatAppointmentDate(calendarDateOf(local))).toBe(expected);
  });
});

describe("calendarDateOf: the tablet's local day", () => {
  it.each<[Date, CalendarDate]>([
    [new Date(2026, 0, 1, 0, 0), { year: 2026, month: 1, day: 1 }],
    [new Date(2026, 11, 31, 23, 59), { year: 2026, month: 12, day: 31 }],
    [new Date(2028, 1, 29, 12), { year: 2028, month: 2, day: 29 }],
  ])('%s → %j', (moment, expected) => {
    expect(calendarDateOf(moment)).toEqual(expected);
  });
});
