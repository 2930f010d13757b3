import { authTexts } from '../texts/authTexts';

/**
 * What the person sees when the account module fails (docs/product.md: Failures: what is said and what is logged), by the identity service's code.
 * The sentences are in `authTexts`; these are the names the screens and the tests know four of them by.
 */
export const LOGIN_FAILED_MESSAGE = authTexts.loginFailed;
export const WEAK_PASSWORD_MESSAGE = authTexts.weakPassword;
export const EMAIL_IN_USE_MESSAGE = authTexts.emailInUse;
export const PASSWORD_RESET_SENT_MESSAGE = authTexts.passwordResetSent;

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
  return authTexts.loginFailed;
}

/**
 * Registration failures (docs/product.md: What a form accepts). The product's catalogue names two messages and shows nothing for the other
 * errors; the product asks that bad input always gets a clear message, so every other cause gets a clear
 * sentence of `authTexts` instead of an empty error line.
 */
export function registrationErrorMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/weak-password':
      return authTexts.weakPassword;
    case 'auth/email-already-in-use':
      return authTexts.emailInUse;
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return authTexts.invalidEmail;
    case 'auth/missing-password':
      return authTexts.missingPassword;
    case 'auth/network-request-failed':
      return authTexts.offline;
    case 'auth/too-many-requests':
      return authTexts.tooManyRequests;
    default:
      return authTexts.registrationFailed;
  }
}

/**
 * Google sign-in and password-reset failures: the provider's own message text is shown.
 * When a failure carries no text, `authTexts.accountFailed` stands in.
 */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return authTexts.accountFailed;
}
