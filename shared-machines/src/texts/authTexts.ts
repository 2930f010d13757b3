import { connectionTexts } from './connectionTexts';

/**
 * What the account module says (docs/product.md: Failures: what is said and what is logged): the
 * refusals of the login and of the registration by the identity service's code (domain/authErrors),
 * the login's notices (machines/login, machines/auth), and the lines the login, the registration and a
 * password change log (their effects and the Firebase adapter).
 */
export const authTexts = {
  /** Any login failure: one message, causes not distinguished (nobody learns which accounts exist). */
  loginFailed: 'Ocorreu algum erro, por favor verifique os dados inseridos.',
  weakPassword: 'A palavra-passe deve ter pelo menos 6 caracteres.',
  emailInUse: 'O e-mail que inseriu já está registado',
  invalidEmail: 'O e-mail que inseriu não é válido. Verifique se inclui um @.',
  missingPassword: 'Escreva uma palavra-passe com pelo menos 6 caracteres.',
  offline: `${connectionTexts.offline}. Verifique a ligação e tente novamente.`,
  tooManyRequests: 'Foram feitas demasiadas tentativas. Aguarde um pouco e tente novamente.',
  /** A registration failure of any other cause. */
  registrationFailed: 'Não foi possível concluir o registo. Verifique os dados e tente novamente.',
  /** A Google sign-in or password-reset failure that carries no text of its own. */
  accountFailed: 'Ocorreu um erro. Tente novamente.',
  passwordResetSent: 'Enviámos um link para escolher uma nova palavra-passe.',
  /** A password reset asked before an email was written. */
  resetNeedsEmail:
    "Escreva primeiro o seu e-mail no campo 'Endereço de e-mail' e depois toque outra vez em 'Esqueceu-se da palavra-passe?'.",

  /** Logged for the developers, never shown. */
  log: {
    loginFailed: 'Falha ao iniciar sessão.',
    registrationFailed: 'Falha no registo.',
    passwordChanged: 'Palavra-passe alterada.',
    passwordNotChanged: 'Não foi possível alterar a palavra-passe.',
    userRecordNotSaved: 'Não foi possível guardar o registo do utilizador.',
    summaryNotSaved: 'Não foi possível guardar o resumo da pessoa.',
  },
} as const;
