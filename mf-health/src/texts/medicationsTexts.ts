/** The medicines card of the health screen (`medications/`). */
export const medicationsTexts = {
  title: 'Medicamentos para tomar:',
  listLabel: 'Medicamentos para tomar',
  /** Completes `healthTexts.readFailed` for this card. */
  readFailedWhat: 'os seus medicamentos',
  none: 'Não tem medicamentos para tomar.',
  unnamed: 'Medicamento sem nome',
  noWhenToTake: 'Momento por indicar',
} as const;
