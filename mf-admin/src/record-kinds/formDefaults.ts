import {
  type RecordByKind,
  type RecordFormValues,
  type RecordKind,
} from '@amparo/shared-machines/records';
import { parseAppointmentDate, parseAppointmentTime } from '@amparo/shared-machines/patient';

function isoDate(text: string): string {
  const date = parseAppointmentDate(text);
  if (date === null) return text;
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/**
 * A stored record as the values of its edit form. Dates and times written by hand or by older apps
 * ('01/03/2026', '9h30') are given in the form the date and time inputs show; anything unreadable is
 * kept as it is, for the validation to explain.
 */
export function formDefaults<K extends RecordKind>(
  kind: K,
  record: RecordByKind[K],
): RecordFormValues {
  const values = { ...(record as unknown as Record<string, string>) };
  if (kind === 'appointment') {
    values.data_consulta = isoDate(values.data_consulta ?? '');
    values.time_consulta =
      parseAppointmentTime(values.time_consulta ?? '') ?? values.time_consulta ?? '';
  }
  return values;
}
