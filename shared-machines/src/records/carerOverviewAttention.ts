import { isoCalendarDate, parseAppointmentDate } from '../domain/appointmentSchedule';
import { dosesOfDay, type Dose } from '../domain/doseSchedule';
import type { AppointmentRecord, Keyed, MedicationRecord } from '../domain/recordTypes';
import { dayAfter, type PersonOverview } from './carerOverview';
import { recordIndexOfKey } from './readRecords';

/** What a carer should see first about a person on the overview's day, at a minute of that day. */
export interface PersonAttention {
  /** The day's doses (dosesOfDay), each with its status at that minute. */
  readonly doses: readonly Dose[];
  /** The doses not taken in time. */
  readonly missed: readonly Dose[];
  readonly appointmentsToday: readonly Keyed<AppointmentRecord>[];
  readonly appointmentsTomorrow: readonly Keyed<AppointmentRecord>[];
  /** Someone to confirm (toConfirm), a dose missed today, or an appointment today or tomorrow. */
  readonly needsAttention: boolean;
}

/** By the number in the key, as the medicines were added (`medicamento_2` before `medicamento_10`). */
function inOrderAdded(a: string, b: string): number {
  const indexA = recordIndexOfKey('medication', a) ?? Number.MAX_SAFE_INTEGER;
  const indexB = recordIndexOfKey('medication', b) ?? Number.MAX_SAFE_INTEGER;
  return indexA - indexB || (a < b ? -1 : a > b ? 1 : 0);
}

/** An appointment's day as 'YYYY-MM-DD' (a date stored with a time part too), or null. */
function dayOf(appointment: Keyed<AppointmentRecord>): string | null {
  const date = parseAppointmentDate(appointment.value.data_consulta);
  return date === null ? null : isoCalendarDate(date);
}

/**
 * The summary's dose times as medicines for dosesOfDay: times and when they were set, no names (the
 * summary holds none; a dose's `medicine` is '').
 */
function medicinesOf(person: PersonOverview): Keyed<MedicationRecord>[] {
  return Object.entries(person.horario)
    .sort(([a], [b]) => inOrderAdded(a, b))
    .map(([key, { horas, desde }]) => ({
      key,
      value: { medicamento: '', momento_tomar: '', horas, horasDesde: desde || undefined },
    }));
}

/**
 * A person's doses, missed doses and appointments on the overview's day at `minuteOfDay`
 * (associationDayAt): doses before a medicine's times were set, or before the person joined, are not
 * owed (dosesOfDay).
 */
export function overviewAttention(person: PersonOverview, minuteOfDay: number): PersonAttention {
  const doses = dosesOfDay(medicinesOf(person), person.takenToday, minuteOfDay, {
    date: person.date,
    memberSince: person.memberSince,
  });
  const missed = doses.filter((dose) => dose.status === 'missed');
  const tomorrow = dayAfter(person.date);
  const appointmentsToday = person.appointments.filter(
    (appointment) => dayOf(appointment) === person.date,
  );
  const appointmentsTomorrow = person.appointments.filter(
    (appointment) => dayOf(appointment) === tomorrow,
  );
  return {
    doses,
    missed,
    appointmentsToday,
    appointmentsTomorrow,
    needsAttention:
      person.toConfirm ||
      missed.length > 0 ||
      appointmentsToday.length > 0 ||
      appointmentsTomorrow.length > 0,
  };
}
