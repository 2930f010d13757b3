import { useMemo, useState } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import {
  PASSWORD_RESET_SENT_MESSAGE,
  provideLoginEffects,
  type AccountFieldErrors,
  type LoginField,
} from '@amparo/shared-machines';
import { useServices } from '@amparo/shared-ui';
import { loginTexts } from '../texts/loginTexts';
import { readLoginState } from './first-screen/liveLoginState';
import { loginFormState } from './loginFormState';

/** Where the password reset the person asked for stands, as the login screen says it. */
export type PasswordResetReport =
  | { readonly kind: 'none' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

export interface LoginFlow {
  readonly submitting: boolean;
  readonly error: string | null;
  readonly fieldErrors: AccountFieldErrors;
  readonly reset: PasswordResetReport;
  readonly submit: (email: string, password: string) => void;
  readonly fieldChanged: (field: LoginField) => void;
  readonly forgotPassword: (email: string) => void;
}

/**
 * The login machine over the backend's auth port; the auth actor then sees the new session. It goes
 * on from the live drawn login's machine when that was on the page (first-screen/liveLoginState.ts). A reset
 * the login machine asks for goes to the auth actor, whose answer (an English notice, or an error)
 * the screen says in Portuguese.
 */
export function useLoginFlow(): LoginFlow {
  const { backend, auth } = useServices();
  const machine = useMemo(
    () =>
      provideLoginEffects(backend).provide({
        actions: {
          requestPasswordReset: (_, params) =>
            auth.send({ type: 'RESET_PASSWORD', email: params.email }),
        },
      }),
    [backend, auth],
  );
  // Where the live login drawn from the page's HTML left the form (its messages), if it was there.
  const [restored] = useState(() => readLoginState(document));
  const [snapshot, send] = useMachine(machine, restored ? { snapshot: restored } : undefined);
  const resetEmail = snapshot.context.resetEmail;
  const authReport = useSelector(auth, (state) =>
    state.hasTag('sendingPasswordReset')
      ? 'sending'
      : state.context.notice === PASSWORD_RESET_SENT_MESSAGE
        ? 'sent'
        : state.context.error !== null
          ? 'failed'
          : 'none',
  );
  const reset: PasswordResetReport =
    resetEmail === null || authReport === 'none'
      ? { kind: 'none' }
      : authReport === 'sending'
        ? { kind: 'sending' }
        : authReport === 'sent'
          ? { kind: 'sent', message: loginTexts.resetSent(resetEmail) }
          : { kind: 'failed', message: loginTexts.resetFailed };
  return {
    ...loginFormState(snapshot),
    reset,
    submit: (email, password) => send({ type: 'SUBMIT', email, password }),
    fieldChanged: (field) => send({ type: 'FIELD_CHANGED', field }),
    forgotPassword: (email) => send({ type: 'FORGOT_PASSWORD', email }),
  };
}
