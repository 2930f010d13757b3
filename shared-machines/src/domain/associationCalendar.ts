import { isoCalendarDate, type CalendarDate } from './appointmentSchedule';
import {
  addCalendarDays,
  associationTimeZone,
  calendarDateInTimeZone,
  offsetAt,
} from './spokenDate';

/**
 * The association's calendar as the database rules read it. The rules language knows the server's
 * `now` in milliseconds but not which day that is in Lisbon, so the administrator writes one entry per
 * day, `calendarDays/{YYYY-MM-DD}: { from, until }`: `from` is that day's midnight in the association's
 * time zone and `until` the midnight two days later. `from <= now < until` then says that the day is
 * today or yesterday by the server's clock; a day whose clocks change is 23 or 25 hours long, as on the
 * wall (docs/persons-day.md). Written by the seed and `npm run association -- calendar write`.
 */

/** The root node of the calendar (read by the rules only). */
export const calendarDaysRoot = 'calendarDays';

/** `calendarDays/{YYYY-MM-DD}`. */
export function calendarDayPath(date: string): string {
  return `${calendarDaysRoot}/${date}`;
}

/** One day of the calendar: from its midnight to the midnight two days later (ms since the epoch). */
export interface CalendarDayWindow {
  readonly from: number;
  readonly until: number;
}

/** How far the zone's clock is ahead of UTC at that moment (spokenDate's offsetAt), in milliseconds. */
function zoneOffsetAt(moment: number, timeZone: string): number {
  return offsetAt(new Date(moment), timeZone);
}

/**
 * The moment a day begins in the zone (its 00:00 on the wall). Lisbon changes its clocks at 01:00 and
 * 02:00, never at midnight, so every day has a midnight; the offset is corrected once at the target.
 */
export function midnightInTimeZone(
  date: CalendarDate,
  timeZone: string = associationTimeZone,
): number {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day);
  const first = wallAsUtc - zoneOffsetAt(wallAsUtc, timeZone);
  return wallAsUtc - zoneOffsetAt(first, timeZone);
}

/** The calendar's entry for a day: when a dose may be recorded on it (that day and the next). */
export function calendarDayWindow(
  date: CalendarDate,
  timeZone: string = associationTimeZone,
): CalendarDayWindow {
  return {
    from: midnightInTimeZone(date, timeZone),
    until: midnightInTimeZone(addCalendarDays(date, 2), timeZone),
  };
}

/** Every day of the years `firstYear` .. `firstYear + years - 1`, keyed 'YYYY-MM-DD'. */
export function calendarDaysOfYears(
  firstYear: number,
  years: number,
  timeZone: string = associationTimeZone,
): Readonly<Record<string, CalendarDayWindow>> {
  const days: Record<string, CalendarDayWindow> = {};
  let date: CalendarDate = { year: firstYear, month: 1, day: 1 };
  while (date.year < firstYear + years) {
    days[isoCalendarDate(date)] = calendarDayWindow(date, timeZone);
    date = addCalendarDays(date, 1);
  }
  return days;
}

/**
 * The first year the calendar must hold at `now`: the year of yesterday on the association's calendar,
 * so that on 1 January the day before is still there.
 */
export function calendarFirstYearAt(now: number, timeZone: string = associationTimeZone): number {
  return addCalendarDays(calendarDateInTimeZone(new Date(now), timeZone), -1).year;
}

/** Tolerant reading of one stored entry: null unless both moments are numbers. */
export function readCalendarDayWindow(raw: unknown): CalendarDayWindow | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { from, until } = raw as { from?: unknown; until?: unknown };
  return typeof from === 'number' && typeof until === 'number' ? { from, until } : null;
}
