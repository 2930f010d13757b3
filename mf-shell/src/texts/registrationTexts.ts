/**
 * The registration (`registration/`): checking its address, the form's own fields and button, and
 * what it says when done. The e-mail and password fields' texts are in accountFieldsTexts.
 */
export const registrationTexts = {
  checking: 'A verificar o endereço…',
  heading: 'Registo',
  unreachable: 'Não foi possível verificar o endereço de registo. Verifique a ligação à internet.',
  retry: 'Tentar novamente',
  /** The account was created (the person is then signed in). */
  succeeded: 'Sucesso',
  accountCreated: 'A sua conta foi criada e já tem a sessão iniciada.',
  goHome: 'Ir para o início',
  /** `providerName` is the association's (its configuration). */
  supportedBy: (providerName: string) =>
    `O registo dos utentes é feito com o apoio da ${providerName}.`,
  enterDetails: (providerName: string) =>
    `Insira os dados que lhe foram dados pela ${providerName}.`,
  haveAccount: 'Já tem conta? Inicie sessão aqui!',
  nameLabel: 'Nome e apelido',
  namePlaceholder: 'Toque aqui para escrever o seu nome',
  passwordHint: 'A palavra-passe deve ter pelo menos 6 caracteres.',
  submit: 'Registar',
  submitting: 'A registar…',
} as const;
