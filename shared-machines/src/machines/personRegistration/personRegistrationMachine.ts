import { promiseToProvide } from '../actorsToProvide';
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  accountErrorField,
  hasAccountProblems,
  newAccountProblems,
  withoutAccountFieldError,
  type AccountFieldErrors,
} from '../../domain/accountFields';
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

/**
 * A carer registers a new person (the console's register-a-person screen):
 *
 *   editing ──SUBMIT──▶ registering ──done──▶ registered ──REGISTER_ANOTHER──▶ editing
 *      ▲ (a field refused)   └──error──▶ editing (with the message, the form keeps what was typed)
 *
 * While registering, more taps on the button are ignored: the machine is busy, so a double tap never
 * makes two accounts. The form is judged before anything is sent, as in the person's own
 * registration: the account's fields (domain/accountFields: a usable name, an e-mail with its @ and a
 * dot after it, a password as long as the identity service asks) in `fieldErrors`, the consent (who
 * gives it, a representative's name and relationship, the privacy notice read: domain/consent) in
 * `consentErrors`. A refusal of the identity service about one field (an e-mail already used) shows
 * under that field, any other failure for the whole form (`error`). A field's message goes when that
 * field changes (FIELD_CHANGED), the whole form's error with any field. `registerPerson` is injected (personRegistrationEffects.ts): it reads
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
  /** The whole form's error (a failure not about one field). */
  readonly error: string | null;
  /** The account fields' refusals, one message per field. */
  readonly fieldErrors: AccountFieldErrors;
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
      return (
        hasAccountProblems(newAccountProblems(event, 'person')) || hasConsentProblems(event.consent)
      );
    },
  },
  actions: {
    refuseForm: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return {
        error: null,
        fieldErrors: newAccountProblems(event, 'person'),
        consentErrors: consentProblems(event.consent),
      };
    }),
    /** The changed field's message goes, and the whole form's error. */
    forgetErrorsOfField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const consentErrors = context.consentErrors;
      if (!isConsentField(event.field) || consentErrors[event.field] === undefined)
        return {
          error: null,
          fieldErrors: withoutAccountFieldError(context.fieldErrors, event.field),
        };
      const { [event.field]: _dropped, ...rest } = consentErrors;
      return { error: null, consentErrors: rest };
    }),
    /** A refused registration: under the field it is about, or for the whole form. */
    showFailure: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      const message = registrationErrorMessage(error);
      const field = accountErrorField(error);
      return field === null
        ? { error: message, fieldErrors: {} }
        : { error: null, fieldErrors: { [field]: message } };
    }),
    logFailure: (_, _params: { readonly error: unknown }) => undefined,
  },
}).createMachine({
  id: 'personRegistration',
  context: { error: null, fieldErrors: {}, consentErrors: {}, registered: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [{ guard: 'hasFormProblems', actions: 'refuseForm' }, { target: 'registering' }],
        FIELD_CHANGED: { actions: 'forgetErrorsOfField' },
      },
    },
    registering: {
      tags: ['registering'],
      entry: assign({ error: null, fieldErrors: {}, consentErrors: {} }),
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
            'showFailure',
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
