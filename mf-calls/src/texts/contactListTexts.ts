/** The list of contacts (`contact-list/`): each contact's name and its call link. */
export const contactListTexts = {
  listLabel: 'Contactos',
  /** Read after each call link's name: the link opens the messaging application elsewhere. */
  opensElsewhere: 'Abre a aplicação de mensagens noutra janela.',
  unnamed: 'Contacto sem nome',
  call: 'Ligar',
  callLabel: (name: string) => `Ligar a ${name}`,
  /** The number cannot be called: `reason` (shared-machines' own sentence) and whom to ask. */
  cannotCall: (reason: string, providerName: string) =>
    `Não é possível ligar: ${reason} Peça à ${providerName} para corrigir o número.`,
} as const;
