/**
 * The login (`login/`): its welcome, the sign-in panel's instruction, the form's buttons and the
 * password reset's reports. The fields' own texts are in accountFieldsTexts.
 */
export const loginTexts = {
  welcomeHeading: 'Bem-vindo!',
  welcomeText:
    'Aqui pode falar com os seus amigos e a sua família, ver os vídeos de que gosta e acompanhar o que os seus amigos andam a fazer.',
  /** `providerName` is the association that gave the person their details (its configuration). */
  instruction: (providerName: string) =>
    `Para aceder à plataforma, insira os dados que lhe foram dados pela ${providerName}`,
  submit: 'Entrar',
  submitting: 'A entrar…',
  forgotPassword: 'Esqueceu-se da palavra-passe?',
  resetSending: 'A enviar o e-mail…',
  /** The reset link was sent: `email` is the address it went to. */
  resetSent: (email: string) =>
    `Enviámos um email para ${email} com um link para escolher uma nova palavra-passe.`,
  resetFailed:
    'Não foi possível enviar o e-mail para escolher uma nova palavra-passe. Verifique o endereço e tente novamente.',
} as const;
