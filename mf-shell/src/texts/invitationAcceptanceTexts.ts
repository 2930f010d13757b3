/**
 * A relative accepting an invitation to a person's family (`invitation/`, at /convite) and the login's
 * way there. The code's field and the refusals are familyInvitationTexts (shared with mf-family); the
 * account's fields are the registration's (accountFieldsTexts, registrationTexts).
 */
export const invitationAcceptanceTexts = {
  heading: 'Convite da família',
  intro:
    'Alguém da sua família usa o Amparo e convidou-o a juntar-se. Escreva o código do convite que recebeu.',
  /** The invitation is open: she makes her account (`invitationFor` names the person first). */
  createAccount: 'Crie a sua conta para ver e enviar fotografias e mensagens.',
  submit: 'Criar conta e entrar',
  submitting: 'A criar a conta…',
  haveAccount: 'Já tem conta? Inicie sessão aqui!',
  /** On the login screen, for a relative who was given a code. */
  loginLink: 'Recebi um convite da família',
} as const;
