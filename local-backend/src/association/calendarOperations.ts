import {
  calendarDayPath,
  calendarDaysOfYears,
  calendarDaysRoot,
  calendarFirstYearAt,
  readCalendarDayWindow,
} from '@amparo/shared-machines/records';
import type { AdminBackend } from './adminBackend';
import { patchInBatches } from './patchInBatches';

/**
 * The association's calendar (shared-machines' domain/associationCalendar.ts): the days on which the
 * database rules let a dose be recorded, one entry per day, written as the administrator for
 * `years` years from the year of yesterday on the target's clock. Only missing or wrong entries are
 * written; earlier days are left (a dose can no longer be recorded on them anyway).
 */
export const defaultCalendarYears = 10;

/** The most years one run writes (a typing slip should not write centuries). */
export const maxCalendarYears = 100;

export interface CalendarWritten {
  readonly firstDay: string;
  readonly lastDay: string;
  readonly written: number;
  readonly alreadyRight: number;
}

export async function writeCalendar(
  admin: AdminBackend,
  years: number = defaultCalendarYears,
): Promise<CalendarWritten> {
  const days = calendarDaysOfYears(calendarFirstYearAt(await admin.now()), years);
  const stored = (await admin.database.get(calendarDaysRoot)) as Record<string, unknown> | null;
  const update: Record<string, unknown> = {};
  let alreadyRight = 0;
  for (const [date, window] of Object.entries(days)) {
    const held = readCalendarDayWindow(stored?.[date]);
    if (held !== null && held.from === window.from && held.until === window.until)
      alreadyRight += 1;
    else update[calendarDayPath(date)] = { from: window.from, until: window.until };
  }
  await patchInBatches(admin, update);
  const dates = Object.keys(days);
  return {
    firstDay: dates[0] ?? '',
    lastDay: dates.at(-1) ?? '',
    written: Object.keys(update).length,
    alreadyRight,
  };
}

/** What `calendar write` prints: counts and the range, nothing else. */
export function calendarReport(written: CalendarWritten, target: string): string[] {
  return [
    `Calendar on ${target} (the days a dose may be recorded on), ${written.firstDay} to ${written.lastDay}: ${written.written} days written, ${written.alreadyRight} already right.`,
  ];
}
