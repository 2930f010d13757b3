import { associationTimeZone } from './associationClock';

/** Today's date in long European Portuguese form, for the home banner's date (docs/product.md: Addresses and screens). */

const longDateFormat = new Intl.DateTimeFormat('pt-PT', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 'domingo, 22 de novembro de 2026'. Pass `timeZone` to format in a zone other than the device's. */
export function formatLongDate(date: Date, timeZone?: string): string {
  if (timeZone === undefined) return longDateFormat.format(date);
  return new Intl.DateTimeFormat('pt-PT', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(date);
}

/** '22 de novembro de 2026': the day on the association's calendar, or on `timeZone`'s. */
export function formatCalendarDay(date: Date, timeZone: string = associationTimeZone): string {
  return new Intl.DateTimeFormat('pt-PT', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(date);
}
