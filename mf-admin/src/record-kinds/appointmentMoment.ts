import {
  formatAppointmentDate,
  parseAppointmentDate,
  parseAppointmentTime,
} from '@amparo/shared-machines/patient';
import { recordCardTexts } from '../texts/recordKindTexts';

/**
 * The day and time of an appointment card, the day spelt out in pt-PT; the stored text as it is
 * when it is not a date (data written by hand or by older apps), and no time when there is none.
 */
export function formatAppointmentMoment(dateText: string, timeText: string): string {
  const date = parseAppointmentDate(dateText);
  const time = parseAppointmentTime(timeText);
  const day = date === null ? dateText.trim() : formatAppointmentDate(date);
  if (day === '') return time === null ? recordCardTexts.noDate : recordCardTexts.noDateAt(time);
  return time === null ? day : recordCardTexts.dayAt(day, time);
}
