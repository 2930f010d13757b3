import { isoCalendarDate, parseAppointmentDate } from './appointmentSchedule';
import { associationDayAt } from './doseSchedule';
import {
  cardDoseTaken,
  cardDosesOfDay,
  cardKeyOf,
  cardNodes,
  cardSchedule,
  cardScheduleFields,
  cardSummary,
  overviewCardPath,
  recordKeyOfCard,
} from './overviewCards';
import { addCalendarDays } from './spokenDate';
import { summaryScheduleNode } from './summaryLayout';

/**
 * A write to a person's data as the same writes on her cards in her carers' consoles (overviewCards.ts
 * says what a card holds and in which layout). Apart from the cards' layout so that the sign-in screens,
 * which link a new person to her carer with her first card, do not load the calendar arithmetic below.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The day of a stored appointment date ('YYYY-MM-DD'; a date stored with a time part too), or null. */
function dayOfDate(date: unknown): string | null {
  const parsed = typeof date === 'string' ? parseAppointmentDate(date) : null;
  return parsed === null ? null : isoCalendarDate(parsed);
}

/**
 * An appointment as a card keeps it: 'YYYY-MM-DD HH:MM', its day and time (the console shows when, not
 * what), or the day alone when it has no time; null when its day cannot be read.
 */
export function cardAppointment(record: unknown): string | null {
  if (!isObject(record)) return null;
  const day = dayOfDate(record.data_consulta);
  if (day === null) return null;
  const time = typeof record.time_consulta === 'string' ? record.time_consulta.trim() : '';
  return time === '' ? day : `${day} ${time}`;
}

/** A card's appointment as the day and time fields of the record; null when it is not one. */
export function appointmentOfCard(
  value: unknown,
): { data_consulta: string; time_consulta: string } | null {
  if (typeof value !== 'string') return null;
  const [day = '', ...time] = value.split(' ');
  if (dayOfDate(day) !== day) return null;
  return { data_consulta: day, time_consulta: time.join(' ') };
}

/** A card's appointments, under the records' own keys, as day and time fields. */
export function appointmentsOfCard(
  value: unknown,
): Record<string, { data_consulta: string; time_consulta: string }> {
  const appointments: Record<string, { data_consulta: string; time_consulta: string }> = {};
  if (!isObject(value)) return appointments;
  for (const [cardKey, held] of Object.entries(value)) {
    const key = recordKeyOfCard('appointment', cardKey);
    const appointment = appointmentOfCard(held);
    if (key !== null && appointment !== null) appointments[key] = appointment;
  }
  return appointments;
}

/**
 * When a medicine's times were set (`d`) tells the console which of the day's doses are owed only on the
 * day it names (dosesOfDay takes the later of it and her `since`, and any earlier day owes every dose of
 * today). A card keeps it while it is from `today` or later: the summary `cardSummary` holds, with every
 * `d` of an earlier day left out. The administrator's rebuild writes cards this way and `retention
 * apply` removes the `d`s a day has left behind (cardSchedulesPast), so a card does not carry a
 * moment per medicine for good.
 */
export function cardSummaryOn(summary: unknown, today: string): Record<string, unknown> {
  const card = cardSummary(summary);
  const times = card[summaryScheduleNode];
  if (isObject(times))
    for (const key of cardSchedulesPast(times, today))
      delete (times[key] as Record<string, unknown>)[cardScheduleFields.since];
  return card;
}

/** The short keys of a card's `horario` entries whose `d` is a moment of a day before `today`. */
export function cardSchedulesPast(cardTimes: unknown, today: string): string[] {
  if (!isObject(cardTimes)) return [];
  return Object.entries(cardTimes)
    .filter(([, entry]) => {
      const since = isObject(entry) ? entry[cardScheduleFields.since] : undefined;
      return typeof since === 'number' && associationDayAt(new Date(since)).date < today;
    })
    .map(([key]) => key);
}

/** The calendar day before a 'YYYY-MM-DD' day, or null when it is not one. */
function dayBefore(date: string): string | null {
  const parsed = parseAppointmentDate(date);
  if (parsed === null || isoCalendarDate(parsed) !== date) return null;
  return isoCalendarDate(addCalendarDays(parsed, -1));
}

/** A dose's write (`tomas/{date}/{medicine}[/{dose}]`) on a card; null when it is not one a card keeps. */
function dosesTakenChange(
  date: string,
  medicineKey: string,
  dose: string | undefined,
  value: unknown,
): [string, unknown] | null {
  const cardKey = cardKeyOf('medication', medicineKey);
  if (cardKey === null) return null;
  const field = `${cardNodes.dosesTaken}/${date}/${cardKey}`;
  if (dose !== undefined) return [`${field}/${dose}`, value === null ? null : cardDoseTaken];
  const day = cardDosesOfDay({ [medicineKey]: value });
  return [field, day?.[cardKey] ?? null];
}

/**
 * One write to a person's data (a patch relative to `Newdata_{uid}`, as the records repository and the
 * doses taken write it) as the same writes under a card, relative to the card, in its layout:
 * - the summary (`resumo`, `resumo/{count}`, `resumo/horario[/{medicine}]`) as cardSummary keeps it,
 *   server increments and the server's time included;
 * - a dose taken (`tomas/{date}/{medicine}/{dose}`) as `true`, with the day before removed (a card
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
      if (child === undefined) changes[field] = cardSummary(value);
      else if (child !== summaryScheduleNode) changes[field] = value;
      else if (rest.length === 0) changes[field] = cardSummary(value, true);
      else if (rest.length === 1) {
        const cardKey = cardKeyOf('medication', rest[0] as string);
        if (cardKey !== null) changes[`${node}/${child}/${cardKey}`] = cardSchedule(value);
      }
    } else if (node === cardNodes.dosesTaken && child !== undefined && rest.length > 0) {
      const [medicineKey, dose, ...deeper] = rest;
      const change =
        deeper.length === 0 ? dosesTakenChange(child, medicineKey as string, dose, value) : null;
      if (change === null) continue;
      changes[change[0]] = change[1];
      const previous = dayBefore(child);
      if (previous !== null) changes[`${cardNodes.dosesTaken}/${previous}`] = null;
    } else if (node === cardNodes.appointments && child !== undefined && rest.length === 0) {
      const cardKey = cardKeyOf('appointment', child);
      if (cardKey === null) continue;
      const appointment = cardAppointment(value);
      const onCard = appointment !== null && appointment.slice(0, 10) >= today;
      changes[`${node}/${cardKey}`] = onCard ? appointment : null;
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
