import { promiseToProvide } from '../actorsToProvide';
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  hasAccountProblems,
  loginProblems,
  withoutAccountFieldError,
  type AccountFieldErrors,
} from '../../domain/accountFields';
import { loginErrorMessage } from '../../domain/authErrors';
import type { AuthUser } from '../../ports/backendPorts';
import { authTexts } from '../../texts/authTexts';

/**
 * The login form (docs/product.md: Addresses and screens; What a form accepts; Failures: what is said and what is logged).
 * The form is judged here before any attempt (domain/accountFields: an e-mail with its @ and a dot after
 * it, a password written): each refused field gets its message in `fieldErrors`, nothing is tried, and
 * a field's message goes as soon as that field changes (FIELD_CHANGED). The attempt's failure, of any
 * cause, shows `authTexts.loginFailed` for the whole form and the person can try again. The e-mail is
 * sent trimmed. On success the auth machine sees the new session and the shell shows home.
 *
 * One sign-in at a time: while `submitting` a further SUBMIT (a double tap on the button) is ignored.
 * The whole form's error disappears as soon as the person changes either field (FIELD_CHANGED): it is
 * about both.
 *
 * The forgotten-password button (FORGOT_PASSWORD with the e-mail typed): with an e-mail, the
 * injected action `requestPasswordReset` asks for the link (the screen sends it to the auth machine,
 * which reports back) and `resetEmail` remembers where it goes; with none, the person is asked to
 * write it first (`authTexts.resetNeedsEmail`). Asking again for the same address does nothing (a
 * double tap would send two e-mails); a change of the e-mail field forgets it, so the person can ask
 * again.
 *
 * Effects: the promise actor `signIn` (input: email and password) and the actions `logFailure` and
 * `requestPasswordReset`.
 */

export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
}

export interface LoginContext {
  /** What was last submitted (the form keeps what the person typed). */
  readonly email: string;
  /** The whole form's error: the attempt failed, or a reset was asked without an e-mail. */
  readonly error: string | null;
  /** The fields refused before any attempt, one message each (domain/accountFields). */
  readonly fieldErrors: AccountFieldErrors;
  /** Where the last password reset was asked to go (null before any). */
  readonly resetEmail: string | null;
}

export type LoginField = 'email' | 'password';

export type LoginEvent =
  | ({ readonly type: 'SUBMIT' } & LoginCredentials)
  | { readonly type: 'FIELD_CHANGED'; readonly field: LoginField }
  | { readonly type: 'FORGOT_PASSWORD'; readonly email: string };

/** Said when a password reset is asked before an email is written (`authTexts.resetNeedsEmail`). */
export const RESET_NEEDS_EMAIL_MESSAGE = authTexts.resetNeedsEmail;

function credentialsOf(event: LoginEvent): LoginCredentials {
  assertEvent(event, 'SUBMIT');
  return { email: event.email.trim(), password: event.password };
}

function resetEmailOf(event: LoginEvent): string {
  assertEvent(event, 'FORGOT_PASSWORD');
  return event.email.trim();
}

export const loginMachine = setup({
  types: {
    /**
     * What the login form reads: 'submitting' while signing in and once signed in (the form stays busy
     * until the session takes over); 'failed' while the error shows.
     */
    tags: {} as 'submitting' | 'failed',
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    signIn: promiseToProvide<AuthUser, LoginCredentials>('signIn'),
  },
  guards: {
    hasFieldProblems: ({ event }) => {
      assertEvent(event, 'SUBMIT');
      return hasAccountProblems(loginProblems(event));
    },
    hasNoEmail: ({ event }) => resetEmailOf(event) === '',
    alreadyAsked: ({ context, event }) => resetEmailOf(event) === context.resetEmail,
  },
  actions: {
    askForEmail: assign({ error: authTexts.resetNeedsEmail }),
    rememberResetEmail: assign(({ event }) => ({ error: null, resetEmail: resetEmailOf(event) })),
    forgetError: assign({ error: null }),
    /** Every refused field's message at once; the whole form's error goes (this is a new attempt). */
    refuseFields: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return { error: null, fieldErrors: loginProblems(event) };
    }),
    forgetFieldError: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      return { fieldErrors: withoutAccountFieldError(context.fieldErrors, event.field) };
    }),
    forgetResetForEmailChange: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      return { resetEmail: event.field === 'email' ? null : context.resetEmail };
    }),
    logFailure: (_, _params: { readonly error: unknown }) => undefined,
    requestPasswordReset: (_, _params: { readonly email: string }) => undefined,
  },
}).createMachine({
  id: 'login',
  context: { email: '', error: null, fieldErrors: {}, resetEmail: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [{ guard: 'hasFieldProblems', actions: 'refuseFields' }, { target: 'submitting' }],
        FIELD_CHANGED: { actions: ['forgetFieldError', 'forgetResetForEmailChange'] },
        FORGOT_PASSWORD: [
          { guard: 'hasNoEmail', target: 'failed', actions: 'askForEmail' },
          { guard: 'alreadyAsked' },
          {
            target: 'editing',
            actions: [
              'rememberResetEmail',
              {
                type: 'requestPasswordReset',
                params: ({ event }) => ({ email: resetEmailOf(event) }),
              },
            ],
          },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      entry: assign(({ event }) => ({
        email: credentialsOf(event).email,
        error: null,
        fieldErrors: {},
      })),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => credentialsOf(event),
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
      tags: ['failed'],
      on: {
        SUBMIT: [
          { guard: 'hasFieldProblems', target: 'editing', actions: 'refuseFields' },
          { target: 'submitting' },
        ],
        FIELD_CHANGED: {
          target: 'editing',
          actions: ['forgetError', 'forgetFieldError', 'forgetResetForEmailChange'],
        },
        FORGOT_PASSWORD: [
          { guard: 'hasNoEmail', target: 'failed', actions: 'askForEmail' },
          { guard: 'alreadyAsked' },
          {
            target: 'editing',
            actions: [
              'rememberResetEmail',
              {
                type: 'requestPasswordReset',
                params: ({ event }) => ({ email: resetEmailOf(event) }),
              },
            ],
          },
        ],
      },
    },
    succeeded: { type: 'final', tags: ['submitting'] },
  },
});

export type LoginActorRef = ActorRefFrom<typeof loginMachine>;
export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
