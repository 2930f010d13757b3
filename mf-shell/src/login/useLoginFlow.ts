import { useMemo } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import {
  PASSWORD_RESET_SENT_MESSAGE,
  provideLoginEffects,
  type LoginField,
} from '@amparo/shared-machines';
import { useServices } from '@amparo/shared-ui';

/** Where the password reset the person asked for stands, as the login screen says it. */
export type PasswordResetReport =
  | { readonly kind: 'none' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

export interface LoginFlow {
  readonly submitting: boolean;
  readonly error: string | null;
  readonly reset: PasswordResetReport;
  readonly submit: (email: string, password: string) => void;
  readonly fieldChanged: (field: LoginField) => void;
  readonly forgotPassword: (email: string) => void;
}

/** The confirmation, in Portuguese, for the address the link went to. */
export function resetSentMessage(email: string): string {
  return `Enviámos um email para ${email} com um link para escolher uma nova palavra-passe.`;
}

export const RESET_FAILED_MESSAGE =
  'Não foi possível enviar o email para escolher uma nova palavra-passe. Verifique o endereço e tente novamente.';

/**
 * The login machine over the backend's auth port; the auth actor then sees the new session. A reset
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
  const [snapshot, send] = useMachine(machine);
  const resetEmail = snapshot.context.resetEmail;
  const authReport = useSelector(auth, (state) =>
    state.matches({ signedOut: 'resettingPassword' })
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
          ? { kind: 'sent', message: resetSentMessage(resetEmail) }
          : { kind: 'failed', message: RESET_FAILED_MESSAGE };
  return {
    submitting: snapshot.matches('submitting') || snapshot.matches('succeeded'),
    error: snapshot.matches('failed') ? snapshot.context.error : null,
    reset,
    submit: (email, password) => send({ type: 'SUBMIT', email, password }),
    fieldChanged: (field) => send({ type: 'FIELD_CHANGED', field }),
    forgotPassword: (email) => send({ type: 'FORGOT_PASSWORD', email }),
  };
}
