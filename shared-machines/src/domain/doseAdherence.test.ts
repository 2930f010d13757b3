import type { Keyed, MedicationRecord } from './recordTypes';
import type { TakenDoses } from './doseSchedule';
import { adherenceDays, adherenceOf, type DoseAdherence } from './doseAdherence';

// Lisbon is on UTC in November: the wall clock reads the UTC time.
const today = '2026-11-24';
const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const moment = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);

const twiceADay = (horasDesde?: number): Keyed<MedicationRecord> => ({
  key: 'medicamento_1',
  value: {
    medicamento: 'Paracetamol',
    momento_tomar: '',
    horas: '08:00,20:00',
    ...(horasDesde === undefined ? {} : { horasDesde }),
  },
});

/** The 'YYYY-MM-DD' dates from `first` to `last`, both included. */
function datesFrom(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let day = Date.parse(first); day <= Date.parse(last); day += 24 * 60 * 60_000)
    dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}

/** Both doses taken on time (five minutes after their time) every day from `first` to `last`. */
function takenOnTime(first: string, last: string): Record<string, TakenDoses> {
  return Object.fromEntries(
    datesFrom(first, last).map((date) => [
      date,
      { medicamento_1: { '0800': moment(date, '08:05'), '2000': moment(date, '20:05') } },
    ]),
  );
}

const counts = (adherence: DoseAdherence) => [
  adherence.due,
  adherence.taken,
  adherence.takenLate,
  adherence.missed,
];

describe('adherenceOf: due, taken, taken late, missed over the last 30 days, today included', () => {
  const windowStart = '2026-10-26'; // 29 days before today
  test.each<
    [string, Keyed<MedicationRecord>, Record<string, TakenDoses>, string, number | null, number[]]
  >([
    [
      'every dose taken on time; at 12:00 today 20:00 is not owed yet',
      twiceADay(),
      takenOnTime(windowStart, '2026-11-23'),
      '12:00',
      null,
      // 29 days × 2, and today's 08:00, missed at 12:00
      [59, 58, 0, 1],
    ],
    ['nothing taken, at 12:00', twiceADay(), {}, '12:00', null, [59, 0, 0, 59]],
    [
      "at 09:00 today's 08:00 is still due: not owed yet",
      twiceADay(),
      {},
      '09:00',
      null,
      [58, 0, 0, 58],
    ],
    [
      "at 09:00 today's 08:00, already taken, counts",
      twiceADay(),
      { [today]: { medicamento_1: { '0800': moment(today, '08:30') } } },
      '09:00',
      null,
      [59, 1, 0, 58],
    ],
    [
      'at 23:59 both of today are owed',
      twiceADay(),
      takenOnTime(windowStart, today),
      '23:59',
      null,
      [60, 60, 0, 0],
    ],
    [
      'the day before the 30 days and the days after today are not counted',
      twiceADay(),
      {
        '2026-10-25': { medicamento_1: { '0800': 1, '2000': 2 } },
        '2026-11-25': { medicamento_1: { '0800': moment('2026-11-25', '08:00') } },
      },
      '23:59',
      null,
      [60, 0, 0, 60],
    ],
    [
      "another medicine's doses are not this one's",
      twiceADay(),
      { [today]: { medicamento_2: { '0800': moment(today, '08:05') } } },
      '12:00',
      null,
      [59, 0, 0, 59],
    ],
    [
      'times set 3 days ago at 15:01: that day only its 20:00, then every dose',
      twiceADay(moment('2026-11-21', '15:01')),
      {},
      '23:59',
      null,
      // 21st: 20:00; 22nd, 23rd, 24th: 2 each
      [7, 0, 0, 7],
    ],
    [
      'times set today at 15:01: a dose taken before then is not counted either',
      twiceADay(moment(today, '15:01')),
      { ...takenOnTime(windowStart, today) },
      '23:59',
      null,
      [1, 1, 0, 0],
    ],
    [
      'member since 10 days ago at 10:00 (an older record without horasDesde)',
      twiceADay(),
      {},
      '23:59',
      moment('2026-11-14', '10:00'),
      // 14th: 20:00; 15th to 24th: 10 days × 2
      [21, 0, 0, 21],
    ],
    [
      'member since today 10:00, at 12:00: nothing owed yet',
      twiceADay(),
      {},
      '12:00',
      moment(today, '10:00'),
      [0, 0, 0, 0],
    ],
    [
      'the later of the two counts: times set long ago, member since yesterday 10:00',
      twiceADay(moment('2026-01-01', '09:00')),
      {},
      '23:59',
      moment('2026-11-23', '10:00'),
      [3, 0, 0, 3],
    ],
    [
      'a medicine without times owes nothing',
      { key: 'medicamento_1', value: { medicamento: 'Xarope', momento_tomar: 'Ao deitar' } },
      {},
      '23:59',
      null,
      [0, 0, 0, 0],
    ],
  ])('%s', (_name, medicine, takenByDate, now, memberSince, expected) => {
    expect(counts(adherenceOf(medicine, takenByDate, today, at(now), memberSince))).toEqual(
      expected,
    );
  });

  test('looks at 30 days by default, and says how many it looked at', () => {
    expect(adherenceDays).toBe(30);
    expect(adherenceOf(twiceADay(), {}, today, at('23:59'), null)).toEqual({
      days: 30,
      due: 60,
      taken: 0,
      takenLate: 0,
      missed: 60,
    });
    expect(adherenceOf(twiceADay(), {}, today, at('23:59'), null, 7)).toMatchObject({
      days: 7,
      due: 14,
    });
  });

  test('the days go back across the end of a month and of a year', () => {
    const adherence = adherenceOf(
      twiceADay(),
      takenOnTime('2025-12-04', '2026-01-02'),
      '2026-01-02',
      at('23:59'),
      null,
    );
    expect(counts(adherence)).toEqual([60, 60, 0, 0]);
  });
});

describe('taken late: recorded after the due window ended (missedFromMinute), on its day or later', () => {
  const dayBefore = '2026-11-23';
  test.each([
    ['07:30 on its day (early)', moment(dayBefore, '07:30'), 'taken'],
    ['09:59 on its day', moment(dayBefore, '09:59'), 'taken'],
    ['10:00 on its day', moment(dayBefore, '10:00'), 'takenLate'],
    ['23:00 on its day', moment(dayBefore, '23:00'), 'takenLate'],
    ['07:00 the next day', moment(today, '07:00'), 'takenLate'],
  ] as const)('the 08:00 dose recorded at %s is %s', (_when, takenAt, kind) => {
    const adherence = adherenceOf(
      { key: 'medicamento_1', value: { medicamento: 'X', momento_tomar: '', horas: '08:00' } },
      { [dayBefore]: { medicamento_1: { '0800': takenAt } } },
      today,
      at('07:00'),
      null,
      2,
    );
    expect(adherence[kind]).toBe(1);
    expect(adherence.due).toBe(1);
  });

  test.each([
    // Summer: Lisbon is UTC+1; 09:30 UTC is 10:30 there, after the 08:00 dose's window.
    ['2026-07-15', '08:00', '2026-07-15T09:30:00Z', 'takenLate'],
    ['2026-07-15', '08:00', '2026-07-15T08:30:00Z', 'taken'],
    // Spring change: the clock skips 01:00-02:00; 01:30 UTC is 02:30 there, inside 01:30's window.
    ['2026-03-29', '01:30', '2026-03-29T01:30:00Z', 'taken'],
    ['2026-03-29', '01:30', '2026-03-29T02:00:00Z', 'takenLate'],
    // Autumn change: 01:00-01:59 twice; 01:45 UTC is the second 01:45, still inside 01:30's window.
    ['2026-10-25', '01:30', '2026-10-25T01:45:00Z', 'taken'],
    ['2026-10-25', '01:30', '2026-10-25T03:00:00Z', 'takenLate'],
  ] as const)('on %s the %s dose recorded at %s is %s', (date, time, recorded, kind) => {
    const adherence = adherenceOf(
      {
        key: 'medicamento_1',
        value: { medicamento: 'X', momento_tomar: '', horas: time },
      },
      { [date]: { medicamento_1: { [time.replace(':', '')]: Date.parse(recorded) } } },
      date,
      at('23:59'),
      null,
      1,
    );
    expect(adherence[kind]).toBe(1);
    expect(adherence.due).toBe(1);
  });
});
