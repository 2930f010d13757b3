import type { Keyed, MedicationRecord } from './recordTypes';
import {
  associationDayAt,
  doseStatusText,
  dosesOfDay,
  missedFromMinute,
  nextDoseChangeMinute,
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

  test('times that are not in the stored form give no doses', () => {
    const odd: Keyed<MedicationRecord> = {
      key: 'medicamento_9',
      value: { medicamento: 'X', momento_tomar: '', horas: '8h' },
    };
    expect(dosesOfDay([odd], {}, at('09:00'))).toEqual([]);
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
    [dose('later'), 'Às 08:00'],
    [dose('missed'), 'Não tomado'],
  ])('%j says %s', (given, text) => {
    expect(doseStatusText(given)).toBe(text);
  });
});
