import { associationTimeZone, calendarDateInTimeZone, calendarDaysBetween } from './spokenDate';
import { changeNoteTexts } from '../texts/changeNoteTexts';

/**
 * The line under a record in the carers' lists saying who saved it last and when, as people say it
 * (`changeNoteTexts.changedBy`): today, yesterday or on a date in words, with the year when it is not
 * this year's, and the time. Days and times are the association's (Europe/Lisbon), whatever the
 * device's own zone.
 */

export { associationTimeZone };

/** When, as `changeNoteTexts.today`, `yesterday` or `onDate` say it (with the year in another year). */
export function describeWhen(at: Date, now: Date, timeZone: string = associationTimeZone): string {
  const time = new Intl.DateTimeFormat('pt-PT', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(at);
  const ago = calendarDaysBetween(at, now, timeZone);
  if (ago === 0) return changeNoteTexts.today(time);
  if (ago === 1) return changeNoteTexts.yesterday(time);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone };
  if (calendarDateInTimeZone(at, timeZone).year !== calendarDateInTimeZone(now, timeZone).year)
    options.year = 'numeric';
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
