import { associationTimeZone } from './spokenDate';
import { changeNoteTexts } from '../texts/changeNoteTexts';

/**
 * The line under a record in the carers' lists saying who saved it last and when, as people say it
 * (`changeNoteTexts.changedBy`): today, yesterday or on a date in words, with the year when it is not
 * this year's, and the time. Days and times are the association's (Europe/Lisbon), whatever the
 * device's own zone.
 */

export { associationTimeZone };

interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function calendarDay(at: Date, timeZone: string): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone,
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Whole days from `from` to `to`, counted on the calendar. */
function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
      86_400_000,
  );
}

/** When, as `changeNoteTexts.today`, `yesterday` or `onDate` say it (with the year in another year). */
export function describeWhen(at: Date, now: Date, timeZone: string = associationTimeZone): string {
  const time = new Intl.DateTimeFormat('pt-PT', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(at);
  const day = calendarDay(at, timeZone);
  const today = calendarDay(now, timeZone);
  const ago = daysBetween(day, today);
  if (ago === 0) return changeNoteTexts.today(time);
  if (ago === 1) return changeNoteTexts.yesterday(time);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone };
  if (day.year !== today.year) options.year = 'numeric';
  return changeNoteTexts.onDate(new Intl.DateTimeFormat('pt-PT', options).format(at), time);
}

/** Who changed a record last and when (`changeNoteTexts.changedBy`). */
export function describeChange(
  change: { readonly byName: string; readonly at: number },
  now: Date,
  timeZone: string = associationTimeZone,
): string {
  return changeNoteTexts.changedBy(
    change.byName.trim(),
    describeWhen(new Date(change.at), now, timeZone),
  );
}
