import type { AppointmentRecord, Keyed } from './recordTypes';
import { calendarDayInWords } from './calendarDayInWords';

/**
 * Saúde's appointments split into upcoming and past. An appointment is upcoming when its date is today
 * or later, comparing whole dates, year included (the old app compared month and day only, so last
 * December's appointment showed as upcoming in January: a defect, fixed here). Upcoming: soonest first;
 * past: most recent first; on the same day, by time. Records whose date cannot be read are not guessed
 * into either list: they come back as `undated`, for the screen to show with what they have.
 */

export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1..12
  readonly day: number; // 1..31
}

export interface ScheduledAppointment {
  readonly key: string;
  readonly specialty: string;
  readonly date: CalendarDate;
  /** 'HH:MM', or null when the record has no readable time. */
  readonly time: string | null;
}

export interface UndatedAppointment {
  readonly key: string;
  readonly specialty: string;
  readonly time: string | null;
}

export interface AppointmentSchedule {
  readonly upcoming: readonly ScheduledAppointment[];
  readonly past: readonly ScheduledAppointment[];
  readonly undated: readonly UndatedAppointment[];
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * Reads a stored date: the ISO form an `<input type="date">` gives ('2026-03-01', optionally followed by
 * a time part), or the Portuguese day-first form a person may have typed ('01/03/2026', '1-3-2026').
 * Impossible dates (31 April, 29 February of a common year) are not dates.
 */
export function parseAppointmentDate(text: string): CalendarDate | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(trimmed);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (dayFirst) return calendarDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return null;
}

/** Reads a stored time ('09:30', '9:30', '09:30:00', '9h30', '9h') as 'HH:MM', or null. */
export function parseAppointmentTime(text: string): string | null {
  const match = /^(\d{1,2})(?::|h)(\d{2})?(?::\d{2})?$/i.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  if (match[2] === undefined && !/h$/i.test(text.trim())) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The local calendar date of a moment (the tablet's day, not UTC's). */
export function calendarDateOf(moment: Date): CalendarDate {
  return { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whether a day is before today: an appointment on it has passed (today's is still to come). */
export function isPastDay(date: CalendarDate, today: CalendarDate): boolean {
  return compareCalendarDates(date, today) < 0;
}

/**
 * Whether a date as stored or typed is a day before today (the carers' form says so before saving);
 * a text that is not a date has not passed.
 */
export function hasAppointmentDatePassed(dateText: string, today: CalendarDate): boolean {
  const date = parseAppointmentDate(dateText);
  return date !== null && isPastDay(date, today);
}

/** When an appointment is: what orders a person's appointments (Saúde's lists and the carers' list). */
export interface AppointmentMoment {
  readonly date: CalendarDate;
  /** 'HH:MM', or null when the record has no readable time. */
  readonly time: string | null;
}

/**
 * Chronological order: by day, then by time. On one day an appointment without a time comes after the
 * timed ones: its hour is unknown, so it is not put before an hour the person must keep, nor read as
 * the day's first (as midnight would); it stands for 'some time that day'. 0 when both are the same
 * moment, so that a stable sort keeps the order they were given in.
 */
export function compareAppointmentMoments(a: AppointmentMoment, b: AppointmentMoment): number {
  const byDate = compareCalendarDates(a.date, b.date);
  if (byDate !== 0) return byDate;
  if (a.time === b.time) return 0;
  if (a.time === null) return 1;
  if (b.time === null) return -1;
  return a.time < b.time ? -1 : 1;
}

/** Chronological order, then by key, so that both of Saúde's lists have one order whatever the input's. */
function compareChronologically(a: ScheduledAppointment, b: ScheduledAppointment): number {
  return compareAppointmentMoments(a, b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * A person's appointments in one date order, oldest first (the carers' console's day, her data's copy):
 * by day, then by time (compareAppointmentMoments); those on the same day at the same time keep the
 * order given (the order they were added). Records whose date cannot be read cannot be placed in time:
 * they come last, in the order given. The carers' list splits them as Saúde does instead
 * (scheduleAppointmentRecords).
 */
export function appointmentsInDateOrder(
  appointments: readonly Keyed<AppointmentRecord>[],
): Keyed<AppointmentRecord>[] {
  const dated: {
    readonly appointment: Keyed<AppointmentRecord>;
    readonly moment: AppointmentMoment;
  }[] = [];
  const undated: Keyed<AppointmentRecord>[] = [];
  for (const appointment of appointments) {
    const date = parseAppointmentDate(appointment.value.data_consulta);
    if (date === null) undated.push(appointment);
    else
      dated.push({
        appointment,
        moment: { date, time: parseAppointmentTime(appointment.value.time_consulta) },
      });
  }
  dated.sort((a, b) => compareAppointmentMoments(a.moment, b.moment));
  return [...dated.map(({ appointment }) => appointment), ...undated];
}

export function scheduleAppointments(
  appointments: readonly Keyed<AppointmentRecord>[],
  today: CalendarDate,
): AppointmentSchedule {
  const upcoming: ScheduledAppointment[] = [];
  const past: ScheduledAppointment[] = [];
  const undated: UndatedAppointment[] = [];
  for (const { key, value } of appointments) {
    const specialty = value.contacto_Nome.trim();
    const time = parseAppointmentTime(value.time_consulta);
    const date = parseAppointmentDate(value.data_consulta);
    if (date === null) {
      undated.push({ key, specialty, time });
      continue;
    }
    const scheduled: ScheduledAppointment = { key, specialty, date, time };
    if (isPastDay(date, today)) past.push(scheduled);
    else upcoming.push(scheduled);
  }
  upcoming.sort(compareChronologically);
  past.sort((a, b) => compareChronologically(b, a));
  return { upcoming, past, undated };
}

/** The records themselves, split and ordered as `scheduleAppointments` splits and orders them. */
export interface AppointmentRecordSchedule {
  readonly upcoming: readonly Keyed<AppointmentRecord>[];
  readonly past: readonly Keyed<AppointmentRecord>[];
  readonly undated: readonly Keyed<AppointmentRecord>[];
}

/**
 * The carers' list of a person's appointments: the same split and order as Saúde's
 * (`scheduleAppointments`, the one place for that rule), each entry the whole record it came from, for
 * the carer's card and edit link. Undated records stay in the order given.
 */
export function scheduleAppointmentRecords(
  appointments: readonly Keyed<AppointmentRecord>[],
  today: CalendarDate,
): AppointmentRecordSchedule {
  const byKey = new Map(appointments.map((appointment) => [appointment.key, appointment]));
  const recordsOf = (entries: readonly { readonly key: string }[]) =>
    entries.flatMap(({ key }) => {
      const record = byKey.get(key);
      return record === undefined ? [] : [record];
    });
  const schedule = scheduleAppointments(appointments, today);
  return {
    upcoming: recordsOf(schedule.upcoming),
    past: recordsOf(schedule.past),
    undated: recordsOf(schedule.undated),
  };
}

/** 'terça-feira, 29 de fevereiro de 2028': the same text on every tablet, whatever its time zone. */
export function formatAppointmentDate(date: CalendarDate): string {
  return calendarDayInWords('weekdayDayMonthAndYear', date);
}

/** The machine-readable form for a `<time datetime>`: 'YYYY-MM-DD'. */
export function isoCalendarDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
