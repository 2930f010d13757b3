import { promiseToProvide } from '../actorsToProvide';
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { registrationErrorMessage } from '../../domain/authErrors';
import {
  consentAnswer,
  consentFields,
  consentProblems,
  hasConsentProblems,
  type ConsentAnswer,
  type ConsentField,
  type ConsentFieldErrors,
  type ConsentForm,
} from '../../domain/consent';
import { registrationNameProblem } from '../../domain/textRules';

/**
 * A carer registers a new person (the console's register-a-person screen):
 *
 *   editing ──SUBMIT──▶ registering ──done──▶ registered ──REGISTER_ANOTHER──▶ editing
 *      ▲ (blank name,        └──error──▶ editing (with the message, the form keeps what was typed)
 *      │  consent not answered)
 *
 * While registering, more taps on the button are ignored: the machine is busy, so a double tap never
 * makes two accounts. A name that cannot be used, or a consent not answered (who gives it, a
 * representative's name and relationship, the privacy notice read: domain/consent), is refused before
 * anything is sent (as in the person's own registration); each consent field's message goes when that
 * field changes (FIELD_CHANGED). `registerPerson` is injected (personRegistrationEffects.ts): it reads
 * the association's code in the carer's session and creates the account in a session of its own, which
 * records the consent, naming the carer who recorded it.
 */

export interface NewPersonForm {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/** What registering needs: the form's details and the consent given. */
export interface RegisterPersonInput extends NewPersonForm {
  readonly consent: ConsentAnswer;
}

/** A field of the form: the account's, or the consent's. */
export type NewPersonField = keyof NewPersonForm | ConsentField;

export interface RegisteredPerson {
  readonly uid: string;
  readonly name: string;
}

export interface PersonRegistrationContext {
  readonly error: string | null;
  /** The consent's refusals, one message per field. */
  readonly consentErrors: ConsentFieldErrors;
  readonly registered: RegisteredPerson | null;
}

export type PersonRegistrationEvent =
  | ({ readonly type: 'SUBMIT'; readonly consent: ConsentForm } & NewPersonForm)
  | { readonly type: 'FIELD_CHANGED'; readonly field: NewPersonField }
  | { readonly type: 'REGISTER_ANOTHER' };

function isConsentField(field: NewPersonField): field is ConsentField {
  return (consentFields as readonly string[]).includes(field);
}

export const personRegistrationMachine = setup({
  types: {
    tags: {} as 'registering',
    context: {} as PersonRegistrationContext,
    events: {} as PersonRegistrationEvent,
  },
  actors: {
    registerPerson: promiseToProvide<RegisteredPerson, RegisterPersonInput>('registerPerson'),
  },
  guards: {
    hasFormProblems: ({ event }) => {
      assertEvent(event, 'SUBMIT');
      return registrationNameProblem(event.name) !== null || hasConsentProblems(event.consent);
    },
  },
  actions: {
    refuseForm: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return {
        error: registrationNameProblem(event.name),
        consentErrors: consentProblems(event.consent),
      };
    }),
    dropConsentError: assign({
      consentErrors: ({ context, event }) => {
        assertEvent(event, 'FIELD_CHANGED');
        if (!isConsentField(event.field)) return context.consentErrors;
        const { [event.field]: _dropped, ...rest } = context.consentErrors;
        return rest;
      },
    }),
    logFailure: (_, _params: { readonly error: unknown }) => undefined,
  },
}).createMachine({
  id: 'personRegistration',
  context: { error: null, consentErrors: {}, registered: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [{ guard: 'hasFormProblems', actions: 'refuseForm' }, { target: 'registering' }],
        FIELD_CHANGED: { actions: 'dropConsentError' },
      },
    },
    registering: {
      tags: ['registering'],
      entry: assign({ error: null, consentErrors: {} }),
      invoke: {
        id: 'registerPerson',
        src: 'registerPerson',
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return {
            name: event.name.trim(),
            email: event.email.trim(),
            password: event.password,
            consent: consentAnswer(event.consent),
          };
        },
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
    /** Success: the person exists, is a member, and this carer follows them. */
    registered: {
      on: {
        REGISTER_ANOTHER: { target: 'editing', actions: assign({ error: null, registered: null }) },
      },
    },
  },
});

export type PersonRegistrationActorRef = ActorRefFrom<typeof personRegistrationMachine>;
export type PersonRegistrationSnapshot = SnapshotFrom<typeof personRegistrationMachine>;
