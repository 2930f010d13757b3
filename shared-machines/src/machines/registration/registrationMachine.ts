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
import type { AuthUser } from '../../ports/backendPorts';

/**
 * Registration at /registar{code} (docs/product.md: Addresses and screens; The carers' screens over time).
 * The association's code at the end of the address is checked first (`checkAssociationCode` reads
 * `registrationCodes/{code}`: the code itself, `ProBrancaSec`, is never readable by a signed-out
 * visitor): a wrong code ends in `invalidCode` (the shell shows the login); a backend
 * that cannot be reached ends in `unreachable`, from which RETRY checks again. Then the form: submit
 * creates the account (which signs in) and the `users` document (`signUp`); success says so;
 * a failure shows the catalogue's message, or a clear Portuguese one for the other causes. A name
 * that is blank, too long or holds control characters (domain/textRules) is refused before anything
 * is sent, with its own message (no account with a blank name); the name is sent trimmed. So is a
 * consent not answered (domain/consent: who gives it, a representative's name and relationship, the
 * privacy notice read): nothing is created until it is, and each of its fields has its own message
 * (`consentErrors`), gone when that field changes. The consent answered goes with the sign-up, which
 * records it right after the membership.
 *
 * One account at a time: while `submitting` a further SUBMIT (a double tap on the button) is ignored.
 * An error disappears as soon as the field it is about changes (FIELD_CHANGED): the name's for the
 * name, an e-mail's for the e-mail, a password's for the password; any other error for any field.
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
  readonly error: string | null;
  /** The field the error is about (null: the whole form). */
  readonly errorField: RegistrationField | null;
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

/** Which field a sign-up failure is about, by the identity service's code. */
export function registrationErrorField(error: unknown): RegistrationField | null {
  switch (errorCode(error)) {
    case 'auth/weak-password':
    case 'auth/missing-password':
      return 'password';
    case 'auth/email-already-in-use':
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'email';
    default:
      return null;
  }
}

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
     * form is showing ('editing', also after a failure, which is 'failed' too); the account is being
     * created; it was. Before any of these the code is being checked.
     */
    tags: {} as 'invalidCode' | 'unreachable' | 'editing' | 'failed' | 'submitting' | 'succeeded',
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
    hasUnusableName: ({ event }) => {
      assertEvent(event, 'SUBMIT');
      return registrationNameProblem(event.name) !== null;
    },
    hasConsentProblems: ({ event }) => {
      assertEvent(event, 'SUBMIT');
      return hasConsentProblems(event.consent);
    },
    changesErrorField: ({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      return context.errorField === null || context.errorField === event.field;
    },
  },
  actions: {
    logFailure: (_, _params: { readonly error: unknown }) => undefined,
    /** The name's problem (if any) as the error, and every consent field's. */
    refuseForm: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      const nameProblem = registrationNameProblem(event.name);
      return {
        error: nameProblem,
        errorField: nameProblem === null ? null : ('name' as const),
        consentErrors: consentProblems(event.consent),
      };
    }),
    dropConsentError: assign({
      consentErrors: ({ context, event }) => {
        assertEvent(event, 'FIELD_CHANGED');
        return withoutConsentError(context.consentErrors, event.field);
      },
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    associationCode: input.associationCode,
    error: null,
    errorField: null,
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
    editing: {
      tags: ['editing'],
      on: {
        SUBMIT: [
          { guard: 'hasUnusableName', target: 'failed', actions: 'refuseForm' },
          { guard: 'hasConsentProblems', target: 'editing', actions: 'refuseForm' },
          { target: 'submitting' },
        ],
        FIELD_CHANGED: { actions: 'dropConsentError' },
      },
    },
    submitting: {
      tags: ['submitting'],
      entry: assign({ error: null, errorField: null, consentErrors: {} }),
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          return {
            name: event.name.trim(),
            email: event.email,
            password: event.password,
            associationCode: context.associationCode ?? '',
            consent: consentAnswer(event.consent),
          };
        },
        onDone: 'succeeded',
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: ({ event }) => registrationErrorMessage(event.error),
              errorField: ({ event }) => registrationErrorField(event.error),
            }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      tags: ['editing', 'failed'],
      on: {
        SUBMIT: [
          { guard: 'hasUnusableName', target: 'failed', actions: 'refuseForm' },
          { guard: 'hasConsentProblems', target: 'editing', actions: 'refuseForm' },
          { target: 'submitting' },
        ],
        FIELD_CHANGED: [
          {
            guard: 'changesErrorField',
            target: 'editing',
            actions: [assign({ error: null, errorField: null }), 'dropConsentError'],
          },
          { actions: 'dropConsentError' },
        ],
      },
    },
    /** Success: the account exists and the person is signed in. */
    succeeded: { type: 'final', tags: ['succeeded'] },
  },
});

export type RegistrationActorRef = ActorRefFrom<typeof registrationMachine>;
export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;
