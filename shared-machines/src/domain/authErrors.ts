/**
 * What the person sees when the account module fails (docs/product.md: Failures: what is said and what is logged), by the identity service's code.
 */
export const LOGIN_FAILED_MESSAGE = 'Ocorreu algum erro, por favor verifique os dados inseridos.';
export const WEAK_PASSWORD_MESSAGE = 'A password deve conter no mínimo 6 caracteres';
export const EMAIL_IN_USE_MESSAGE = 'O email que inseriu já está registado';
export const PASSWORD_RESET_SENT_MESSAGE = 'Enviámos um link para escolher uma nova palavra-passe.';

/** The code of an auth failure (the auth port's errors and the SDK's carry one), '' when it has none. */
export function authErrorCode(error: unknown): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof (error as { code: unknown }).code === 'string'
  ) {
    return (error as { code: string }).code;
  }
  return '';
}

/** Login failure of any cause: one message, causes not distinguished (so nobody learns which accounts exist). */
export function loginErrorMessage(_error: unknown): string {
  return LOGIN_FAILED_MESSAGE;
}

/**
 * Registration failures (docs/product.md: What a form accepts). The catalogue names two messages and shows nothing for the other
 * errors; the product asks that bad input always gets a clear message, so every other cause gets a clear
 * Portuguese sentence here instead of an empty error line.
 */
export function registrationErrorMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/weak-password':
      return WEAK_PASSWORD_MESSAGE;
    case 'auth/email-already-in-use':
      return EMAIL_IN_USE_MESSAGE;
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'O email que inseriu não é válido. Verifique se inclui um @.';
    case 'auth/missing-password':
      return 'Escreva uma palavra-passe com pelo menos 6 caracteres.';
    case 'auth/network-request-failed':
      return 'Sem ligação à internet. Verifique a ligação e tente novamente.';
    case 'auth/too-many-requests':
      return 'Foram feitas demasiadas tentativas. Aguarde um pouco e tente novamente.';
    default:
      return 'Não foi possível concluir o registo. Verifique os dados e tente novamente.';
  }
}

/**
 * Google sign-in and password-reset failures: the provider's own message text is shown.
 * When a failure carries no text, a Portuguese sentence stands in.
 */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return 'Ocorreu um erro. Tente novamente.';
}
