/**
 * Every word of the carer's screen of a person's access log, and the console's note when a carer's
 * access could not be logged.
 */
export const accessLogTexts = {
  heading: 'Registo de acessos',
  intro: (name: string) =>
    `Quem viu ou alterou os dados de ${name}, do mais recente para o mais antigo.`,
  empty: 'Ainda não há acessos registados.',
  failed: 'Não foi possível ler o registo de acessos. Verifique a ligação à internet.',
  retry: 'Tentar novamente',
  listLabel: 'Acessos registados',
  /** Written to the browser's console (with the error) when an access could not be logged. */
  notLogged: 'Não foi possível registar o acesso.',
} as const;
