import { formatCalendarDay, formatLongDate } from './longDate';

describe('formatLongDate', () => {
  it.each<[string, string]>([
    ['2026-11-22T12:00:00Z', 'domingo, 22 de novembro de 2026'],
    ['2026-01-01T12:00:00Z', 'quinta-feira, 1 de janeiro de 2026'],
    ['2024-02-29T12:00:00Z', 'quinta-feira, 29 de fevereiro de 2024'],
    ['2025-03-15T12:00:00Z', 'sábado, 15 de março de 2025'],
  ])('%s -> %s', (iso, text) => {
    expect(formatLongDate(new Date(iso), 'UTC')).toBe(text);
  });

  it('uses the time zone it is given', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(formatLongDate(lateEvening, 'Europe/Lisbon')).toBe('domingo, 22 de novembro de 2026');
    expect(formatLongDate(lateEvening, 'Asia/Tokyo')).toBe('segunda-feira, 23 de novembro de 2026');
  });

  it('formats in the device time zone by default', () => {
    const date = new Date(2026, 10, 22, 9, 0);
    expect(formatLongDate(date)).toBe('domingo, 22 de novembro de 2026');
  });

  it("writes in the device's zone what Intl writes, every day of two years (a leap year among them)", () => {
    const intl = new Intl.DateTimeFormat('pt-PT', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    for (let day = 0; day < 731; day += 1) {
      const date = new Date(2027, 0, 1 + day, 9, 0);
      expect(formatLongDate(date)).toBe(intl.format(date));
    }
  });
});

describe('formatCalendarDay', () => {
  it.each<[string, string]>([
    ['2026-11-22T12:00:00Z', '22 de novembro de 2026'],
    ['2026-01-01T00:30:00Z', '1 de janeiro de 2026'],
    // 23:30 UTC on 31 May is already 1 June in Lisbon (summer time).
    ['2026-05-31T23:30:00Z', '1 de junho de 2026'],
  ])('%s -> %s on the association calendar', (iso, text) => {
    expect(formatCalendarDay(new Date(iso))).toBe(text);
  });

  it('uses the time zone it is given', () => {
    expect(formatCalendarDay(new Date('2026-05-31T23:30:00Z'), 'UTC')).toBe('31 de maio de 2026');
  });
});
