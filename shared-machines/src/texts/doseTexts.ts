/**
 * The person's day of doses and medicines (domain/doseSchedule, domain/doseTimes, the dose reminder)
 * and the near appointments home's panel of the day shows with them (domain/daySummary).
 */
export const doseTexts = {
  /** A dose's state, on the person's panel and in the carers' list. */
  taken: 'Tomado',
  takenAt: (time: string) => `Tomado às ${time}`,
  due: 'Está na hora',
  /** A dose whose time has not come yet (its time is shown beside it). */
  later: 'Por tomar',
  missed: 'Não tomado',

  /** A medicine's adherence as the carers read it (domain/doseAdherence): the period, then the count. */
  adherenceLastDay: 'Adesão no último dia',
  adherenceLastDays: (days: number) => `Adesão nos últimos ${days} dias`,
  adherenceNoneDue: (period: string) => `${period}: nenhuma dose prevista`,
  adherence: (period: string, taken: number, due: number) => `${period}: ${taken} de ${due}`,
  takenLate: (count: number) =>
    `${count} ${count === 1 ? 'tomada com atraso' : 'tomadas com atraso'}`,
  notTaken: (count: number) => `${count} ${count === 1 ? 'não tomada' : 'não tomadas'}`,
  /** The adherence followed by its details (`takenLate`, `notTaken`). */
  adherenceWithDetails: (adherence: string, details: readonly string[]) =>
    `${adherence} (${details.join(', ')})`,

  /** A medicine's dose times that cannot be read (domain/doseTimes). */
  doseTimesFormat: 'Escreva as horas assim: 08:00, 20:00.',
  tooManyDoseTimes: (max: number) => `Escreva no máximo ${max} horas.`,

  /** A dose taken that could not be recorded (machines/reminders). */
  notRecorded: 'Não foi possível registar. Tente novamente.',

  /** An appointment of today or tomorrow, the day said as `dateTexts` says it. */
  appointmentAt: (day: string, time: string) => `${day} às ${time}`,
  appointmentUntimed: (day: string) => `${day}, hora por indicar`,
  /** An appointment without a specialty. */
  appointment: 'Consulta',
  nearAppointment: (when: string, specialty: string) => `${when} — ${specialty}`,
} as const;
