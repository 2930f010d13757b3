import { promiseToProvide, callbackToProvide } from '../actorsToProvide';
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Account, AccountKind } from '../../domain/account';
import { accountErrorMessage } from '../../domain/authErrors';
import { authTexts } from '../../texts/authTexts';
import type { AuthUser } from '../../ports/backendPorts';
import {
  associationCodeCandidates,
  carriesAssociationCode,
  type RouteContext,
} from '../../routes/routeTable';

/**
 * The session, and the one place that decides what it may open.
 *
 *   checking ──AUTH.CHANGED──▶ signedOut (idle ⇄ signingInWithGoogle, resettingPassword)
 *                           └▶ signedIn ═ access:   loadingAccount ─▶ checkingFirstAddress ─▶ ready ⇄ checkingAddress
 *                                       ═ password: idle ⇄ updating
 *   signedIn ──SIGN_OUT──▶ signingOut ─▶ signedOut (then `leaveAfterSignOut`)
 *
 * While the identity service has not said who is signed in the machine is `checking` (the UI shows a
 * calm loading state, never a flash of the login). Signed in, `watchAccount` follows what the database
 * says the account is (domain/account: a person, a carer, or neither) — live, so a registration that
 * has just made someone a member, or the association making someone a carer, takes effect at once.
 * An account that has not answered after `accountWaitDelay` (a tablet starting offline) is taken for a
 * person until it does: the database rules, not this machine, are the lock.
 *
 * The association's code (`ProBrancaSec`) is not readable by a person. A person's session learns it the
 * way the product's addresses carry it: an address such as `/segredo` or `/chamadassegredo` is checked,
 * one candidate at a time, against `registrationCodes/{code}` (`checkAssociationCodes`); a code that
 * checks out opens the carers' area for that person (`adminUnlocked`) and is remembered for this tab
 * (`rememberAssociationCode`), so a reload checks it again instead of trusting a flag. Signing out
 * forgets both.
 *
 * Google sign-in and the password reset run here; e-mail sign-in and registration are the login and
 * registration machines, whose success this machine sees through `observeAuth`. Effects are injected
 * (authEffects.ts): `observeAuth`, `watchAccount` (callback actors), `checkAssociationCodes`,
 * `signInWithGoogle`, `sendPasswordReset`, `updatePassword`, `signOut` (promise actors), and the actions
 * `leaveAfterSignOut`, `logPasswordUpdate`, `rememberAssociationCode`, `forgetAssociationCode`.
 */

export type PasswordUpdateResult = 'none' | 'updating' | 'updated' | 'failed';

export interface AuthContext {
  readonly user: AuthUser | null;
  /** What the database says the account is; null until it has answered (or when it could not). */
  readonly account: Account | null;
  /** The association's code, once an address of this tab carried it and it checked out (persons only). */
  readonly associationCode: string | null;
  /** The last account failure, as the alert shows it (Google sign-in, password reset, sign-out). */
  readonly error: string | null;
  /** The last account notice (`authTexts.passwordResetSent`). */
  readonly notice: string | null;
  readonly passwordUpdate: PasswordUpdateResult;
  /** The address last reported (LOCATION.CHANGED). */
  readonly pathname: string | null;
  /** A person's session came in through an address carrying the association's code: the carers' area is open. */
  readonly adminUnlocked: boolean;
}

export type AuthEvent =
  | { readonly type: 'AUTH.CHANGED'; readonly user: AuthUser | null }
  | { readonly type: 'ACCOUNT.CHANGED'; readonly account: Account }
  | { readonly type: 'ACCOUNT.FAILED'; readonly error: unknown }
  | { readonly type: 'SIGN_IN_WITH_GOOGLE' }
  | { readonly type: 'RESET_PASSWORD'; readonly email: string }
  | { readonly type: 'UPDATE_PASSWORD'; readonly password: string }
  | { readonly type: 'SIGN_OUT' }
  | { readonly type: 'DISMISS' }
  | { readonly type: 'LOCATION.CHANGED'; readonly pathname: string };

export interface AssociationCodeCheckInput {
  readonly pathname: string;
  /** Also check the code this tab remembered (at the start of a session: a reload). */
  readonly remembered: boolean;
}

/** How long a signed-in session waits for the database to say what the account is before showing a person's screens. */
export const accountWaitDelayMs = 4000;

function isPerson(context: AuthContext): boolean {
  return context.account === null || context.account.kind === 'person';
}

export const authMachine = setup({
  types: {
    /**
     * What the platform reads of the session: the identity service has not reported yet; someone is
     * signed in; they are signing out; a password reset is being sent (signed out).
     */
    tags: {} as 'checking' | 'signedIn' | 'signingOut' | 'sendingPasswordReset',
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    observeAuth: callbackToProvide<AuthEvent>('observeAuth'),
    watchAccount: callbackToProvide<AuthEvent, { readonly uid: string }>('watchAccount'),
    checkAssociationCodes: promiseToProvide<string | null, AssociationCodeCheckInput>(
      'checkAssociationCodes',
    ),
    signInWithGoogle: promiseToProvide<AuthUser, void>('signInWithGoogle'),
    sendPasswordReset: promiseToProvide<void, { readonly email: string }>('sendPasswordReset'),
    updatePassword: promiseToProvide<void, { readonly password: string }>('updatePassword'),
    signOut: promiseToProvide<void, void>('signOut'),
  },
  delays: {
    accountWaitDelay: accountWaitDelayMs,
  },
  guards: {
    hasUser: ({ event }) => {
      assertEvent(event, 'AUTH.CHANGED');
      return event.user !== null;
    },
    isAnotherUser: ({ context, event }) => {
      assertEvent(event, 'AUTH.CHANGED');
      return event.user !== null && event.user.uid !== context.user?.uid;
    },
    isNoUser: ({ event }) => {
      assertEvent(event, 'AUTH.CHANGED');
      return event.user === null;
    },
    /** Only a person's session reads association codes from its addresses; a carer's and a stranger's never do. */
    isNotPerson: ({ context }) => !isPerson(context),
    /** A person at an address that may carry an association's code this session does not know yet. */
    addressMayCarryAssociationCode: ({ context, event }) => {
      assertEvent(event, 'LOCATION.CHANGED');
      return (
        isPerson(context) &&
        !carriesAssociationCode(event.pathname, context.associationCode) &&
        associationCodeCandidates(event.pathname).length > 0
      );
    },
  },
  actions: {
    rememberReportedUser: assign(({ event }) => {
      assertEvent(event, 'AUTH.CHANGED');
      return { user: event.user };
    }),
    forgetSession: assign({
      user: null,
      account: null,
      associationCode: null,
      passwordUpdate: 'none' as PasswordUpdateResult,
      adminUnlocked: false,
    }),
    notePathname: assign(({ event }) => {
      assertEvent(event, 'LOCATION.CHANGED');
      return { pathname: event.pathname };
    }),
    noteAccount: assign(({ event }) => {
      assertEvent(event, 'ACCOUNT.CHANGED');
      return { account: event.account };
    }),
    /** An association's code that checked out: it opens the carers' area for this person, and this tab remembers it. */
    acceptAssociationCode: assign(({ context, event }) => {
      const associationCode = (event as { output?: unknown }).output;
      if (typeof associationCode !== 'string' || associationCode === '') return {};
      return { associationCode, adminUnlocked: context.adminUnlocked || isPerson(context) };
    }),
    clearMessages: assign({ error: null, notice: null }),
    leaveAfterSignOut: () => undefined,
    logPasswordUpdate: (_, _params: { readonly ok: boolean; readonly error?: unknown }) =>
      undefined,
    rememberAssociationCode: (_, _params: { readonly associationCode: string | null }) => undefined,
    forgetAssociationCode: () => undefined,
  },
}).createMachine({
  id: 'auth',
  context: {
    user: null,
    account: null,
    associationCode: null,
    error: null,
    notice: null,
    passwordUpdate: 'none',
    pathname: null,
    adminUnlocked: false,
  },
  invoke: { id: 'observeAuth', src: 'observeAuth' },
  initial: 'checking',
  on: {
    DISMISS: { actions: 'clearMessages' },
    'LOCATION.CHANGED': { actions: 'notePathname' },
  },
  states: {
    /** The identity service has not reported yet. */
    checking: {
      tags: ['checking'],
      on: {
        'AUTH.CHANGED': [
          { guard: 'hasUser', target: 'signedIn', actions: 'rememberReportedUser' },
          { target: 'signedOut' },
        ],
      },
    },
    signedOut: {
      entry: ['forgetSession', 'forgetAssociationCode'],
      initial: 'idle',
      on: {
        'AUTH.CHANGED': {
          guard: 'hasUser',
          target: 'signedIn',
          actions: ['rememberReportedUser', 'clearMessages'],
        },
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
            onDone: {
              target: '#auth.signedIn',
              actions: assign({ user: ({ event }) => event.output }),
            },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => accountErrorMessage(event.error) }),
            },
          },
        },
        resettingPassword: {
          tags: ['sendingPasswordReset'],
          invoke: {
            id: 'sendPasswordReset',
            src: 'sendPasswordReset',
            input: ({ event }) => {
              assertEvent(event, 'RESET_PASSWORD');
              return { email: event.email };
            },
            onDone: { target: 'idle', actions: assign({ notice: authTexts.passwordResetSent }) },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => accountErrorMessage(event.error) }),
            },
          },
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      type: 'parallel',
      invoke: {
        id: 'watchAccount',
        src: 'watchAccount',
        input: ({ context }) => ({ uid: context.user?.uid ?? '' }),
      },
      on: {
        'AUTH.CHANGED': [
          // Another account took over (a second tab): start the session again.
          {
            guard: 'isAnotherUser',
            target: 'signedIn',
            reenter: true,
            actions: ['forgetSession', 'forgetAssociationCode', 'rememberReportedUser'],
          },
          // The session ended elsewhere (expired, signed out in another tab).
          { guard: 'isNoUser', target: 'signedOut' },
        ],
        SIGN_OUT: { target: 'signingOut', actions: 'clearMessages' },
        'ACCOUNT.CHANGED': { actions: 'noteAccount' },
        'ACCOUNT.FAILED': { actions: assign({ account: null }) },
      },
      states: {
        access: {
          initial: 'loadingAccount',
          states: {
            /** The database has not said yet whether this is a person, a carer or neither. */
            loadingAccount: {
              on: {
                'ACCOUNT.CHANGED': { target: 'checkingFirstAddress', actions: 'noteAccount' },
                'ACCOUNT.FAILED': {
                  target: 'checkingFirstAddress',
                  actions: assign({ account: null }),
                },
              },
              after: { accountWaitDelay: 'checkingFirstAddress' },
            },
            /** A person's first address (and the code this tab remembered) may carry the association's code. */
            checkingFirstAddress: {
              always: { guard: 'isNotPerson', target: 'ready' },
              // The address changed before the check answered: check the new one (and the remembered code).
              on: {
                'LOCATION.CHANGED': {
                  target: 'checkingFirstAddress',
                  reenter: true,
                  actions: 'notePathname',
                },
              },
              invoke: {
                id: 'checkAssociationCodes',
                src: 'checkAssociationCodes',
                input: ({ context }) => ({ pathname: context.pathname ?? '/', remembered: true }),
                onDone: {
                  target: 'ready',
                  actions: [
                    'acceptAssociationCode',
                    {
                      type: 'rememberAssociationCode',
                      params: ({ event }) => ({ associationCode: event.output }),
                    },
                  ],
                },
                onError: { target: 'ready' },
              },
            },
            ready: {
              on: {
                'LOCATION.CHANGED': [
                  {
                    guard: 'addressMayCarryAssociationCode',
                    target: 'checkingAddress',
                    actions: 'notePathname',
                  },
                  { actions: 'notePathname' },
                ],
              },
            },
            /** A later address may carry the code: the screens keep showing what they show until it is checked. */
            checkingAddress: {
              always: { guard: 'isNotPerson', target: 'ready' },
              on: {
                'LOCATION.CHANGED': [
                  {
                    guard: 'addressMayCarryAssociationCode',
                    target: 'checkingAddress',
                    reenter: true,
                    actions: 'notePathname',
                  },
                  { target: 'ready', actions: 'notePathname' },
                ],
              },
              invoke: {
                id: 'checkAssociationCodes',
                src: 'checkAssociationCodes',
                input: ({ context }) => ({ pathname: context.pathname ?? '/', remembered: false }),
                onDone: {
                  target: 'ready',
                  actions: [
                    'acceptAssociationCode',
                    {
                      type: 'rememberAssociationCode',
                      params: ({ event }) => ({ associationCode: event.output }),
                    },
                  ],
                },
                onError: { target: 'ready' },
              },
            },
          },
        },
        password: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                UPDATE_PASSWORD: {
                  target: 'updating',
                  actions: assign({ passwordUpdate: 'updating' as PasswordUpdateResult }),
                },
              },
            },
            updating: {
              invoke: {
                id: 'updatePassword',
                src: 'updatePassword',
                input: ({ event }) => {
                  assertEvent(event, 'UPDATE_PASSWORD');
                  return { password: event.password };
                },
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ passwordUpdate: 'updated' as PasswordUpdateResult }),
                    { type: 'logPasswordUpdate', params: { ok: true } },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ passwordUpdate: 'failed' as PasswordUpdateResult }),
                    {
                      type: 'logPasswordUpdate',
                      params: ({ event }) => ({ ok: false, error: event.error }),
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
    signingOut: {
      tags: ['signingOut'],
      // The service reports the sign-out before the call returns: wait for the call.
      on: {
        'AUTH.CHANGED': {
          guard: 'isAnotherUser',
          target: 'signedIn',
          actions: ['forgetSession', 'forgetAssociationCode', 'rememberReportedUser'],
        },
      },
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'leaveAfterSignOut' },
        onError: {
          target: 'signedIn',
          actions: assign({ error: ({ event }) => accountErrorMessage(event.error) }),
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/**
 * Who the session is and what it may open, as every part of the platform reads it: the root (which
 * application is active), the shell and the carers' area (which screen). Nothing else decides it.
 */
export interface SessionAccess {
  /** False while the identity service or, signed in, the account and the first address are not settled. */
  readonly known: boolean;
  /** Signed in (or signing out: the signed-in screens stay until the sign-out completes). */
  readonly signedIn: boolean;
  readonly user: AuthUser | null;
  /** The account's kind ('person' while the database has not answered: the rules stay the lock). */
  readonly account: AccountKind;
  /** The account's registered name, when known. */
  readonly accountName: string | null;
  /** The association's code as this session verified it from an address (persons only). */
  readonly associationCode: string | null;
  /** The carers' area is open: a carer always (their own people), a person through the association's code. */
  readonly adminAllowed: boolean;
}

const signedOutAccess: SessionAccess = {
  known: true,
  signedIn: false,
  user: null,
  account: 'none',
  accountName: null,
  associationCode: null,
  adminAllowed: false,
};

export function accessOf(snapshot: {
  readonly context: AuthContext;
  matches(value: unknown): boolean;
}): SessionAccess {
  if (snapshot.matches('checking')) return { ...signedOutAccess, known: false };
  if (snapshot.matches('signedOut')) return signedOutAccess;
  const { context } = snapshot;
  const kind = context.account?.kind ?? 'person';
  const settling =
    snapshot.matches({ signedIn: { access: 'loadingAccount' } }) ||
    snapshot.matches({ signedIn: { access: 'checkingFirstAddress' } });
  return {
    known: !settling,
    signedIn: true,
    user: context.user,
    account: kind,
    accountName: context.account?.name ?? null,
    associationCode: kind === 'person' ? context.associationCode : null,
    adminAllowed: kind === 'carer' || (kind === 'person' && context.adminUnlocked),
  };
}

/** What the route table needs from the session. */
export function routeContextOf(snapshot: {
  readonly context: AuthContext;
  matches(value: unknown): boolean;
}): RouteContext {
  return routeContextOfAccess(accessOf(snapshot));
}

export function routeContextOfAccess(access: SessionAccess): RouteContext {
  return {
    signedIn: access.signedIn,
    associationCode: access.associationCode,
    adminAllowed: access.adminAllowed,
    account: access.account,
  };
}

export function sameAccess(a: SessionAccess, b: SessionAccess): boolean {
  return (
    a.known === b.known &&
    a.signedIn === b.signedIn &&
    a.user === b.user &&
    a.account === b.account &&
    a.accountName === b.accountName &&
    a.associationCode === b.associationCode &&
    a.adminAllowed === b.adminAllowed
  );
}
