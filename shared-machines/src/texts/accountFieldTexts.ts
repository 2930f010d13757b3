/**
 * What the account forms (the login, the person's registration and a carer's 'Registar nova pessoa')
 * say under the e-mail and password fields when they cannot be sent (domain/accountFields). The name's
 * messages are in nameTexts.
 */
export const accountFieldTexts = {
  emailMissing: 'Escreva o endereço de e-mail.',
  /** An address without an at sign, or without a dot after it. */
  emailIncomplete:
    'O endereço de e-mail não está completo: deve ter um @ e, depois dele, um ponto (por exemplo, nome@exemplo.pt).',
  passwordMissing: 'Escreva a palavra-passe.',
  /** `min` is the identity service's shortest password (domain/accountFields). */
  passwordTooShort: (min: number) =>
    `A palavra-passe é demasiado curta: deve ter pelo menos ${min} caracteres.`,
} as const;
