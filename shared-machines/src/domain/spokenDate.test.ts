import type { CalendarDate } from './appointmentSchedule';
import {
  addCalendarDays,
  associationTimeZone,
  calendarDateInTimeZone,
  msUntilNextDayInTimeZone,
  spokenAppointmentDate,
  type YearMention,
} from './spokenDate';

function day(iso: string): CalendarDate {
  const [year, month, dayOfMonth] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day: dayOfMonth };
}

describe('spokenAppointmentDate: Hoje, Amanhã, then weekday and date', () => {
  it.each<[string, string, string, string[]]>([
    ['the same day', '2026-11-23', '2026-11-23', ['Hoje']],
    ['the next day', '2026-11-23', '2026-11-24', ['Amanhã']],
    ['two days later', '2026-11-23', '2026-11-25', ['quarta-feira,', '25 de novembro']],
    ['next week', '2026-11-23', '2026-12-01', ['terça-feira,', '1 de dezembro']],
    [
      'yesterday (the weekday and date, like any past day)',
      '2026-11-23',
      '2026-11-22',
      ['domingo,', '22 de novembro'],
    ],
    ['earlier this year', '2026-11-23', '2026-03-01', ['domingo,', '1 de março']],
    ['next year', '2026-11-23', '2027-01-05', ['terça-feira,', '5 de janeiro de 2027']],
    ['last year', '2026-11-23', '2025-12-20', ['sábado,', '20 de dezembro de 2025']],
    ['tomorrow across the year end', '2026-12-31', '2027-01-01', ['Amanhã']],
    ['today on 1 January', '2027-01-01', '2027-01-01', ['Hoje']],
    [
      '31 December seen on 1 January',
      '2027-01-01',
      '2026-12-31',
      ['quinta-feira,', '31 de dezembro de 2026'],
    ],
    ['tomorrow is 29 February', '2028-02-28', '2028-02-29', ['Amanhã']],
    [
      '29 February seen on 1 March',
      '2028-03-01',
      '2028-02-29',
      ['terça-feira,', '29 de fevereiro'],
    ],
    [
      'the day after 28 February of a common year is 1 March',
      '2027-02-28',
      '2027-03-01',
      ['Amanhã'],
    ],
    ['tomorrow at the end of a 30-day month', '2026-04-30', '2026-05-01', ['Amanhã']],
  ])('%s (today %s, appointment %s) → %j', (_label, today, date, phrases) => {
    const said = spokenAppointmentDate(day(date), day(today));
    expect(said.phrases).toEqual(phrases);
    expect(said.text).toBe(phrases.join(' '));
  });

  it.each<[YearMention, string]>([
    ['whenNotThisYear', 'terça-feira, 1 de dezembro'],
    ['always', 'terça-feira, 1 de dezembro de 2026'],
  ])('the year this year, %s → %j', (year, text) => {
    expect(spokenAppointmentDate(day('2026-12-01'), day('2026-11-23'), year).text).toBe(text);
  });

  it("'always' still says Hoje and Amanhã", () => {
    expect(spokenAppointmentDate(day('2026-11-23'), day('2026-11-23'), 'always').text).toBe('Hoje');
    expect(spokenAppointmentDate(day('2026-11-24'), day('2026-11-23'), 'always').text).toBe(
      'Amanhã',
    );
  });

  it('with the year, says what Intl.DateTimeFormat("pt-PT") says for that day', () => {
    const expected = new Intl.DateTimeFormat('pt-PT', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2027, 0, 5)));
    expect(spokenAppointmentDate(day('2027-01-05'), day('2026-11-23')).text).toBe(expected);
  });
});

describe('calendarDateInTimeZone: the association’s day, not the tablet’s', () => {
  it.each<[string, string, string]>([
    ['2026-11-23T23:30:00Z', 'Europe/Lisbon', '2026-11-23'], // winter: Lisbon is UTC
    ['2026-07-15T23:30:00Z', 'Europe/Lisbon', '2026-07-16'], // summer: Lisbon is an hour ahead
    ['2026-07-15T22:59:59Z', 'Europe/Lisbon', '2026-07-15'],
    ['2026-12-31T23:59:59Z', 'Europe/Lisbon', '2026-12-31'],
    ['2027-01-01T00:00:00Z', 'Europe/Lisbon', '2027-01-01'],
    ['2026-11-23T16:00:00Z', 'Asia/Tokyo', '2026-11-24'],
    ['2026-11-23T03:00:00Z', 'America/New_York', '2026-11-22'],
  ])('%s in %s → %s', (instant, zone, expected) => {
    expect(calendarDateInTimeZone(new Date(instant), zone)).toEqual(day(expected));
  });

  it('defaults to Lisbon', () => {
    expect(associationTimeZone).toBe('Europe/Lisbon');
    expect(calendarDateInTimeZone(new Date('2026-07-15T23:30:00Z'))).toEqual(day('2026-07-16'));
  });
});

describe('msUntilNextDayInTimeZone: one second after the next midnight there', () => {
  const second = 1000;
  const hour = 3600 * second;
  it.each<[string, string, string, number]>([
    ['a winter evening', '2026-11-23T23:59:00Z', 'Europe/Lisbon', 61 * second],
    [
      'a summer evening (midnight is 23:00 UTC)',
      '2026-07-15T22:59:00Z',
      'Europe/Lisbon',
      61 * second,
    ],
    ['a summer noon', '2026-07-15T11:00:00Z', 'Europe/Lisbon', 12 * hour + second],
    [
      'the day clocks go forward (a 23-hour day)',
      '2026-03-29T00:00:01Z',
      'Europe/Lisbon',
      23 * hour,
    ],
    ['the day clocks go back (a 25-hour day)', '2026-10-24T23:00:01Z', 'Europe/Lisbon', 25 * hour],
    ['New Year’s Eve', '2026-12-31T23:59:59Z', 'Europe/Lisbon', 2 * second],
    ['Tokyo', '2026-11-23T14:59:00Z', 'Asia/Tokyo', 61 * second],
  ])('%s: %s in %s → %d ms', (_label, instant, zone, expected) => {
    expect(msUntilNextDayInTimeZone(new Date(instant), zone)).toBe(expected);
  });

  it('counts milliseconds, from any moment of the day', () => {
    expect(msUntilNextDayInTimeZone(new Date('2026-11-24T00:00:00.500Z'))).toBe(86_400_500);
    expect(msUntilNextDayInTimeZone(new Date('2026-11-23T23:59:59.999Z'))).toBe(1001);
  });
});

describe('addCalendarDays', () => {
  it.each<[string, number, string]>([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-11-23', 7, '2026-11-30'],
  ])('%s + %d → %s', (date, days, expected) => {
    expect(addCalendarDays(day(date), days)).toEqual(day(expected));
  });
});
