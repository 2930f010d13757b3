import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { PASSWORD_RESET_SENT_MESSAGE, accountErrorMessage } from '../../domain/authErrors';
import type { AuthUser } from '../../ports/backendPorts';
import { matchRoute, type RouteContext } from '../../routes/routeTable';

/**
 * The session (SPEC.md §4): while the identity service has not said who is signed in the machine is
 * `checking` (the UI shows a calm loading state, never a flash of the login); then `signedOut` or
 * `signedIn`. Signed in, the secret code (ProBrancaSec) is loaded into context — the route table and
 * the info dialog need it — and retried after `secretRetryDelay` when it fails. Signing out waits for
 * the service, then runs `leaveAfterSignOut` (root-config sends the person to the public site).
 * Signed out, Google sign-in and the password reset run here; e-mail sign-in and registration are the
 * login and registration machines, whose success this machine sees through `observeAuth`.
 *
 * The carers' area (issue 7): `adminUnlocked` turns true once, in this session, the address carried
 * the secret in one of the route table's suffix forms (the shell reports every address with
 * LOCATION.CHANGED, before or after signing in); signing out locks it again. root-config may restore
 * it after a reload with ADMIN.RESTORE. `routeContextOf` gives the route table what it needs.
 *
 * Effects are injected: `observeAuth` (callback actor sending AUTH.CHANGED), `loadSecret`,
 * `signInWithGoogle`, `sendPasswordReset`, `updatePassword`, `signOut` (promise actors), and the
 * actions `leaveAfterSignOut` and `logPasswordUpdate`.
 */

export type PasswordUpdateResult = 'none' | 'updating' | 'updated' | 'failed';

export interface AuthContext {
  readonly user: AuthUser | null;
  readonly secret: string | null;
  /** The last account failure, as the alert shows it (Google sign-in, password reset, sign-out). */
  readonly error: string | null;
  /** The last account notice ('Password reset link sent!'). */
  readonly notice: string | null;
  readonly passwordUpdate: PasswordUpdateResult;
  /** The address last reported (LOCATION.CHANGED). */
  readonly pathname: string | null;
  /** This session came in through an address carrying the secret: the carers' area is open. */
  readonly adminUnlocked: boolean;
}

export type AuthEvent =
  | { readonly type: 'AUTH.CHANGED'; readonly user: AuthUser | null }
  | { readonly type: 'SIGN_IN_WITH_GOOGLE' }
  | { readonly type: 'RESET_PASSWORD'; readonly email: string }
  | { readonly type: 'UPDATE_PASSWORD'; readonly password: string }
  | { readonly type: 'SIGN_OUT' }
  | { readonly type: 'DISMISS' }
  | { readonly type: 'LOCATION.CHANGED'; readonly pathname: string }
  /** After a reload, root-config restores an unlock it kept in sessionStorage (signed-in sessions only). */
  | { readonly type: 'ADMIN.RESTORE' };

/** Whether an address carries this secret in one of the route table's suffix forms. */
function carriesSecret(pathname: string | null, secret: string | null): boolean {
  if (pathname === null || !secret) return false;
  return matchRoute(pathname, { signedIn: true, secret }).secretInPath;
}

export const secretRetryDelayMs = 5000;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    observeAuth: fromCallback<AuthEvent>(() => () => undefined),
    loadSecret: fromPromise<string | null, { readonly uid: string }>(async () => {
      throw new Error('loadSecret was not provided');
    }),
    signInWithGoogle: fromPromise<AuthUser, void>(async () => {
      throw new Error('signInWithGoogle was not provided');
    }),
    sendPasswordReset: fromPromise<void, { readonly email: string }>(async () => {
      throw new Error('sendPasswordReset was not provided');
    }),
    updatePassword: fromPromise<void, { readonly password: string }>(async () => {
      throw new Error('updatePassword was not provided');
    }),
    signOut: fromPromise<void, void>(async () => {
      throw new Error('signOut was not provided');
    }),
  },
  delays: {
    secretRetryDelay: secretRetryDelayMs,
  },
  guards: {
    hasUser: ({ event }) => event.type === 'AUTH.CHANGED' && event.user !== null,
    isAnotherUser: ({ context, event }) =>
      event.type === 'AUTH.CHANGED' && event.user !== null && event.user.uid !== context.user?.uid,
    isNoUser: ({ event }) => event.type === 'AUTH.CHANGED' && event.user === null,
  },
  actions: {
    rememberReportedUser: assign({ user: ({ event }) => (event.type === 'AUTH.CHANGED' ? event.user : null) }),
    forgetSession: assign({ user: null, secret: null, passwordUpdate: 'none' as PasswordUpdateResult, adminUnlocked: false }),
    notePathname: assign(({ context, event }) => {
      const pathname = event.type === 'LOCATION.CHANGED' ? event.pathname : context.pathname;
      const unlocks = context.user !== null && carriesSecret(pathname, context.secret);
      return { pathname, adminUnlocked: context.adminUnlocked || unlocks };
    }),
    rememberSecret: assign(({ context, event }) => {
      const secret = (event as { output?: unknown }).output;
      const known = typeof secret === 'string' && secret !== '' ? secret : null;
      return { secret: known, adminUnlocked: context.adminUnlocked || carriesSecret(context.pathname, known) };
    }),
    clearMessages: assign({ error: null, notice: null }),
    leaveAfterSignOut: () => undefined,
    logPasswordUpdate: (_, _params: { readonly ok: boolean; readonly error?: unknown }) => undefined,
  },
}).createMachine({
  id: 'auth',
  context: { user: null, secret: null, error: null, notice: null, passwordUpdate: 'none', pathname: null, adminUnlocked: false },
  invoke: { id: 'observeAuth', src: 'observeAuth' },
  initial: 'checking',
  on: {
    DISMISS: { actions: 'clearMessages' },
    'LOCATION.CHANGED': { actions: 'notePathname' },
  },
  states: {
    /** The identity service has not reported yet. */
    checking: {
      on: {
        'ADMIN.RESTORE': { actions: assign({ adminUnlocked: true }) },
        'AUTH.CHANGED': [
          { guard: 'hasUser', target: 'signedIn', actions: 'rememberReportedUser' },
          { target: 'signedOut' },
        ],
      },
    },
    signedOut: {
      entry: 'forgetSession',
      initial: 'idle',
      on: {
        'AUTH.CHANGED': { guard: 'hasUser', target: 'signedIn', actions: ['rememberReportedUser', 'clearMessages'] },
      },
      states: {
        idle: {
          on: {
            SIGN_IN_WITH_GOOGLE: { target: 'signingInWithGoogle', actions: 'clearMessages' },
            RESET_PASSWORD: { target: 'resettingPassword', actions: 'clearMessages' },
          },
        },
        signingInWithGoogle: {
          invoke: {
            id: 'signInWithGoogle',
            src: 'signInWithGoogle',
            onDone: { target: '#auth.signedIn', actions: assign({ user: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => accountErrorMessage(event.error) }) },
          },
        },
        resettingPassword: {
          invoke: {
            id: 'sendPasswordReset',
            src: 'sendPasswordReset',
            input: ({ event }) => ({ email: event.type === 'RESET_PASSWORD' ? event.email : '' }),
            onDone: { target: 'idle', actions: assign({ notice: PASSWORD_RESET_SENT_MESSAGE }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => accountErrorMessage(event.error) }) },
          },
        },
      },
    },
    signedIn: {
      type: 'parallel',
      on: {
        'AUTH.CHANGED': [
          // Another account took over (a second tab): start the session again.
          { guard: 'isAnotherUser', target: 'signedIn', reenter: true, actions: ['forgetSession', 'rememberReportedUser'] },
          // The session ended elsewhere (expired, signed out in another tab).
          { guard: 'isNoUser', target: 'signedOut' },
        ],
        SIGN_OUT: { target: 'signingOut', actions: 'clearMessages' },
        'ADMIN.RESTORE': { actions: assign({ adminUnlocked: true }) },
      },
      states: {
        secret: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadSecret',
                src: 'loadSecret',
                input: ({ context }) => ({ uid: context.user?.uid ?? '' }),
                onDone: { target: 'ready', actions: 'rememberSecret' },
                onError: { target: 'unavailable' },
              },
            },
            ready: {},
            /** The secret could not be read: the platform works without it (no admin link); try again later. */
            unavailable: {
              after: { secretRetryDelay: 'loading' },
            },
          },
        },
        password: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                UPDATE_PASSWORD: { target: 'updating', actions: assign({ passwordUpdate: 'updating' as PasswordUpdateResult }) },
              },
            },
            updating: {
              invoke: {
                id: 'updatePassword',
                src: 'updatePassword',
                input: ({ event }) => ({ password: event.type === 'UPDATE_PASSWORD' ? event.password : '' }),
                onDone: {
                  target: 'idle',
                  actions: [assign({ passwordUpdate: 'updated' as PasswordUpdateResult }), { type: 'logPasswordUpdate', params: { ok: true } }],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ passwordUpdate: 'failed' as PasswordUpdateResult }),
                    { type: 'logPasswordUpdate', params: ({ event }) => ({ ok: false, error: event.error }) },
                  ],
                },
              },
            },
          },
        },
      },
    },
    signingOut: {
      // The service reports the sign-out before the call returns: wait for the call.
      on: { 'AUTH.CHANGED': { guard: 'isAnotherUser', target: 'signedIn', actions: ['forgetSession', 'rememberReportedUser'] } },
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'leaveAfterSignOut' },
        onError: { target: 'signedIn', actions: assign({ error: ({ event }) => accountErrorMessage(event.error) }) },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;

/** What the route table needs from the session. */
export function routeContextOf(snapshot: { readonly context: AuthContext; matches(value: 'signedIn'): boolean }): RouteContext {
  return {
    signedIn: snapshot.matches('signedIn'),
    secret: snapshot.context.secret,
    adminAllowed: snapshot.context.adminUnlocked,
  };
}
export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
