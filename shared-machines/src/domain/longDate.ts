import { associationTimeZone } from './associationClock';
import { dateTexts } from '../texts/dateTexts';

/**
 * Today's date in long European Portuguese form, for the home banner's date (docs/product.md: Addresses
 * and screens). In the device's zone it is written from `dateTexts`' names instead of asked of
 * `Intl.DateTimeFormat`: a page's first formatter loads the browser's date data, a single task of tens
 * of milliseconds (docs/performance.md: Startup in short tasks), and home draws this date before any
 * other screen part needs that data. longDate.test.ts holds the names to what Intl writes, every day of
 * two years.
 */
export function formatLongDate(date: Date, timeZone?: string): string {
  if (timeZone === undefined) {
    const weekday = dateTexts.weekdays[date.getDay()] ?? '';
    const month = dateTexts.months[date.getMonth()] ?? '';
    return `${weekday}, ${date.getDate()} de ${month} de ${date.getFullYear()}`;
  }
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
