import { describeChange, describeWhen } from './changeNote';

// 23 November 2026, 15:00 in Lisbon (UTC+0 in winter).
const now = new Date('2026-11-23T15:00:00Z');

describe("describeWhen: days as people say them, in the association's time zone", () => {
  it.each<[string, string]>([
    ['2026-11-23T10:32:00Z', 'hoje às 10:32'],
    ['2026-11-23T00:00:00Z', 'hoje às 00:00'],
    ['2026-11-22T23:59:00Z', 'ontem às 23:59'],
    ['2026-11-22T08:05:00Z', 'ontem às 08:05'],
    ['2026-11-12T09:00:00Z', 'a 12 de novembro às 09:00'],
    // Summer time: 1 August 09:00 UTC is 10:00 in Lisbon.
    ['2026-08-01T09:00:00Z', 'a 1 de agosto às 10:00'],
    ['2025-12-30T10:32:00Z', 'a 30 de dezembro de 2025 às 10:32'],
  ])('%s → %s', (at, expected) => {
    expect(describeWhen(new Date(at), now)).toBe(expected);
  });

  it("counts days in Lisbon, not in the device's zone", () => {
    // 00:30 in Lisbon on the 24th is still the 23rd in New York; in Lisbon it is "tomorrow" of 23:30 on the 23rd.
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(describeWhen(lateEvening, new Date('2026-11-24T00:30:00Z'))).toBe('ontem às 23:30');
    expect(describeWhen(lateEvening, new Date('2026-11-24T00:30:00Z'), 'America/New_York')).toBe(
      'hoje às 18:30',
    );
  });
});

describe('describeChange', () => {
  it.each<[string, number, string]>([
    ['Ana Costa', Date.parse('2026-11-23T10:32:00Z'), 'Alterado por Ana Costa, hoje às 10:32'],
    [
      '  Rui Pereira ',
      Date.parse('2026-11-22T18:05:00Z'),
      'Alterado por Rui Pereira, ontem às 18:05',
    ],
  ])('%s at %d', (byName, at, expected) => {
    expect(describeChange({ byName, at }, now)).toBe(expected);
  });
});
