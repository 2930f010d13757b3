/** How both printable copies of a person's data say their dates: in Portuguese, on the association's clock. */
import { associationTimeZone } from '../domain/changeNote';
import { onFirstUse } from '../domain/onFirstUse';
import { isoDayInWords } from '../domain/calendarDayInWords';

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
/** A server time (ms) or ISO time as the association's clock says it; '' when there is none. */
export function momentText(value: unknown): string {
  const time = typeof value === 'string' ? Date.parse(value) : value;
  return typeof time === 'number' && Number.isFinite(time) && time > 0
    ? momentFormat().format(new Date(time))
    : '';
}

/** '2025-03-04' → '4 de março de 2025'; other text as it is. */
export const calendarDayText = (value: string): string =>
  isoDayInWords('dayMonthAndYear', value) ?? value;

/** '2025-03-04' → '4 de março'; other text as it is. */
export const dayOfMonthText = (value: string): string =>
  isoDayInWords('dayAndMonth', value) ?? value;

/** '2025-03-04' → 'março de 2025' (the day's month); other text as it is. */
export const monthOfDayText = (value: string): string =>
  isoDayInWords('monthAndYear', value) ?? value;
