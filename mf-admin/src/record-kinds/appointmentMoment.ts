import { parseAppointmentDate, parseAppointmentTime } from '@amparo/shared-machines/patient';

const longDate = new Intl.DateTimeFormat('pt-PT', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'quinta-feira, 3 de dezembro de 2026, às 09:30' for an appointment card; the stored text as it is
 * when it is not a date (data written by hand or by older apps), and no time when there is none.
 */
export function formatAppointmentMoment(dateText: string, timeText: string): string {
  const date = parseAppointmentDate(dateText);
  const time = parseAppointmentTime(timeText);
  const day =
    date === null
      ? dateText.trim()
      : longDate.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
  if (day === '') return time === null ? 'Sem data' : `Sem data, às ${time}`;
  return time === null ? day : `${day}, às ${time}`;
}
