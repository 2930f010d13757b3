import { associationTimeZone } from '@amparo/shared-machines/records';

/** How the printable copy says its dates: the association's clock, in Portuguese. */
const momentFormat = new Intl.DateTimeFormat('pt-PT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: associationTimeZone,
});
const dayFormat = new Intl.DateTimeFormat('pt-PT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A server time (ms) or ISO time as the association's clock says it; '' when there is none. */
export function momentText(value: number | string | null): string {
  const time = typeof value === 'string' ? Date.parse(value) : value;
  return typeof time === 'number' && Number.isFinite(time) && time > 0
    ? momentFormat.format(new Date(time))
    : '';
}

/** '2025-03-04' → '4 de março de 2025'; other text as it is. */
export function calendarDayText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return value;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
}
