/**
 * Home's panel of the day (`home/today/`): the day's doses and appointments, and the setting for
 * reading reminders aloud.
 */
export const todayPanelTexts = {
  heading: 'Hoje',
  nothing: 'Nada marcado para hoje.',
  dosesLabel: 'Medicamentos de hoje',
  appointmentsLabel: 'Consultas de hoje e amanhã',
  readAloud: 'Ler os lembretes em voz alta',
} as const;
