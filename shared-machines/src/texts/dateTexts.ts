/** The two nearest days, as a date is said aloud (domain/spokenDate) and on home's panel of the day. */
export const dateTexts = {
  today: 'Hoje',
  tomorrow: 'Amanhã',
} as const;
