import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { provideLoginEffects } from '@amparo/shared-machines';
import { useServices } from '@amparo/shared-ui';

export interface LoginFlow {
  readonly submitting: boolean;
  readonly error: string | null;
  readonly submit: (email: string, password: string) => void;
}

/** The login machine over the backend's auth port; the auth actor then sees the new session. */
export function useLoginFlow(): LoginFlow {
  const { backend } = useServices();
  const machine = useMemo(() => provideLoginEffects(backend), [backend]);
  const [snapshot, send] = useMachine(machine);
  return {
    submitting: snapshot.matches('submitting') || snapshot.matches('succeeded'),
    error: snapshot.matches('failed') ? snapshot.context.error : null,
    submit: (email, password) => send({ type: 'SUBMIT', email, password }),
  };
}
