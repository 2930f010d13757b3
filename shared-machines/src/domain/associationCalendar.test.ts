import {
  calendarDayPath,
  calendarDayWindow,
  calendarDaysOfYears,
  midnightInTimeZone,
  readCalendarDayWindow,
} from './associationCalendar';

const hour = 3_600_000;

describe('the calendar the rules read (Lisbon)', () => {
  it.each([
    // date, its midnight (UTC), the midnight two days later (UTC), the window's length in hours
    [
      'a winter day',
      { year: 2026, month: 1, day: 15 },
      '2026-01-15T00:00:00Z',
      '2026-01-17T00:00:00Z',
      48,
    ],
    [
      'a summer day',
      { year: 2026, month: 7, day: 1 },
      '2026-06-30T23:00:00Z',
      '2026-07-02T23:00:00Z',
      48,
    ],
    // 29 March 2026: at 01:00 the clocks go forward to 02:00, a day of 23 hours.
    [
      'the day before the spring change',
      { year: 2026, month: 3, day: 28 },
      '2026-03-28T00:00:00Z',
      '2026-03-29T23:00:00Z',
      47,
    ],
    [
      'the spring change day',
      { year: 2026, month: 3, day: 29 },
      '2026-03-29T00:00:00Z',
      '2026-03-30T23:00:00Z',
      47,
    ],
    // 25 October 2026: at 02:00 the clocks go back to 01:00, a day of 25 hours.
    [
      'the autumn change day',
      { year: 2026, month: 10, day: 25 },
      '2026-10-24T23:00:00Z',
      '2026-10-27T00:00:00Z',
      49,
    ],
    [
      'the day after the autumn change',
      { year: 2026, month: 10, day: 26 },
      '2026-10-26T00:00:00Z',
      '2026-10-28T00:00:00Z',
      48,
    ],
    [
      'a leap day',
      { year: 2028, month: 2, day: 29 },
      '2028-02-29T00:00:00Z',
      '2028-03-02T00:00:00Z',
      48,
    ],
    [
      'the last day of a year',
      { year: 2026, month: 12, day: 31 },
      '2026-12-31T00:00:00Z',
      '2027-01-02T00:00:00Z',
      48,
    ],
  ] as const)('%s', (_title, date, from, until, hours) => {
    const window = calendarDayWindow(date);
    expect(window).toEqual({ from: Date.parse(from), until: Date.parse(until) });
    expect((window.until - window.from) / hour).toBe(hours);
  });

  it('starts each day at 00:00 on the wall of the zone given', () => {
    expect(midnightInTimeZone({ year: 2026, month: 7, day: 1 }, 'UTC')).toBe(
      Date.parse('2026-07-01T00:00:00Z'),
    );
    expect(midnightInTimeZone({ year: 2026, month: 7, day: 1 }, 'Asia/Tokyo')).toBe(
      Date.parse('2026-06-30T15:00:00Z'),
    );
  });

  it('lists every day of the years asked, each window following the next day’s', () => {
    const days = calendarDaysOfYears(2027, 2);
    const keys = Object.keys(days);
    expect(keys).toHaveLength(365 + 366);
    expect(keys[0]).toBe('2027-01-01');
    expect(keys.at(-1)).toBe('2028-12-31');
    expect(keys).toContain('2028-02-29');
    for (let index = 0; index + 2 < keys.length; index += 1) {
      const day = days[keys[index] as string];
      const twoLater = days[keys[index + 2] as string];
      expect(day?.until).toBe(twoLater?.from);
    }
  });

  it('reads a stored entry tolerantly', () => {
    expect(readCalendarDayWindow({ from: 1, until: 2 })).toEqual({ from: 1, until: 2 });
    expect(readCalendarDayWindow({ from: 1 })).toBeNull();
    expect(readCalendarDayWindow('x')).toBeNull();
    expect(calendarDayPath('2026-03-01')).toBe('calendarDays/2026-03-01');
  });
});
