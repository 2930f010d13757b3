/** The two nearest days, as a date is said aloud (domain/spokenDate) and on home's panel of the day. */
export const dateTexts = {
  today: 'Hoje',
  tomorrow: 'Amanhã',
  /** By `Date.prototype.getDay()`: Sunday first. Home's long date (domain/longDate). */
  weekdays: [
    'domingo',
    'segunda-feira',
    'terça-feira',
    'quarta-feira',
    'quinta-feira',
    'sexta-feira',
    'sábado',
  ],
  /** By `Date.prototype.getMonth()`: January first. Home's long date (domain/longDate). */
  months: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
} as const;
