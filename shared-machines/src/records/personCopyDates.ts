/** How both printable copies of a person's data say their dates: in Portuguese, on the association's clock. */
import { associationTimeZone } from '../domain/changeNote';
import { onFirstUse } from '../domain/onFirstUse';

const momentFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-PT', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: associationTimeZone,
    }),
);
// Calendar days are already the association's days: said as they are, at midnight UTC.
const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-PT', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const dayOfMonthFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-PT', {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
);
const monthFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-PT', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A server time (ms) or ISO time as the association's clock says it; '' when there is none. */
export function momentText(value: unknown): string {
  const time = typeof value === 'string' ? Date.parse(value) : value;
  return typeof time === 'number' && Number.isFinite(time) && time > 0
    ? momentFormat().format(new Date(time))
    : '';
}

function calendarDayIn(format: Intl.DateTimeFormat, value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return value;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/** '2025-03-04' → '4 de março de 2025'; other text as it is. */
export const calendarDayText = (value: string): string => calendarDayIn(dayFormat(), value);

/** '2025-03-04' → '4 de março'; other text as it is. */
export const dayOfMonthText = (value: string): string => calendarDayIn(dayOfMonthFormat(), value);

/** '2025-03-04' → 'março de 2025' (the day's month); other text as it is. */
export const monthOfDayText = (value: string): string => calendarDayIn(monthFormat(), value);
