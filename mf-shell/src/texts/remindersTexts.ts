/** The medicine reminder over every screen of a person's session (`reminders/`), shown and spoken. */
export const remindersTexts = {
  title: 'Está na hora do medicamento',
  /** `minutes` is the snooze's length (shared-machines' snoozeMs). */
  snooze: (minutes: number) => `Lembrar daqui a ${minutes} minutos`,
  taken: 'Já tomei',
  recording: 'A registar…',
  /** Before the dose's time. */
  at: 'Às',
} as const;
