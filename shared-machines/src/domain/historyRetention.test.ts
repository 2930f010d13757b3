import {
  historyBefore,
  historyCutoffAt,
  historyCutoffDate,
  isHistoryDay,
  minHistoryRetentionMonths,
  retentionMonthsProblem,
} from './historyRetention';
import type { AppointmentRecord, Keyed } from './recordTypes';

describe('historyCutoffDate: the earliest day kept', () => {
  test.each<[string, number, string]>([
    ['2026-11-25', 13, '2025-10-25'],
    ['2026-11-25', 12, '2025-11-25'],
    ['2026-01-15', 13, '2024-12-15'],
    ['2026-12-31', 13, '2025-11-30'],
    ['2026-03-31', 13, '2025-02-28'],
    ['2025-03-31', 13, '2024-02-29'],
    ['2025-03-29', 13, '2024-02-29'],
    ['2024-02-29', 12, '2023-02-28'],
    ['2024-02-29', 13, '2023-01-29'],
    ['2028-02-29', 48, '2024-02-29'],
    ['2026-05-31', 2, '2026-03-31'],
    ['2026-04-30', 2, '2026-02-28'],
    ['2026-07-31', 13, '2025-06-30'],
    ['2026-01-01', 13, '2024-12-01'],
    ['2026-12-01', 24, '2024-12-01'],
    ['2100-03-31', 13, '2099-02-28'],
    ['2001-03-31', 13, '2000-02-29'],
  ])('on %s keeping %i months: %s', (today, months, cutoff) => {
    expect(historyCutoffDate(today, months)).toBe(cutoff);
  });

  test('a later day never has an earlier cutoff, and every cutoff is a real day', () => {
    let previous = '';
    for (let offset = 0; offset < 4 * 366; offset += 1) {
      const day = new Date(Date.UTC(2023, 0, 1 + offset)).toISOString().slice(0, 10);
      const cutoff = historyCutoffDate(day, 13);
      expect(isHistoryDay(cutoff)).toBe(true);
      expect(cutoff >= previous).toBe(true);
      previous = cutoff;
    }
  });

  test.each<[string, number, RegExp]>([
    ['2026-02-30', 13, /not a calendar day/],
    ['2026-1-5', 13, /not a calendar day/],
    ['', 13, /not a calendar day/],
    ['2026-11-25', 1, /at least 2/],
    ['2026-11-25', 0, /at least 2/],
    ['2026-11-25', 12.5, /whole number/],
    ['2026-11-25', Number.NaN, /whole number/],
  ])('refuses %j with %s months', (today, months, message) => {
    expect(() => historyCutoffDate(today, months)).toThrow(message);
  });
});

describe('retentionMonthsProblem', () => {
  test.each<[number, boolean]>([
    [13, true],
    [minHistoryRetentionMonths, true],
    [minHistoryRetentionMonths - 1, false],
    [-13, false],
    [Infinity, false],
  ])('%s months usable: %s', (months, usable) => {
    expect(retentionMonthsProblem(months) === null).toBe(usable);
  });
});

describe('historyCutoffAt: today on the association calendar', () => {
  test.each<[string, string, string]>([
    // 23:30 UTC on 30 June is already 1 July in Lisbon (summer time, UTC+1).
    ['2026-06-30T23:30:00Z', '2026-07-01', '2025-06-01'],
    // In winter Lisbon is on UTC.
    ['2026-12-31T23:30:00Z', '2026-12-31', '2025-11-30'],
  ])('at %s: today %s, cutoff %s', (moment, today, cutoff) => {
    expect(historyCutoffAt(Date.parse(moment), 13)).toEqual({ today, cutoff });
  });
});

describe('isHistoryDay', () => {
  test.each<[string, boolean]>([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['hoje', false],
    ['2026-01-01x', false],
  ])('%j: %s', (text, isDay) => {
    expect(isHistoryDay(text)).toBe(isDay);
  });
});

describe('historyBefore: what falls before the cutoff', () => {
  const appointment = (key: string, date: string): Keyed<AppointmentRecord> => ({
    key,
    value: { contacto_Nome: 'Cardiologia', data_consulta: date, time_consulta: '10:00' },
  });

  test.each<[string, string[], Keyed<AppointmentRecord>[], string[], string[]]>([
    ['nothing', [], [], [], []],
    [
      'days before the cutoff, in order; the cutoff day and later stay',
      ['2025-10-26', '2025-10-24', '2025-10-25', '2024-01-01', '2026-11-25'],
      [],
      ['2024-01-01', '2025-10-24'],
      [],
    ],
    ['keys that are no days stay', ['2025-02-30', 'antigo', '2025-1-01'], [], [], []],
    [
      'appointments by date, ISO or day first; the cutoff day and later stay',
      [],
      [
        appointment('consulta_ID_1', '2025-10-24'),
        appointment('consulta_ID_2', '2025-10-25'),
        appointment('consulta_ID_3', '01/03/2024'),
        appointment('consulta_ID_4', '2027-01-10'),
        appointment('consulta_ID_5', '2024-05-02T10:00'),
      ],
      [],
      ['consulta_ID_1', 'consulta_ID_3', 'consulta_ID_5'],
    ],
    [
      'appointments without a readable date stay',
      [],
      [appointment('consulta_ID_1', ''), appointment('consulta_ID_2', 'no outono')],
      [],
      [],
    ],
  ])('%s', (_label, days, appointments, doseDays, appointmentKeys) => {
    expect(historyBefore('2025-10-25', days, appointments)).toEqual({ doseDays, appointmentKeys });
  });
});
