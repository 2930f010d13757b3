import type { AppointmentRecord, Keyed, MedicationRecord } from './recordTypes';
import {
  compareCalendarDates,
  isoCalendarDate,
  scheduleAppointments,
  type CalendarDate,
} from './appointmentSchedule';
import { cardKeyOf } from './overviewCards';
import { doseTimesOf } from './doseTimes';
import { addCalendarDays, wallClockIn } from './spokenDate';
import { isBlankText } from './textRules';
import { doseTexts } from '../texts/doseTexts';

/**
 * A person's day as her relatives may see it (`family/{person}/day`, docs/family-circle.md): today's
 * doses (the medicine, its time, and when it was taken) and today's and tomorrow's appointments (the
 * specialty, which day, the time). Nothing else: no contacts, no notes, no other day. The database
 * rules fix the same shape, so a summary cannot carry more than this.
 */
export interface FamilyDose {
  /** The medicine as her list names it (`medicine`, not `name`: in this database a name is a person's). */
  readonly medicine: string;
  /** 'HH:MM', the dose's time. */
  readonly time: string;
  /** 'HH:MM' on the association's clock, when it was recorded as taken. */
  readonly takenAt?: string;
}

export interface FamilyAppointment {
  readonly title: string;
  readonly day: 'hoje' | 'amanha';
  /** 'HH:MM', when the record has a readable time. */
  readonly time?: string;
}

export interface FamilyDay {
  /** 'YYYY-MM-DD', today on the association's calendar. */
  readonly date: string;
  /** By `{cardKey}-{HHMM}` ('m1-0800'). */
  readonly doses?: Readonly<Record<string, FamilyDose>>;
  /** By card key ('c2'). */
  readonly appointments?: Readonly<Record<string, FamilyAppointment>>;
}

function clockTime(ms: number): string {
  const { hour, minute } = wallClockIn(new Date(ms));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Her day, from her medicines, her appointments and what `tomas/{today}` holds. */
export function familyDayOf(options: {
  readonly medications: readonly Keyed<MedicationRecord>[];
  readonly appointments: readonly Keyed<AppointmentRecord>[];
  /** `tomas/{today}`: `{ [medicamento_N]: { [HHMM]: ms } }`, or null. */
  readonly dosesTaken: unknown;
  readonly today: CalendarDate;
}): FamilyDay {
  const taken = (options.dosesTaken ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const doses: Record<string, FamilyDose> = {};
  for (const { key, value } of options.medications) {
    const cardKey = cardKeyOf('medication', key);
    const medicine = value.medicamento.trim();
    // A name that shows nothing (an older app's) is left out: the rules take only a visible one.
    if (cardKey === null || isBlankText(medicine)) continue;
    for (const time of doseTimesOf(value.horas)) {
      const doseKey = time.replace(':', '');
      const at = taken[key]?.[doseKey];
      doses[`${cardKey}-${doseKey}`] =
        typeof at === 'number' ? { medicine, time, takenAt: clockTime(at) } : { medicine, time };
    }
  }
  const tomorrow = addCalendarDays(options.today, 1);
  const appointments: Record<string, FamilyAppointment> = {};
  for (const appointment of scheduleAppointments(options.appointments, options.today).upcoming) {
    const cardKey = cardKeyOf('appointment', appointment.key);
    const isToday = compareCalendarDates(appointment.date, options.today) === 0;
    if (cardKey === null) continue;
    if (!isToday && compareCalendarDates(appointment.date, tomorrow) !== 0) continue;
    const title = isBlankText(appointment.specialty)
      ? doseTexts.appointment
      : appointment.specialty;
    appointments[cardKey] = {
      title,
      day: isToday ? 'hoje' : 'amanha',
      ...(appointment.time === null ? {} : { time: appointment.time }),
    };
  }
  return {
    date: isoCalendarDate(options.today),
    ...(Object.keys(doses).length > 0 ? { doses } : {}),
    ...(Object.keys(appointments).length > 0 ? { appointments } : {}),
  };
}
