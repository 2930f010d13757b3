import { onFirstUse } from './onFirstUse';

/** A calendar day's numbers, January as month 1. */
export interface CalendarDayNumbers {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const utcFormat = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat('pt-PT', { ...options, timeZone: 'UTC' }));

/** The ways a calendar day is said in Portuguese words, each formatter made once, on first use. */
const formats = {
  /** 'terça-feira' */
  weekday: utcFormat({ weekday: 'long' }),
  /** '29 de fevereiro' */
  dayAndMonth: utcFormat({ day: 'numeric', month: 'long' }),
  /** '29 de fevereiro de 2028' */
  dayMonthAndYear: utcFormat({ day: 'numeric', month: 'long', year: 'numeric' }),
  /** 'fevereiro de 2028' */
  monthAndYear: utcFormat({ month: 'long', year: 'numeric' }),
  /** 'terça-feira, 29 de fevereiro de 2028' */
  weekdayDayMonthAndYear: utcFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
} as const;

export type CalendarDayWords = keyof typeof formats;

/**
 * A calendar day (already the association's day) in words, the same text on every tablet whatever its
 * time zone: it is formatted at noon UTC, where the day is itself.
 */
export function calendarDayInWords(words: CalendarDayWords, date: CalendarDayNumbers): string {
  return formats[words]().format(new Date(Date.UTC(date.year, date.month - 1, date.day, 12)));
}

/** A 'YYYY-MM-DD' day in words; null when the text is not such a day. */
export function isoDayInWords(words: CalendarDayWords, text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  return calendarDayInWords(words, {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
  });
}
