/**
 * The parts of the carers' list of a person's appointments (/mostrarconsultas): the headings are
 * Saúde's words for the same lists (mf-health's appointmentsTexts), said about the person.
 */
export const appointmentListTexts = {
  upcomingHeading: 'Próximas consultas',
  noUpcoming: 'Não há consultas agendadas.',
  pastHeading: 'Consultas passadas',
  noPast: 'Não há consultas passadas.',
  /** Records whose date cannot be read (stored by older apps): the carer finds them to correct them. */
  undatedHeading: 'Consultas sem data',
} as const;
