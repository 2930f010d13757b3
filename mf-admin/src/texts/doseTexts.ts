/**
 * Every word of a medicine's doses of the day on the carers' medicines list, and of a carer's correction
 * of a dose recorded as taken that was not (European Portuguese).
 */
export const doseTexts = {
  listLabel: 'Tomas de hoje',
  /** The dose's time of today, then its status (`doseStatusText`). */
  doseLine: (time: string, status: string) => `Hoje às ${time}: ${status}`,
  /** A corrected dose is not taken, and cannot be recorded again (the rules keep its place). */
  correctedStatus: 'Não tomado',
  correct: 'Corrigir: não foi tomado',
  /** The button's accessible name: its words, then which dose. */
  correctLabel: (time: string) => `Corrigir: não foi tomado — ${time}`,
  question: 'Marcar esta toma como não tomada?',
  explanation: (medicine: string, time: string, carerName: string) =>
    `${medicine}, hoje às ${time}. A correção fica registada com o seu nome (${carerName}) e deixa de contar como tomada.`,
  yes: 'Sim, corrigir',
  saving: 'A corrigir…',
  no: 'Não, manter',
  failed: (time: string) =>
    `Não foi possível guardar a correção da toma das ${time}. Verifique a ligação à internet.`,
  retry: 'Tentar novamente',
  retryLabel: (time: string) => `Tentar novamente — ${time}`,
  giveUp: 'Não, manter',
  giveUpLabel: (time: string) => `Não, manter — ${time}`,
  retrying: 'A guardar a correção…',
} as const;
