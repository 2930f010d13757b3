import { isoCalendarDate, parseAppointmentDate } from './appointmentSchedule';
import { cardAppointmentFields, cardNodes, overviewCardPath } from './overviewCards';
import { addCalendarDays } from './spokenDate';

/**
 * A write to a person's data as the same writes on her cards in her carers' consoles (overviewCards.ts
 * says what a card holds). Apart from the cards' layout so that the sign-in screens, which link a new
 * person to her carer with her first card, do not load the calendar arithmetic below.
 */

/** An appointment as a card keeps it: its day and time only; null for none. */
export function cardAppointment(record: unknown): Record<string, string> | null {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return null;
  const fields: Record<string, string> = {};
  for (const field of cardAppointmentFields) {
    const value = (record as Record<string, unknown>)[field];
    if (typeof value === 'string') fields[field] = value;
  }
  return fields.data_consulta === undefined ? null : fields;
}

/** The appointment's day ('YYYY-MM-DD', a date stored with a time part too), or null. */
function dayOfAppointment(appointment: Record<string, string>): string | null {
  const date = parseAppointmentDate(appointment.data_consulta ?? '');
  return date === null ? null : isoCalendarDate(date);
}

/** The calendar day before a 'YYYY-MM-DD' day, or null when it is not one. */
function dayBefore(date: string): string | null {
  const parsed = parseAppointmentDate(date);
  if (parsed === null || isoCalendarDate(parsed) !== date) return null;
  return isoCalendarDate(addCalendarDays(parsed, -1));
}

/**
 * One write to a person's data (a patch relative to `Newdata_{uid}`, as the records repository and the
 * doses taken write it) as the same writes under a card, relative to the card:
 * - summary fields (`resumo/...`) as they are, server increments included;
 * - a dose taken (`tomas/{date}/{medicine}/{dose}`) as it is, with the day before removed (a card
 *   keeps the latest day);
 * - an appointment (`consultas/{key}`) as its day and time when it is on `today` or later, removed
 *   otherwise (deleted, or moved to the past);
 * - anything else is not on a card and is left out.
 * `today` is the association's calendar day ('YYYY-MM-DD').
 */
export function cardChanges(
  patch: Readonly<Record<string, unknown>>,
  today: string,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) {
    const [node, child, ...rest] = field.split('/');
    if (node === cardNodes.summary) {
      changes[field] = value;
    } else if (node === cardNodes.dosesTaken && child !== undefined && rest.length > 0) {
      changes[field] = value;
      const previous = dayBefore(child);
      if (previous !== null) changes[`${cardNodes.dosesTaken}/${previous}`] = null;
    } else if (node === cardNodes.appointments && child !== undefined && rest.length === 0) {
      const appointment = cardAppointment(value);
      const day = appointment === null ? null : dayOfAppointment(appointment);
      changes[field] = appointment !== null && day !== null && day >= today ? appointment : null;
    }
  }
  return changes;
}

/**
 * `changes` (cardChanges) under the card of every one of `carers` for `personUid`: one multi-path
 * update at the root. Empty when there is nothing to write.
 */
export function cardPatch(
  carers: readonly string[],
  personUid: string,
  changes: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const fields = Object.entries(changes);
  if (fields.length === 0) return patch;
  for (const carer of carers)
    for (const [field, value] of fields)
      patch[`${overviewCardPath(carer, personUid)}/${field}`] = value;
  return patch;
}
