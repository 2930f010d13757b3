/** What a carer's registration of a new person logs (machines/personRegistration), never shown. */
export const personRegistrationTexts = {
  log: {
    notConfirmed: 'Não foi possível confirmar a nova pessoa.',
    failed: 'Falha no registo de uma nova pessoa.',
  },
} as const;
