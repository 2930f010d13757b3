/** Every word of the carer's screen of a person's access log. */
export const carerAccessLogTexts = {
  heading: 'Registo de acessos',
  intro: (name: string) =>
    `Quem viu ou alterou os dados de ${name}, do mais recente para o mais antigo.`,
  empty: 'Ainda não há acessos registados.',
  failed: 'Não foi possível ler o registo de acessos. Verifique a ligação à internet.',
  retry: 'Tentar novamente',
  listLabel: 'Acessos registados',
} as const;
