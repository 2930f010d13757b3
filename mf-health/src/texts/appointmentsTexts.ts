/** The two appointment cards of the health screen (`appointments/`): upcoming and past. */
export const appointmentsTexts = {
  upcomingTitle: 'Próximas consultas:',
  upcomingListLabel: 'Próximas consultas',
  /** Completes `healthTexts.readFailed` for the upcoming card. */
  upcomingReadFailedWhat: 'as suas consultas',
  noUpcoming: 'Não tem consultas agendadas',
  pastTitle: 'Consultas passadas',
  pastListLabel: 'Consultas passadas',
  /** Completes `healthTexts.readFailed` for the past card. */
  pastReadFailedWhat: 'as suas consultas passadas',
  noPast: 'Não tem consultas passadas.',
  /** Shown in place of a specialty the record leaves empty. */
  noSpecialty: 'Consulta',
  noDate: 'Data por indicar',
  noTime: 'Hora por indicar',
  /** Said before the appointment's time, which follows in its own element. */
  atTime: 'às',
} as const;
