import { promiseToProvide } from '../actorsToProvide';
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { registrationErrorMessage } from '../../domain/authErrors';
import { registrationNameProblem } from '../../domain/textRules';

/**
 * A carer registers a new person ('Registar nova pessoa'):
 *
 *   editing ──SUBMIT──▶ registering ──done──▶ registered ──REGISTER_ANOTHER──▶ editing
 *      ▲ (blank name)        └──error──▶ editing (with the message, the form keeps what was typed)
 *
 * While registering, more taps on 'Registar' are ignored: the machine is busy, so a double tap never
 * makes two accounts. A name that cannot be used is refused before anything is sent (as in the
 * person's own registration). `registerPerson` is injected (personRegistrationEffects.ts): it reads the
 * association's code in the carer's session and creates the account in a session of its own.
 */

export interface NewPersonForm {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

export interface RegisteredPerson {
  readonly uid: string;
  readonly name: string;
}

export interface PersonRegistrationContext {
  readonly error: string | null;
  readonly registered: RegisteredPerson | null;
}

export type PersonRegistrationEvent =
  ({ readonly type: 'SUBMIT' } & NewPersonForm) | { readonly type: 'REGISTER_ANOTHER' };

export const personRegistrationMachine = setup({
  types: {
    context: {} as PersonRegistrationContext,
    events: {} as PersonRegistrationEvent,
  },
  actors: {
    registerPerson: promiseToProvide<RegisteredPerson, NewPersonForm>('registerPerson'),
  },
  guards: {
    hasUnusableName: ({ event }) =>
      event.type === 'SUBMIT' && registrationNameProblem(event.name) !== null,
  },
  actions: {
    refuseName: assign({
      error: ({ event }) => (event.type === 'SUBMIT' ? registrationNameProblem(event.name) : null),
    }),
    logFailure: (_, _params: { readonly error: unknown }) => undefined,
  },
}).createMachine({
  id: 'personRegistration',
  context: { error: null, registered: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [{ guard: 'hasUnusableName', actions: 'refuseName' }, { target: 'registering' }],
      },
    },
    registering: {
      entry: assign({ error: null }),
      invoke: {
        id: 'registerPerson',
        src: 'registerPerson',
        input: ({ event }) =>
          event.type === 'SUBMIT'
            ? { name: event.name.trim(), email: event.email.trim(), password: event.password }
            : { name: '', email: '', password: '' },
        onDone: {
          target: 'registered',
          actions: assign({ registered: ({ event }) => event.output }),
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => registrationErrorMessage(event.error) }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    /** 'Sucesso': the person exists, is a member, and this carer follows them. */
    registered: {
      on: {
        REGISTER_ANOTHER: { target: 'editing', actions: assign({ error: null, registered: null }) },
      },
    },
  },
});

export type PersonRegistrationActorRef = ActorRefFrom<typeof personRegistrationMachine>;
export type PersonRegistrationSnapshot = SnapshotFrom<typeof personRegistrationMachine>;
