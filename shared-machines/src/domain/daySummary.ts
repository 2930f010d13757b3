import type { AppointmentRecord, Keyed } from './recordTypes';
import {
  compareCalendarDates,
  scheduleAppointments,
  type CalendarDate,
} from './appointmentSchedule';
import { addCalendarDays } from './spokenDate';
import { dateTexts } from '../texts/dateTexts';
import { doseTexts } from '../texts/doseTexts';

/**
 * An appointment of today or tomorrow as home's panel of the day says it (`doseTexts.nearAppointment`):
 * the day (`dateTexts`) and the time, then the specialty.
 */
export interface NearAppointment {
  readonly key: string;
  readonly day: (typeof dateTexts)['today' | 'tomorrow'];
  readonly text: string;
}

/** Today's and tomorrow's appointments (the association's calendar), in time order. */
export function appointmentsOfTodayAndTomorrow(
  appointments: readonly Keyed<AppointmentRecord>[],
  today: CalendarDate,
): NearAppointment[] {
  const tomorrow = addCalendarDays(today, 1);
  return scheduleAppointments(appointments, today).upcoming.flatMap(
    (appointment): NearAppointment[] => {
      const isToday = compareCalendarDates(appointment.date, today) === 0;
      if (!isToday && compareCalendarDates(appointment.date, tomorrow) !== 0) return [];
      const day = isToday ? dateTexts.today : dateTexts.tomorrow;
      const when =
        appointment.time === null
          ? doseTexts.appointmentUntimed(day)
          : doseTexts.appointmentAt(day, appointment.time);
      const specialty =
        appointment.specialty === '' ? doseTexts.appointment : appointment.specialty;
      return [{ key: appointment.key, day, text: doseTexts.nearAppointment(when, specialty) }];
    },
  );
}
