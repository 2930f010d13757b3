import { daysInMonth, isoCalendarDate, parseAppointmentDate } from './appointmentSchedule';
import { associationDayAt } from './doseSchedule';
import type { AppointmentRecord, Keyed } from './recordTypes';

/**
 * How much history the association keeps (associationConfig's `historyRetentionMonths`): the earliest
 * calendar day kept, and which doses taken (`tomas/{date}`) and appointments fall before it. Dates are
 * the association's calendar days ('YYYY-MM-DD', Europe/Lisbon).
 *
 * Month arithmetic is done here by hand rather than with a date library (none is a dependency, and
 * this is the only place that needs one): going back N months keeps the day of the month, and a day
 * the earlier month does not have becomes that month's last day (31 March minus one month is 28 or 29
 * February). So the cutoff never removes more than N whole months.
 */

/** Fewer months would reach into the month of taken doses the carers' console shows. */
export const minHistoryRetentionMonths = 2;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stored day key ('2026-03-01'), as a real calendar day; other keys are not days. */
export function isHistoryDay(text: string): boolean {
  const match = isoDate.exec(text);
  if (match === null) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(match[1]), month);
}

/** Why a retention of `months` cannot be used, or null. */
export function retentionMonthsProblem(months: number): string | null {
  if (!Number.isInteger(months) || months < minHistoryRetentionMonths)
    return `historyRetentionMonths must be a whole number of at least ${minHistoryRetentionMonths} (got ${String(months)})`;
  return null;
}

/** The earliest day kept on `today` ('YYYY-MM-DD'): the same day `months` months earlier, or that month's last day. */
export function historyCutoffDate(today: string, months: number): string {
  const problem = retentionMonthsProblem(months);
  if (problem !== null) throw new RangeError(problem);
  const match = isoDate.exec(today);
  if (match === null || !isHistoryDay(today))
    throw new RangeError(`"${today}" is not a calendar day (YYYY-MM-DD)`);
  const monthIndex = Number(match[1]) * 12 + (Number(match[2]) - 1) - months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(Number(match[3]), daysInMonth(year, month));
  return isoCalendarDate({ year, month, day });
}

/** The association's today at a moment (ms since the epoch) and the earliest day kept then. */
export function historyCutoffAt(
  nowMs: number,
  months: number,
): { readonly today: string; readonly cutoff: string } {
  const today = associationDayAt(new Date(nowMs)).date;
  return { today, cutoff: historyCutoffDate(today, months) };
}

export interface HistoryToRemove {
  /** Keys of `tomas` (days) before the cutoff. */
  readonly doseDays: readonly string[];
  /** Keys of `consultas` whose date is before the cutoff. */
  readonly appointmentKeys: readonly string[];
}

/**
 * What falls before `cutoff`: day keys that are days before it, and appointments whose date reads as a
 * day before it. What cannot be read as a day (an odd key, an appointment without a readable date) is
 * never removed.
 */
export function historyBefore(
  cutoff: string,
  doseDays: readonly string[],
  appointments: readonly Keyed<AppointmentRecord>[],
): HistoryToRemove {
  return {
    doseDays: doseDays.filter((day) => isHistoryDay(day) && day < cutoff).sort(),
    appointmentKeys: appointments
      .filter(({ value }) => {
        const date = parseAppointmentDate(value.data_consulta);
        return date !== null && isoCalendarDate(date) < cutoff;
      })
      .map(({ key }) => key),
  };
}
