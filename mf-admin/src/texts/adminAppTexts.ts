/**
 * Every word of the carers' area's own frame (AdminApp): a session that ended, and how a person's
 * own records name an account with no e-mail address.
 */
export const adminAppTexts = {
  signedOut: 'A sessão terminou. Inicie sessão para continuar.',
  signIn: 'Iniciar sessão',
  noEmail: 'sem endereço de e-mail',
} as const;
