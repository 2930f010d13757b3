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
import type { AuthUser } from '../../ports/backendPorts';

/**
 * Registration at /registar{code} (docs/product.md: Addresses and screens; What a form accepts; The carers' screens over time).
 * The association's code at the end of the address is checked first (`checkAssociationCode` reads
 * `registrationCodes/{code}`: the code itself, `ProBrancaSec`, is never readable by a signed-out
 * visitor): a wrong code ends in `invalidCode` (the shell shows the login); a backend
 * that cannot be reached ends in `unreachable`, from which RETRY checks again. Then the form: submit
 * creates the account (which signs in) and the `users` document (`signUp`); success says so.
 *
 * The form is judged here before anything is sent, every field at once: the account's fields
 * (domain/accountFields: a usable name, an e-mail with its @ and a dot after it, a password as long
 * as the identity service asks) in `fieldErrors`, the consent (domain/consent: who gives it, a
 * representative's name and relationship, the privacy notice read) in `consentErrors`; nothing is
 * created until both are empty. The name and the e-mail are sent trimmed; the consent answered goes
 * with the sign-up, which records it right after the membership.
 *
 * A sign-up the identity service refuses because of one field (an e-mail already used, a password its
 * policy finds weak: domain/accountFields' `accountErrorField`) shows its message under that field;
 * any other failure shows a clear Portuguese one for the whole form (`error`).
 *
 * One account at a time: while `submitting` a further SUBMIT (a double tap on the button) is ignored.
 * A field's message disappears as soon as that field changes (FIELD_CHANGED); the whole form's error
 * with a change of any field.
 */

export interface RegistrationInput {
  /** The decoded association's code (routeTable's `registrationAssociationCode`), null when the address has none. */
  readonly associationCode: string | null;
}

export interface RegistrationDetails {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

export type RegistrationField = 'name' | 'email' | 'password' | ConsentField;

export interface RegistrationContext {
  readonly associationCode: string | null;
  /** The whole form's error (a failure of the sign-up not about one field). */
  readonly error: string | null;
  /** The account fields' refusals, one message per field. */
  readonly fieldErrors: AccountFieldErrors;
  /** The consent's refusals, one message per field. */
  readonly consentErrors: ConsentFieldErrors;
}

/** What creating the account needs: the details typed, the association's code the address carried, the consent given. */
export interface SignUpInput extends RegistrationDetails {
  readonly associationCode: string;
  readonly consent: ConsentAnswer;
}

export type RegistrationEvent =
  | ({ readonly type: 'SUBMIT'; readonly consent: ConsentForm } & RegistrationDetails)
  | { readonly type: 'RETRY' }
  | { readonly type: 'FIELD_CHANGED'; readonly field: RegistrationField };

function isConsentField(field: RegistrationField): field is ConsentField {
  return (consentFields as readonly string[]).includes(field);
}

/** The consent's errors without `field`'s. */
function withoutConsentError(
  errors: ConsentFieldErrors,
  field: RegistrationField,
): ConsentFieldErrors {
  if (!isConsentField(field) || errors[field] === undefined) return errors;
  const { [field]: _dropped, ...rest } = errors;
  return rest;
}

function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : null;
}

export const registrationMachine = setup({
  types: {
    /**
     * What the registration screen reads: the address's code is not one, or could not be checked; the
     * form is showing ('editing', also after a refusal or a failure); the account is being created; it
     * was. Before any of these the code is being checked.
     */
    tags: {} as 'invalidCode' | 'unreachable' | 'editing' | 'submitting' | 'succeeded',
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    checkAssociationCode: promiseToProvide<boolean, { readonly associationCode: string }>(
      'checkAssociationCode',
    ),
    signUp: promiseToProvide<AuthUser, SignUpInput>('signUp'),
  },
  guards: {
    hasAssociationCode: ({ context }) =>
      context.associationCode !== null && context.associationCode !== '',
    isValidCode: ({ event }) => (event as { output?: unknown }).output === true,
    isRefused: ({ event }) =>
      errorCode((event as { error?: unknown }).error) === 'permission_denied',
    hasFormProblems: ({ event }) => {
      assertEvent(event, 'SUBMIT');
      return hasAccountProblems(newAccountProblems(event)) || hasConsentProblems(event.consent);
    },
  },
  actions: {
    logFailure: (_, _params: { readonly error: unknown }) => undefined,
    /** Every field's refusal at once, the account's and the consent's; the whole form's error goes. */
    refuseForm: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return {
        error: null,
        fieldErrors: newAccountProblems(event),
        consentErrors: consentProblems(event.consent),
      };
    }),
    /** The changed field's message goes, and the whole form's error. */
    forgetErrorsOfField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      return {
        error: null,
        fieldErrors: withoutAccountFieldError(context.fieldErrors, event.field),
        consentErrors: withoutConsentError(context.consentErrors, event.field),
      };
    }),
    /** A refused sign-up: under the field it is about, or for the whole form. */
    showSignUpFailure: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      const message = registrationErrorMessage(error);
      const field = accountErrorField(error);
      return field === null
        ? { error: message, fieldErrors: {} }
        : { error: null, fieldErrors: { [field]: message } };
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    associationCode: input.associationCode,
    error: null,
    fieldErrors: {},
    consentErrors: {},
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasAssociationCode', target: 'checkingCode' }, { target: 'invalidCode' }],
    },
    checkingCode: {
      invoke: {
        id: 'checkAssociationCode',
        src: 'checkAssociationCode',
        input: ({ context }) => ({ associationCode: context.associationCode ?? '' }),
        onDone: [{ guard: 'isValidCode', target: 'editing' }, { target: 'invalidCode' }],
        onError: [
          { guard: 'isRefused', target: 'invalidCode' },
          {
            target: 'unreachable',
            actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** Not a registration address: the shell shows the login. */
    invalidCode: { type: 'final', tags: ['invalidCode'] },
    /** The association's code could not be checked (no connection). */
    unreachable: {
      tags: ['unreachable'],
      on: { RETRY: 'checkingCode' },
    },
    /** The form, also after a refusal (its messages in the context). */
    editing: {
      tags: ['editing'],
      on: {
        SUBMIT: [{ guard: 'hasFormProblems', actions: 'refuseForm' }, { target: 'submitting' }],
        FIELD_CHANGED: { actions: 'forgetErrorsOfField' },
      },
    },
    submitting: {
      tags: ['submitting'],
      entry: assign({ error: null, fieldErrors: {}, consentErrors: {} }),
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          return {
            name: event.name.trim(),
            email: event.email.trim(),
            password: event.password,
            associationCode: context.associationCode ?? '',
            consent: consentAnswer(event.consent),
          };
        },
        onDone: 'succeeded',
        onError: {
          target: 'editing',
          actions: [
            'showSignUpFailure',
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    /** Success: the account exists and the person is signed in. */
    succeeded: { type: 'final', tags: ['succeeded'] },
  },
});

export type RegistrationActorRef = ActorRefFrom<typeof registrationMachine>;
export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;
