/**
 * Who changed a record last and when, as people say it (domain/changeNote), and who corrected a dose
 * (domain/doseCorrections). The date comes in words (`Intl`, pt-PT), the time as HH:MM.
 */
export const changeNoteTexts = {
  today: (time: string) => `hoje às ${time}`,
  yesterday: (time: string) => `ontem às ${time}`,
  onDate: (date: string, time: string) => `a ${date} às ${time}`,
  /** With `when` as `today`, `yesterday` or `onDate` say it. */
  changedBy: (name: string, when: string) => `Alterado por ${name}, ${when}`,
  correctedBy: (name: string, when: string) => `Corrigido por ${name}, ${when}`,
} as const;
