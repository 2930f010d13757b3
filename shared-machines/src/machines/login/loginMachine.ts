import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { loginErrorMessage } from '../../domain/authErrors';
import type { AuthUser } from '../../ports/backendPorts';

/**
 * The login form (SPEC.md §2, §5, §8): no client check before the attempt; a failure of any cause
 * shows 'Ocorreu algum erro, por favor verifique os dados inseridos.' and the person can try again.
 * On success the auth machine sees the new session and the shell shows home.
 *
 * Effects: the promise actor `signIn` (input: email and password) and the action `logFailure`.
 */

export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
}

export interface LoginContext {
  /** What was last submitted (the form keeps what the person typed). */
  readonly email: string;
  readonly error: string | null;
}

export type LoginEvent = { readonly type: 'SUBMIT' } & LoginCredentials;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    signIn: fromPromise<AuthUser, LoginCredentials>(async () => {
      throw new Error('signIn was not provided');
    }),
  },
  actions: {
    logFailure: (_, _params: { readonly error: unknown }) => undefined,
  },
}).createMachine({
  id: 'login',
  context: { email: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { SUBMIT: 'submitting' },
    },
    submitting: {
      entry: assign({ email: ({ event }) => event.email, error: null }),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => ({ email: event.email, password: event.password }),
        onDone: 'succeeded',
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => loginErrorMessage(event.error) }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      on: { SUBMIT: 'submitting' },
    },
    succeeded: { type: 'final' },
  },
});

export type LoginActorRef = ActorRefFrom<typeof loginMachine>;
export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
