/**
 * Her day as a relative's phone shows it (`family/{person}/day`, written in the shape of `FamilyDay`):
 * the doses by time, then the appointments, today's before tomorrow's. Whatever the database sends
 * that is not that shape is left out. A summary of another day than `today` (her tablet has not been
 * on since the association's midnight, or none was ever written) is no day at all: yesterday's doses
 * must not read as today's.
 */
import type { FamilyAppointment, FamilyDose } from './familyDay';

export interface FamilyDayView {
  readonly doses: readonly FamilyDose[];
  readonly appointments: readonly FamilyAppointment[];
}

const clock = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

function entriesOf(value: unknown): unknown[] {
  return value !== null && typeof value === 'object' ? Object.values(value) : [];
}

function doseOf(raw: unknown): FamilyDose | null {
  if (raw === null || typeof raw !== 'object') return null;
  const { medicine, time, takenAt } = raw as Record<string, unknown>;
  if (typeof medicine !== 'string' || typeof time !== 'string' || !clock.test(time)) return null;
  return typeof takenAt === 'string' && clock.test(takenAt)
    ? { medicine, time, takenAt }
    : { medicine, time };
}

function appointmentOf(raw: unknown): FamilyAppointment | null {
  if (raw === null || typeof raw !== 'object') return null;
  const { title, day, time } = raw as Record<string, unknown>;
  if (typeof title !== 'string' || (day !== 'hoje' && day !== 'amanha')) return null;
  return typeof time === 'string' && clock.test(time) ? { title, day, time } : { title, day };
}

/** `today` is the association's calendar day, 'YYYY-MM-DD' (the summary's `date`). */
export function readFamilyDay(value: unknown, today: string): FamilyDayView | null {
  if (value === null || typeof value !== 'object') return null;
  const day = value as Record<string, unknown>;
  if (day['date'] !== today) return null;
  const doses = entriesOf(day['doses'])
    .map(doseOf)
    .filter((dose): dose is FamilyDose => dose !== null)
    .sort((a, b) => a.time.localeCompare(b.time) || a.medicine.localeCompare(b.medicine));
  const appointments = entriesOf(day['appointments'])
    .map(appointmentOf)
    .filter((appointment): appointment is FamilyAppointment => appointment !== null)
    .sort(
      (a, b) =>
        (a.day === b.day ? 0 : a.day === 'hoje' ? -1 : 1) ||
        (a.time ?? '').localeCompare(b.time ?? ''),
    );
  return { doses, appointments };
}
