import type { AccountFieldErrors, LoginSnapshot } from '@amparo/shared-machines';

/** What the sign-in form shows of the login machine (the live screen's and the live drawn one's). */
export interface LoginFormState {
  readonly submitting: boolean;
  readonly error: string | null;
  readonly fieldErrors: AccountFieldErrors;
}

export function loginFormState(snapshot: LoginSnapshot): LoginFormState {
  return {
    submitting: snapshot.hasTag('submitting'),
    error: snapshot.hasTag('failed') ? snapshot.context.error : null,
    fieldErrors: snapshot.context.fieldErrors,
  };
}
