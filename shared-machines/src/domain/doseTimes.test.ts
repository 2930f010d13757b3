import {
  doseKeyOf,
  doseTimesMessage,
  doseTimesOf,
  maxDoseTimesPerMedicine,
  readDoseTimes,
} from './doseTimes';

describe('readDoseTimes: what a carer types in Horas', () => {
  test.each([
    ['', ''],
    ['   ', ''],
    ['08:00', '08:00'],
    ['8:00', '08:00'],
    ['8', '08:00'],
    ['8h', '08:00'],
    ['8 h', '08:00'],
    ['08h30', '08:30'],
    ['8.30', '08:30'],
    ['08:00,20:00', '08:00,20:00'],
    ['20:00, 08:00', '08:00,20:00'],
    ['8h e 20h', '08:00,20:00'],
    ['8:00; 14:00; 20:00', '08:00,14:00,20:00'],
    ['8:00 20:00', '08:00,20:00'],
    ['08:00,08:00', '08:00'],
    ['00:00, 23:59', '00:00,23:59'],
  ])('%j is stored as %j', (typed, stored) => {
    expect(readDoseTimes(typed)).toEqual({ ok: true, value: stored });
  });

  test.each([
    ['24:00'],
    ['8:60'],
    ['ao almoço'],
    ['08:00,'.repeat(1) + 'x'],
    ['-1'],
    ['8:5'],
    [',,'],
  ])('%j is refused with the form message', (typed) => {
    expect(readDoseTimes(typed)).toEqual({ ok: false, message: doseTimesMessage });
  });

  test('more than the most times a medicine may have is refused', () => {
    const typed = Array.from(
      { length: maxDoseTimesPerMedicine + 1 },
      (_, hour) => `${hour}:00`,
    ).join(',');
    expect(readDoseTimes(typed)).toEqual({
      ok: false,
      message: `Escreva no máximo ${maxDoseTimesPerMedicine} horas.`,
    });
  });
});

describe('doseTimesOf: the stored times', () => {
  test.each([
    [undefined, []],
    [null, []],
    ['', []],
    ['08:00', ['08:00']],
    ['08:00,20:00', ['08:00', '20:00']],
    ['8:00', []],
    ['08:00, 20:00', []],
    ['25:00', []],
  ] as const)('%j reads as %j', (stored, times) => {
    expect(doseTimesOf(stored)).toEqual(times);
  });
});

test.each([
  ['08:00', '0800'],
  ['20:30', '2030'],
])('a dose at %s is recorded under %s', (time, key) => {
  expect(doseKeyOf(time)).toBe(key);
});
