import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { LoginActorRef } from '@amparo/shared-machines';
import { LoginForm } from '../../LoginForm';
import { loginFormState } from '../../loginFormState';

export interface LiveLoginFormProps {
  readonly actor: LoginActorRef;
  /** The forgotten-password button: the reset is asked by the shell's login (liveLogin.ts). */
  readonly onForgotPassword: (email: string) => void;
}

/**
 * The sign-in form of the live drawn login: the shell's own form over the login machine. A reset asked
 * with an e-mail shows at once that it is being sent (`loginTexts.resetSending`, the button waiting)
 * while the rest of the code comes to send it; changing the e-mail lets the person ask again.
 */
export function LiveLoginForm({ actor, onForgotPassword }: LiveLoginFormProps) {
  const state = useSelector(actor, loginFormState, sameFormState);
  const [resetAsked, setResetAsked] = useState(false);
  return (
    <LoginForm
      {...state}
      reset={resetAsked ? { kind: 'sending' } : { kind: 'none' }}
      onSubmit={(email, password) => actor.send({ type: 'SUBMIT', email, password })}
      onFieldChange={(field) => {
        if (field === 'email') setResetAsked(false);
        actor.send({ type: 'FIELD_CHANGED', field });
      }}
      onForgotPassword={(email) => {
        if (email.trim() !== '') setResetAsked(true);
        onForgotPassword(email);
      }}
    />
  );
}

function sameFormState(
  a: ReturnType<typeof loginFormState>,
  b: ReturnType<typeof loginFormState>,
): boolean {
  return a.submitting === b.submitting && a.error === b.error && a.fieldErrors === b.fieldErrors;
}
