import { useSelector } from '@xstate/react';
import type { LoginActorRef } from '@amparo/shared-machines';
import { LoginForm } from '../../LoginForm';
import { loginFormState } from '../../loginFormState';

export interface LiveLoginFormProps {
  readonly actor: LoginActorRef;
  /** The forgotten-password button: the reset is asked by the shell's login (liveLogin.ts). */
  readonly onForgotPassword: (email: string) => void;
}

/** The sign-in form of the live drawn login: the shell's own form over the login machine. */
export function LiveLoginForm({ actor, onForgotPassword }: LiveLoginFormProps) {
  const state = useSelector(actor, loginFormState, sameFormState);
  return (
    <LoginForm
      {...state}
      reset={{ kind: 'none' }}
      onSubmit={(email, password) => actor.send({ type: 'SUBMIT', email, password })}
      onFieldChange={(field) => actor.send({ type: 'FIELD_CHANGED', field })}
      onForgotPassword={onForgotPassword}
    />
  );
}

function sameFormState(
  a: ReturnType<typeof loginFormState>,
  b: ReturnType<typeof loginFormState>,
): boolean {
  return a.submitting === b.submitting && a.error === b.error && a.fieldErrors === b.fieldErrors;
}
