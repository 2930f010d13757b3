import type { AppointmentRecord, Keyed } from './recordTypes';
import {
  compareCalendarDates,
  scheduleAppointments,
  type CalendarDate,
} from './appointmentSchedule';
import { addCalendarDays } from './spokenDate';

/** An appointment of today or tomorrow as home's 'Hoje' panel says it: 'Amanhã às 10:30 — Cardiologia'. */
export interface NearAppointment {
  readonly key: string;
  readonly day: 'Hoje' | 'Amanhã';
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
      const day = isToday ? 'Hoje' : 'Amanhã';
      const when =
        appointment.time === null ? `${day}, hora por indicar` : `${day} às ${appointment.time}`;
      const specialty = appointment.specialty === '' ? 'Consulta' : appointment.specialty;
      return [{ key: appointment.key, day, text: `${when} — ${specialty}` }];
    },
  );
}
