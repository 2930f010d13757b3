import { doseHistoryQuery, readDoseHistory } from './doseHistory';

describe('doseHistoryQuery', () => {
  it.each<[string, string, string]>([
    ['within a month', '2026-11-30', '2026-11-01'],
    ['across a month', '2026-11-23', '2026-10-25'],
    ['across a year', '2027-01-10', '2026-12-12'],
    ['across 29 February', '2028-03-15', '2028-02-15'],
  ])('%s: %s reads from %s, by key', (_label, today, first) => {
    expect(doseHistoryQuery(today)).toEqual({ orderBy: 'key', startAt: first, endAt: today });
  });

  it('refuses what is not a date', () => {
    expect(() => doseHistoryQuery('amanhã')).toThrow(RangeError);
  });
});

describe('readDoseHistory', () => {
  it.each<[string, unknown, object]>([
    ['nothing', null, {}],
    ['a list', [1, 2], {}],
    [
      'days of doses, anything else ignored',
      { '2026-11-23': { medicamento_1: { '0800': 5, x: 'y' } }, '2026-11-22': 'x' },
      { '2026-11-23': { medicamento_1: { '0800': 5 } }, '2026-11-22': {} },
    ],
  ])('%s', (_label, raw, expected) => {
    expect(readDoseHistory(raw)).toEqual(expected);
  });
});
