import type { CalendarDate } from '../../shared-machines/src/domain/appointmentSchedule';
import { addCalendarDays, wallClockIn } from '../../shared-machines/src/domain/spokenDate';

/**
 * Days and times on the association's calendar (Europe/Lisbon), for dating generated records:
 * 'YYYY-MM-DD' days counted from today, and the moment (ms) a wall-clock time happened on a day.
 */

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

export function isoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export function parseIsoDate(date: string): CalendarDate {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? NaN, month: month ?? NaN, day: day ?? NaN };
}

/** The association's day `offset` days from the day `now` falls on ('YYYY-MM-DD'). */
export function lisbonDayFrom(now: Date, offset: number): string {
  const { year, month, day } = wallClockIn(now);
  return isoDate(addCalendarDays({ year, month, day }, offset));
}

/** The association's minute of the day at `now` (0–1439). */
export function lisbonMinuteOf(now: Date): number {
  const wall = wallClockIn(now);
  return wall.hour * 60 + wall.minute;
}

/** The moment (ms since the epoch) the association's clock showed `minuteOfDay` on `date`. */
export function lisbonMoment(date: string, minuteOfDay: number): number {
  const { year, month, day } = parseIsoDate(date);
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  const offsetAt = (moment: number): number => {
    const wall = wallClockIn(new Date(moment));
    return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - moment;
  };
  // Lisbon is UTC+0 or UTC+1: guess with the offset at the wall time read as UTC, then correct once.
  const guess = wallAsUtc - offsetAt(wallAsUtc);
  return wallAsUtc - offsetAt(guess);
}

/** 'HH:MM' → minutes since midnight. */
export function minuteOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}
