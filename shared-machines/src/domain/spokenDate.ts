import { compareCalendarDates, type CalendarDate } from './appointmentSchedule';
import { dateTexts } from '../texts/dateTexts';
import { associationTimeZone } from './associationClock';
import { calendarDayInWords } from './calendarDayInWords';

/**
 * Dates as a person says them, on the association's calendar. The association is in Portugal, so 'today'
 * is Lisbon's today whatever time zone a tablet was left in: an appointment is `dateTexts.today` on the
 * day it happens there. Saúde says `dateTexts.today` and `dateTexts.tomorrow` for the two nearest days
 * and otherwise the weekday and the date in words (`Intl`, pt-PT), naming the year only when it is not
 * the current one.
 */

export { associationTimeZone, clockTimeAt } from './associationClock';

const numericFormats = new Map<string, Intl.DateTimeFormat>();

/** One numeric pt-PT formatter per zone (building one per call would be slow on a list that re-renders). */
function numericFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = numericFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('pt-PT', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    numericFormats.set(timeZone, format);
  }
  return format;
}

export interface WallClock extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** The date and time a wall clock in the zone shows at that moment (by default, the association's). */
export function wallClockIn(moment: Date, timeZone: string = associationTimeZone): WallClock {
  const values: Record<string, number> = {};
  for (const part of numericFormatIn(timeZone).formatToParts(moment)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? NaN,
    month: values.month ?? NaN,
    day: values.day ?? NaN,
    hour: values.hour ?? NaN,
    minute: values.minute ?? NaN,
    second: values.second ?? NaN,
  };
}

/** The calendar day a moment falls on in a time zone (by default, the association's). */
export function calendarDateInTimeZone(
  moment: Date,
  timeZone: string = associationTimeZone,
): CalendarDate {
  const { year, month, day } = wallClockIn(moment, timeZone);
  return { year, month, day };
}

/** Whole calendar days from `from`'s day to `to`'s in a time zone (by default, the association's). */
export function calendarDaysBetween(
  from: Date,
  to: Date,
  timeZone: string = associationTimeZone,
): number {
  const dayNumber = (moment: Date) => {
    const { year, month, day } = calendarDateInTimeZone(moment, timeZone);
    return Date.UTC(year, month - 1, day) / 86_400_000;
  };
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** How far the zone's clock is ahead of UTC at that moment, in milliseconds (Lisbon: 0 in winter, 1 h in summer). */
export function offsetAt(moment: Date, timeZone: string): number {
  const wall = wallClockIn(moment, timeZone);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return wallAsUtc - Math.floor(moment.getTime() / 1000) * 1000;
}

/** The date `days` days after (or before, when negative) a calendar date. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * Milliseconds from `moment` to one second after the next midnight in the zone: when a screen left open
 * should read the day again. Daylight-saving days are 23 or 25 hours long, as they are on the wall.
 */
export function msUntilNextDayInTimeZone(
  moment: Date,
  timeZone: string = associationTimeZone,
): number {
  const next = addCalendarDays(calendarDateInTimeZone(moment, timeZone), 1);
  const wallAsUtc = Date.UTC(next.year, next.month - 1, next.day, 0, 0, 1);
  // The offset at the target can differ from now's across a clock change: correct once with it.
  let target = wallAsUtc - offsetAt(moment, timeZone);
  target = wallAsUtc - offsetAt(new Date(target), timeZone);
  return Math.max(1000, target - moment.getTime());
}

/** When the year is said: only when it is not the current year, or always. */
export type YearMention = 'whenNotThisYear' | 'always';

/**
 * A date said aloud, in phrases a line may break between but never inside: [`dateTexts.today`],
 * [`dateTexts.tomorrow`], or the weekday with its comma and then the day and month (and the year, in
 * another year), so the year never ends up alone on a line of its own. `text` is the phrases joined by
 * spaces.
 */
export interface SpokenDate {
  readonly text: string;
  readonly phrases: readonly string[];
}

function spoken(phrases: readonly string[]): SpokenDate {
  return { text: phrases.join(' '), phrases };
}

/** How Saúde says an appointment's date, seen on `today` (the association's calendar day). */
export function spokenAppointmentDate(
  date: CalendarDate,
  today: CalendarDate,
  year: YearMention = 'whenNotThisYear',
): SpokenDate {
  if (compareCalendarDates(date, today) === 0) return spoken([dateTexts.today]);
  if (compareCalendarDates(date, addCalendarDays(today, 1)) === 0)
    return spoken([dateTexts.tomorrow]);
  const withYear = year === 'always' || date.year !== today.year;
  const dayAndMonth = calendarDayInWords(withYear ? 'dayMonthAndYear' : 'dayAndMonth', date);
  return spoken([`${calendarDayInWords('weekday', date)},`, dayAndMonth]);
}
