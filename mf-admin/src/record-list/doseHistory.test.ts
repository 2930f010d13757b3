import { doseHistoryQuery, readCorrectedDoseHistory, readDoseHistory } from './doseHistory';

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

describe('readCorrectedDoseHistory', () => {
  it('counts a dose a carer corrected as not taken, and keeps the others', () => {
    expect(
      readCorrectedDoseHistory(
        {
          '2026-11-23': { medicamento_1: { '0800': 1, '2000': 2 } },
          '2026-11-24': { medicamento_1: { '0800': 3 } },
        },
        {
          '2026-11-23': { medicamento_1: { '2000': { por: 'ana', porNome: 'Ana Costa', em: 4 } } },
          '2026-11-24': { medicamento_1: { '0800': 'not a correction' } },
        },
      ),
    ).toEqual({
      '2026-11-23': { medicamento_1: { '0800': 1 } },
      '2026-11-24': { medicamento_1: { '0800': 3 } },
    });
  });

  it('reads no corrections as none', () => {
    expect(
      readCorrectedDoseHistory({ '2026-11-24': { medicamento_1: { '0800': 3 } } }, null),
    ).toEqual({ '2026-11-24': { medicamento_1: { '0800': 3 } } });
  });
});
