import type { Keyed, MedicationRecord } from './recordTypes';
import {
  adherenceText,
  associationDayAt,
  doseScheduleStartOf,
  doseStatusText,
  dosesOfDay,
  isDoseBeforeStart,
  missedFromMinute,
  nextDoseChangeMinute,
  readMemberSince,
  readTakenDoses,
  type Dose,
} from './doseSchedule';

const paracetamol: Keyed<MedicationRecord> = {
  key: 'medicamento_1',
  value: {
    medicamento: '1 comprimido de Paracetamol',
    momento_tomar: 'Ao pequeno-almoço e ao jantar',
    horas: '08:00,20:00',
  },
};
const vitaminD: Keyed<MedicationRecord> = {
  key: 'medicamento_3',
  value: { medicamento: 'Vitamina D', momento_tomar: '', horas: '08:00' },
};
const syrup: Keyed<MedicationRecord> = {
  key: 'medicamento_2',
  value: { medicamento: 'Xarope', momento_tomar: 'Ao deitar' },
};
const medicines = [paracetamol, syrup, vitaminD];

const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('missedFromMinute: due until the end of the next hour, never past midnight', () => {
  test.each([
    ['08:00', '10:00'],
    ['08:30', '10:00'],
    ['08:59', '10:00'],
    ['22:00', '24:00'],
    ['23:00', '24:00'],
    ['00:00', '02:00'],
  ])('a dose at %s is missed from %s', (time, missed) => {
    expect(missedFromMinute(time)).toBe(at(missed));
  });
});

describe('dosesOfDay', () => {
  test('every time of every medicine, in time order then in the order the medicines were added; medicines without times have none', () => {
    const doses = dosesOfDay(medicines, {}, at('07:00'));
    expect(doses.map((dose) => [dose.id, dose.time, dose.status])).toEqual([
      ['medicamento_1/0800', '08:00', 'later'],
      ['medicamento_3/0800', '08:00', 'later'],
      ['medicamento_1/2000', '20:00', 'later'],
    ]);
    expect(doses[0]).toMatchObject({
      medicine: '1 comprimido de Paracetamol',
      whenToTake: 'Ao pequeno-almoço e ao jantar',
      doseKey: '0800',
      takenAt: null,
    });
    expect(doses[1]?.whenToTake).toBeNull();
  });

  test.each([
    ['07:59', 'later'],
    ['08:00', 'due'],
    ['09:59', 'due'],
    ['10:00', 'missed'],
    ['23:59', 'missed'],
  ] as const)('the 08:00 dose at %s is %s', (now, status) => {
    expect(dosesOfDay([paracetamol], {}, at(now))[0]?.status).toBe(status);
  });

  test('a dose recorded is taken, whatever the time, with when it was taken', () => {
    const takenAt = Date.UTC(2026, 10, 24, 8, 5);
    const doses = dosesOfDay([paracetamol], { medicamento_1: { '0800': takenAt } }, at('12:00'));
    expect(doses.map((dose) => [dose.status, dose.takenAt])).toEqual([
      ['taken', takenAt],
      ['later', null],
    ]);
  });

  test('a dose known only to be taken (`true`, as a carer’s card keeps it) is taken, with no moment', () => {
    const doses = dosesOfDay([paracetamol], { medicamento_1: { '0800': true } }, at('12:00'));
    expect(doses.map((dose) => [dose.id, dose.status, dose.takenAt])).toEqual([
      ['medicamento_1/0800', 'taken', null],
      ['medicamento_1/2000', 'later', null],
    ]);
  });

  test('times that are not in the stored form give no doses', () => {
    const odd: Keyed<MedicationRecord> = {
      key: 'medicamento_9',
      value: { medicamento: 'X', momento_tomar: '', horas: '8h' },
    };
    expect(dosesOfDay([odd], {}, at('09:00'))).toEqual([]);
  });
});

describe('dosesOfDay from when the doses are owed: not before the times were set, nor before the person joined', () => {
  // Lisbon is on UTC in November: the wall clock reads the UTC time.
  const day = '2026-11-24';
  const moment = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);
  const threeTimes = (horasDesde?: number): Keyed<MedicationRecord> => ({
    key: 'medicamento_4',
    value: {
      medicamento: 'Omeprazol',
      momento_tomar: '',
      horas: '08:00,13:30,20:00',
      ...(horasDesde === undefined ? {} : { horasDesde }),
    },
  });
  const listed = (doses: readonly Dose[]) => doses.map((dose) => `${dose.time} ${dose.status}`);

  test.each<
    [
      string,
      Keyed<MedicationRecord>,
      Record<string, number | true>,
      string,
      number | null,
      string[],
    ]
  >([
    [
      'added today at 15:01: 08:00 and 13:30 are not owed, 20:00 comes later',
      threeTimes(moment(day, '15:01')),
      {},
      '15:02',
      null,
      ['20:00 later'],
    ],
    [
      'added today at 15:01, seen at 22:00: only 20:00 is missed',
      threeTimes(moment(day, '15:01')),
      {},
      '22:00',
      null,
      ['20:00 missed'],
    ],
    [
      'changed today at 15:01 to add 20:00: 08:00 taken anyway still shows taken, 13:30 is left out',
      threeTimes(moment(day, '15:01')),
      { '0800': moment(day, '08:05') },
      '15:02',
      null,
      ['08:00 taken', '20:00 later'],
    ],
    [
      'the same, the 08:00 dose known only to be taken (a carer’s card): still shows taken',
      threeTimes(moment(day, '15:01')),
      { '0800': true },
      '15:02',
      null,
      ['08:00 taken', '20:00 later'],
    ],
    [
      'times set yesterday: every dose of today is owed',
      threeTimes(moment('2026-11-23', '15:01')),
      {},
      '15:02',
      null,
      ['08:00 missed', '13:30 missed', '20:00 later'],
    ],
    [
      'times set tomorrow (a clock ahead): nothing today',
      threeTimes(moment('2026-11-25', '07:00')),
      {},
      '15:02',
      null,
      [],
    ],
    [
      'times set at 13:30 exactly: the 13:30 dose is owed (only doses before count out)',
      threeTimes(moment(day, '13:30')),
      {},
      '14:00',
      null,
      ['13:30 due', '20:00 later'],
    ],
    [
      'times set at 13:30:30: the 13:30 dose came before, it is not owed',
      threeTimes(moment(day, '13:30') + 30_000),
      {},
      '14:00',
      null,
      ['20:00 later'],
    ],
    [
      'an older record without horasDesde, member since today 10:00: 08:00 is not owed',
      threeTimes(),
      {},
      '15:02',
      moment(day, '10:00'),
      ['13:30 missed', '20:00 later'],
    ],
    [
      'member since yesterday: every dose of today is owed',
      threeTimes(),
      {},
      '15:02',
      moment('2026-11-23', '10:00'),
      ['08:00 missed', '13:30 missed', '20:00 later'],
    ],
    [
      'both known: the later one counts (times set yesterday, member since today 14:00)',
      threeTimes(moment('2026-11-23', '09:00')),
      {},
      '15:02',
      moment(day, '14:00'),
      ['20:00 later'],
    ],
    [
      'both known: the later one counts (member since yesterday, times set today 09:00)',
      threeTimes(moment(day, '09:00')),
      {},
      '15:02',
      moment('2026-11-23', '10:00'),
      ['13:30 missed', '20:00 later'],
    ],
    [
      'neither known: every dose is owed',
      threeTimes(),
      {},
      '15:02',
      null,
      ['08:00 missed', '13:30 missed', '20:00 later'],
    ],
  ])('%s', (_name, medicine, taken, now, memberSince, expected) => {
    const doses = dosesOfDay([medicine], { medicamento_4: taken }, at(now), {
      date: day,
      memberSince,
    });
    expect(listed(doses)).toEqual(expected);
  });

  test('without scheduledFrom every time of every medicine is listed, as before', () => {
    const doses = dosesOfDay([threeTimes(moment(day, '15:01'))], {}, at('15:02'));
    expect(listed(doses)).toEqual(['08:00 missed', '13:30 missed', '20:00 later']);
  });

  test("the day the doses are for is the one given, not the clock's", () => {
    const medicine = threeTimes(moment(day, '15:01'));
    const yesterday = dosesOfDay([medicine], {}, at('23:59'), {
      date: '2026-11-23',
      memberSince: null,
    });
    const tomorrow = dosesOfDay([medicine], {}, at('07:00'), {
      date: '2026-11-25',
      memberSince: null,
    });
    expect(listed(yesterday)).toEqual([]);
    expect(listed(tomorrow)).toEqual(['08:00 later', '13:30 later', '20:00 later']);
  });

  describe("on the days the clocks change, the dose's time is compared on the wall clock", () => {
    const medicine = (horas: string, horasDesde: number): Keyed<MedicationRecord> => ({
      key: 'medicamento_4',
      value: { medicamento: 'X', momento_tomar: '', horas, horasDesde },
    });
    test.each([
      // Spring: at 01:00 UTC Lisbon's clock goes from 01:00 to 02:00; 01:30 UTC reads 02:30.
      ['2026-03-29', '2026-03-29T01:30:00Z', '01:30,02:15,03:00', '05:30', ['03:00 missed']],
      [
        '2026-03-29',
        '2026-03-29T00:20:00Z',
        '01:30,02:15,03:00',
        '05:30',
        ['01:30 missed', '02:15 missed', '03:00 missed'],
      ],
      // Autumn: 01:00-01:59 happens twice; 00:30 UTC is the first 01:30, 01:30 UTC the second.
      [
        '2026-10-25',
        '2026-10-25T00:30:00Z',
        '01:00,01:45,03:00',
        '05:30',
        ['01:45 missed', '03:00 missed'],
      ],
      [
        '2026-10-25',
        '2026-10-25T01:30:00Z',
        '01:00,01:45,03:00',
        '05:30',
        ['01:45 missed', '03:00 missed'],
      ],
      ['2026-10-25', '2026-10-25T01:50:00Z', '01:00,01:45,03:00', '05:30', ['03:00 missed']],
      // Summer: Lisbon is UTC+1, 14:01 UTC is 15:01 there.
      ['2026-07-15', '2026-07-15T14:01:00Z', '08:00,13:30,20:00', '15:02', ['20:00 later']],
      [
        '2026-07-15',
        '2026-07-15T12:20:00Z',
        '08:00,13:30,20:00',
        '15:02',
        ['13:30 missed', '20:00 later'],
      ],
    ] as const)('%s, times set at %s (%s), at %s: %j', (date, set, horas, now, expected) => {
      const doses = dosesOfDay([medicine(horas, Date.parse(set))], {}, at(now), {
        date,
        memberSince: null,
      });
      expect(listed(doses)).toEqual(expected);
    });
  });
});

describe('doseScheduleStartOf and isDoseBeforeStart', () => {
  const record = (horasDesde?: number): MedicationRecord => ({
    medicamento: 'X',
    momento_tomar: '',
    horas: '08:00',
    ...(horasDesde === undefined ? {} : { horasDesde }),
  });
  test.each([
    [undefined, null, null],
    [Date.parse('2026-11-24T15:01:00Z'), null, { date: '2026-11-24', minuteOfDay: at('15:01') }],
    [
      undefined,
      Date.parse('2026-11-24T10:00:00Z'),
      { date: '2026-11-24', minuteOfDay: at('10:00') },
    ],
    [
      Date.parse('2026-11-24T15:01:00Z'),
      Date.parse('2026-11-24T10:00:00Z'),
      { date: '2026-11-24', minuteOfDay: at('15:01') },
    ],
    [
      Date.parse('2026-07-15T14:01:00Z'),
      Date.parse('2026-07-16T00:00:00Z'),
      { date: '2026-07-16', minuteOfDay: at('01:00') },
    ],
  ])('horasDesde %p, memberSince %p: %j', (horasDesde, memberSince, start) => {
    expect(doseScheduleStartOf(record(horasDesde), memberSince)).toEqual(start);
  });

  test.each([
    [null, '2026-11-24', '00:00', false],
    [{ date: '2026-11-24', minuteOfDay: at('15:01') }, '2026-11-24', '15:00', true],
    [{ date: '2026-11-24', minuteOfDay: at('15:01') }, '2026-11-24', '15:01', false],
    [{ date: '2026-11-24', minuteOfDay: at('15:01') }, '2026-11-23', '23:59', true],
    [{ date: '2026-11-24', minuteOfDay: at('15:01') }, '2026-11-25', '00:00', false],
  ])('start %j, dose on %s at %s: before it %p', (start, date, time, before) => {
    expect(isDoseBeforeStart(start, date, time)).toBe(before);
  });
});

describe('nextDoseChangeMinute: when a status changes next', () => {
  test.each([
    ['07:00', '08:00'],
    ['08:00', '10:00'],
    ['09:30', '10:00'],
    ['10:00', '20:00'],
    ['20:00', '22:00'],
    ['22:00', null],
  ] as const)('at %s: %s', (now, next) => {
    const doses = dosesOfDay(medicines, {}, at(now));
    expect(nextDoseChangeMinute(doses, at(now))).toBe(next === null ? null : at(next));
  });

  test('taken doses change no more', () => {
    const doses = dosesOfDay(
      [paracetamol],
      { medicamento_1: { '0800': 1, '2000': 2 } },
      at('07:00'),
    );
    expect(nextDoseChangeMinute(doses, at('07:00'))).toBeNull();
  });
});

describe("associationDayAt: Lisbon's day and minute, whatever the tablet's zone", () => {
  test.each([
    ['2026-11-24T08:00:00Z', '2026-11-24', '08:00'], // winter: Lisbon is UTC
    ['2026-07-15T07:00:00Z', '2026-07-15', '08:00'], // summer: UTC+1
    ['2026-07-15T23:30:00Z', '2026-07-16', '00:30'], // already tomorrow in Lisbon
    ['2026-03-29T01:30:00Z', '2026-03-29', '02:30'], // the spring change: 01:00 → 02:00
    ['2026-10-25T00:30:00Z', '2026-10-25', '01:30'], // the autumn change: the first 01:30…
    ['2026-10-25T01:30:00Z', '2026-10-25', '01:30'], // …and the second
  ])('%s is %s at %s', (iso, date, time) => {
    expect(associationDayAt(new Date(iso))).toEqual({ date, minuteOfDay: at(time) });
  });

  test('on the spring change a dose at 01:30, a time the clock skips, is due once the clock shows 02:00', () => {
    const dose: Keyed<MedicationRecord> = {
      key: 'medicamento_1',
      value: { medicamento: 'X', momento_tomar: '', horas: '01:30' },
    };
    const before = associationDayAt(new Date('2026-03-29T00:59:00Z'));
    const after = associationDayAt(new Date('2026-03-29T01:00:00Z'));
    expect(dosesOfDay([dose], {}, before.minuteOfDay)[0]?.status).toBe('later');
    expect(dosesOfDay([dose], {}, after.minuteOfDay)[0]?.status).toBe('due');
  });
});

describe('readTakenDoses', () => {
  test.each<[unknown, unknown]>([
    [null, {}],
    ['x', {}],
    [[1, 2], {}],
    [{ medicamento_1: { '0800': 5 } }, { medicamento_1: { '0800': 5 } }],
    [
      { medicamento_1: { '0800': 'x', '2000': 7 }, medicamento_2: 3 },
      { medicamento_1: { '2000': 7 } },
    ],
  ])('%j reads as %j', (raw, read) => {
    expect(readTakenDoses(raw)).toEqual(read);
  });
});

describe('readMemberSince', () => {
  test.each<[unknown, number | null]>([
    [1_700_000_000_000, 1_700_000_000_000],
    [null, null],
    ['1700000000000', null],
    [Number.NaN, null],
    [{ '.sv': 'timestamp' }, null],
  ])('%j reads as %j', (raw, read) => {
    expect(readMemberSince(raw)).toBe(read);
  });
});

describe('doseStatusText', () => {
  const dose = (status: Dose['status'], takenAt: number | null = null): Dose => ({
    id: 'm/0800',
    medicineKey: 'm',
    medicine: 'X',
    whenToTake: null,
    time: '08:00',
    doseKey: '0800',
    status,
    takenAt,
  });
  test.each([
    [dose('taken', Date.UTC(2026, 6, 15, 7, 5)), 'Tomado às 08:05'],
    [dose('due'), 'Está na hora'],
    [dose('later'), 'Por tomar'],
    [dose('missed'), 'Não tomado'],
  ])('%j says %s', (given, text) => {
    expect(doseStatusText(given)).toBe(text);
  });
});

describe('adherenceText', () => {
  const adherence = (due: number, taken: number, takenLate: number, missed: number, days = 30) => ({
    days,
    due,
    taken,
    takenLate,
    missed,
  });
  test.each([
    [
      adherence(60, 52, 3, 5),
      'Adesão nos últimos 30 dias: 52 de 60 (3 tomadas com atraso, 5 não tomadas)',
    ],
    [
      adherence(60, 58, 1, 1),
      'Adesão nos últimos 30 dias: 58 de 60 (1 tomada com atraso, 1 não tomada)',
    ],
    [adherence(60, 60, 0, 0), 'Adesão nos últimos 30 dias: 60 de 60'],
    [adherence(60, 58, 2, 0), 'Adesão nos últimos 30 dias: 58 de 60 (2 tomadas com atraso)'],
    [adherence(60, 59, 0, 1), 'Adesão nos últimos 30 dias: 59 de 60 (1 não tomada)'],
    [adherence(1, 0, 0, 1), 'Adesão nos últimos 30 dias: 0 de 1 (1 não tomada)'],
    [adherence(0, 0, 0, 0), 'Adesão nos últimos 30 dias: nenhuma dose prevista'],
    [adherence(14, 14, 0, 0, 7), 'Adesão nos últimos 7 dias: 14 de 14'],
    [adherence(2, 1, 0, 1, 1), 'Adesão no último dia: 1 de 2 (1 não tomada)'],
  ])('%j says %s', (given, text) => {
    expect(adherenceText(given)).toBe(text);
  });
});
