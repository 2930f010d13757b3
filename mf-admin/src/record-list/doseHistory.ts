import type { DatabaseQuery } from '@amparo/shared-machines';
import {
  addCalendarDays,
  isoCalendarDate,
  parseAppointmentDate,
} from '@amparo/shared-machines/patient';
import {
  adherenceDays,
  readCorrectionHistory,
  readTakenDoses,
  takenWithoutCorrected,
  type TakenDoses,
} from '@amparo/shared-machines/records';

/** The doses a person took on each of the days read: date ('YYYY-MM-DD') → the day's taken doses. */
export type DoseHistory = Readonly<Record<string, TakenDoses>>;

/**
 * The days of `tomas` the adherence needs, by key (its keys are the dates): from `adherenceDays` − 1
 * days before `today` to `today`, never the whole history.
 */
export function doseHistoryQuery(today: string): DatabaseQuery {
  const parsed = parseAppointmentDate(today);
  if (parsed === null) throw new RangeError('not a YYYY-MM-DD date');
  const first = isoCalendarDate(addCalendarDays(parsed, -(adherenceDays - 1)));
  return { orderBy: 'key', startAt: first, endAt: today };
}

/** Tolerant reading of the days a history query returns (anything that is not a day of doses is ignored). */
export function readDoseHistory(raw: unknown): DoseHistory {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).map(([date, day]) => [
      date,
      readTakenDoses(day),
    ]),
  );
}

/**
 * The days as the adherence counts them: a dose a carer corrected as not taken (`tomasCorrigidas`, read
 * with the same key range as `tomas`) is not taken.
 */
export function readCorrectedDoseHistory(rawDoses: unknown, rawCorrections: unknown): DoseHistory {
  const corrections = readCorrectionHistory(rawCorrections);
  return Object.fromEntries(
    Object.entries(readDoseHistory(rawDoses)).map(([date, taken]) => [
      date,
      takenWithoutCorrected(taken, corrections[date]),
    ]),
  );
}
