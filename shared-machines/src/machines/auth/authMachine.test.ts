import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import type { Account } from '../../domain/account';
import { AuthPortError, DatabasePortError, type AuthUser } from '../../ports/backendPorts';
import { matchRoute } from '../../routes/routeTable';
import {
  accessOf,
  accountWaitDelayMs,
  authMachine,
  routeContextOf,
  type AuthContext,
  type AuthEvent,
} from './authMachine';
import {
  flushMicrotasks,
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';

const maria: AuthUser = { uid: 'u1', email: 'maria.silva@gmail.com', displayName: null };
const joao: AuthUser = { uid: 'u2', email: 'joao@sapo.pt', displayName: 'João' };
const popupClosed = new AuthPortError(
  'auth/popup-closed-by-user',
  'Firebase: Error (auth/popup-closed-by-user).',
);
const person: Account = { kind: 'person', name: 'Maria Silva' };
const carer: Account = { kind: 'carer', name: 'Ana Costa' };
const stranger: Account = { kind: 'none', name: null };

const modelEvents: AnyEventObject[] = [
  { type: 'AUTH.CHANGED', user: maria },
  { type: 'AUTH.CHANGED', user: joao },
  { type: 'AUTH.CHANGED', user: null },
  { type: 'ACCOUNT.CHANGED', account: person },
  { type: 'ACCOUNT.CHANGED', account: carer },
  { type: 'ACCOUNT.CHANGED', account: stranger },
  { type: 'ACCOUNT.FAILED', error: new DatabasePortError('permission_denied', 'denied') },
  { type: 'SIGN_IN_WITH_GOOGLE' },
  { type: 'RESET_PASSWORD', email: 'maria.silva@gmail.com' },
  { type: 'UPDATE_PASSWORD', password: 'novapass' },
  { type: 'SIGN_OUT' },
  { type: 'DISMISS' },
  { type: 'LOCATION.CHANGED', pathname: '/chamadassegredo' },
  { type: 'LOCATION.CHANGED', pathname: '/mostrarcontactos' },
  { type: 'xstate.done.actor.checkAssociationCodes', output: 'segredo' },
  { type: 'xstate.done.actor.checkAssociationCodes', output: null },
  {
    type: 'xstate.error.actor.checkAssociationCodes',
    error: new DatabasePortError('unavailable', 'offline'),
  },
  { type: 'xstate.after.accountWaitDelay.auth.signedIn.access.loadingAccount' },
  { type: 'xstate.done.actor.signInWithGoogle', output: joao },
  { type: 'xstate.error.actor.signInWithGoogle', error: popupClosed },
  { type: 'xstate.done.actor.sendPasswordReset' },
  {
    type: 'xstate.error.actor.sendPasswordReset',
    error: new AuthPortError('auth/user-not-found', 'Firebase: Error (auth/user-not-found).'),
  },
  { type: 'xstate.done.actor.updatePassword' },
  {
    type: 'xstate.error.actor.updatePassword',
    error: new AuthPortError(
      'auth/requires-recent-login',
      'Firebase: Error (auth/requires-recent-login).',
    ),
  },
  { type: 'xstate.done.actor.signOut' },
  {
    type: 'xstate.error.actor.signOut',
    error: new AuthPortError(
      'auth/network-request-failed',
      'Firebase: Error (auth/network-request-failed).',
    ),
  },
];

function startAuth() {
  const promises = settleablePromises([
    'checkAssociationCodes',
    'signInWithGoogle',
    'sendPasswordReset',
    'updatePassword',
    'signOut',
  ]);
  let sendAuth: ((event: AuthEvent) => void) | null = null;
  let sendAccount: ((event: AuthEvent) => void) | null = null;
  const observing = { auth: 0, account: 0, accountUid: '' };
  const leaveAfterSignOut = jest.fn();
  const logPasswordUpdate = jest.fn();
  const rememberAssociationCode = jest.fn();
  const forgetAssociationCode = jest.fn();
  const actor = createActor(
    authMachine.provide({
      actors: {
        ...promises.logic,
        observeAuth: fromCallback<AuthEvent>(({ sendBack }) => {
          sendAuth = sendBack;
          observing.auth += 1;
          return () => {
            observing.auth -= 1;
          };
        }),
        watchAccount: fromCallback<AuthEvent, { readonly uid: string }>(({ sendBack, input }) => {
          sendAccount = sendBack;
          observing.account += 1;
          observing.accountUid = input.uid;
          return () => {
            observing.account -= 1;
          };
        }),
      },
      actions: {
        leaveAfterSignOut,
        logPasswordUpdate: (_, params) => logPasswordUpdate(params),
        rememberAssociationCode: (_, params) => rememberAssociationCode(params.associationCode),
        forgetAssociationCode,
      },
    }),
  );
  actor.start();
  const driver = {
    promises,
    delays: { accountWaitDelay: accountWaitDelayMs },
    fromCallback: {
      types: ['AUTH.CHANGED', 'ACCOUNT.CHANGED', 'ACCOUNT.FAILED'],
      deliver: (event: AnyEventObject) => {
        const send = event.type === 'AUTH.CHANGED' ? sendAuth : sendAccount;
        if (!send) throw new Error(`nothing is running to send ${event.type}`);
        send(event as AuthEvent);
      },
    },
  };
  return {
    actor,
    promises,
    driver,
    observing,
    leaveAfterSignOut,
    logPasswordUpdate,
    rememberAssociationCode,
    forgetAssociationCode,
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('auth model: every transition, replayed on a real actor', () => {
  // A node of the model: the state and what decides access (messages and password results vary along the paths).
  const paths = transitionCoveringPaths(authMachine, {
    events: modelEvents,
    serialize: (snapshot) => {
      const context = snapshot.context as AuthContext;
      return [
        snapshot.value,
        context.user?.uid ?? null,
        context.account?.kind ?? null,
        context.associationCode,
        context.adminUnlocked,
        context.pathname,
      ];
    },
  });

  it('reaches every state the UI distinguishes', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.steps.at(-1)?.state.value)));
    for (const value of [
      'checking',
      { signedOut: 'idle' },
      { signedOut: 'signingInWithGoogle' },
      { signedOut: 'resettingPassword' },
      { signedIn: { access: 'loadingAccount', password: 'idle' } },
      { signedIn: { access: 'checkingFirstAddress', password: 'idle' } },
      { signedIn: { access: 'ready', password: 'updating' } },
      { signedIn: { access: 'checkingAddress', password: 'idle' } },
      'signingOut',
    ]) {
      expect(reached).toContain(JSON.stringify(value));
    }
    expect(paths.length).toBeGreaterThan(60);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const auth = startAuth();
    let leaves = 0;
    let logs = 0;
    let remembered = 0;
    for (const step of path.steps) {
      await replayStep(auth.actor, step.event, auth.driver);
      const snapshot = auth.actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      expect(snapshot.hasTag('signedIn')).toBe(snapshot.matches('signedIn'));
      // What the effects saw.
      if (step.event.type === 'xstate.done.actor.signOut') leaves += 1;
      if (step.event.type.endsWith('actor.updatePassword')) logs += 1;
      if (step.event.type === 'xstate.done.actor.checkAssociationCodes') remembered += 1;
      expect(auth.leaveAfterSignOut).toHaveBeenCalledTimes(leaves);
      expect(auth.logPasswordUpdate).toHaveBeenCalledTimes(logs);
      expect(auth.rememberAssociationCode).toHaveBeenCalledTimes(remembered);
      expect(auth.observing.auth).toBe(1);
      // The account is followed exactly while signed in, for the signed-in uid.
      expect(auth.observing.account).toBe(snapshot.matches('signedIn') ? 1 : 0);
      if (snapshot.matches('signedIn'))
        expect(auth.observing.accountUid).toBe(snapshot.context.user?.uid);
      // Codes are checked only in the two checking states, for the address the session is at.
      const checkingFirst = snapshot.matches({ signedIn: { access: 'checkingFirstAddress' } });
      const checkingLater = snapshot.matches({ signedIn: { access: 'checkingAddress' } });
      if (checkingFirst || checkingLater) {
        expect(auth.promises.isRunning('checkAssociationCodes')).toBe(true);
        expect(auth.promises.inputs.checkAssociationCodes?.at(-1)).toEqual({
          pathname: snapshot.context.pathname ?? '/',
          remembered: checkingFirst,
        });
        // Only a person's session reads association codes from its addresses.
        expect(snapshot.context.account?.kind ?? 'person').toBe('person');
      }
      if (snapshot.matches('checking')) expect(snapshot.context.user).toBeNull();
      if (snapshot.matches('signedOut')) {
        expect(snapshot.context).toMatchObject({
          user: null,
          account: null,
          associationCode: null,
          adminUnlocked: false,
        });
        expect(auth.forgetAssociationCode).toHaveBeenCalled();
      }
      // What the rest of the platform reads.
      const access = accessOf(snapshot);
      expect(access.known).toBe(
        !(
          snapshot.matches('checking') ||
          (snapshot.matches('signedIn') &&
            !snapshot.matches({ signedIn: { access: 'ready' } }) &&
            !checkingLater)
        ),
      );
      expect(access.signedIn).toBe(snapshot.matches('signedIn') || snapshot.matches('signingOut'));
      const kind = snapshot.context.account?.kind ?? 'person';
      if (access.signedIn) {
        expect(access.account).toBe(kind);
        expect(access.adminAllowed).toBe(
          kind === 'carer' || (kind === 'person' && snapshot.context.adminUnlocked),
        );
      } else {
        expect(access.adminAllowed).toBe(false);
      }
      expect(routeContextOf(snapshot)).toEqual({
        signedIn: access.signedIn,
        associationCode: access.associationCode,
        adminAllowed: access.adminAllowed,
        account: access.account,
      });
      // A stranger's account opens nothing but the 'no access' screen, wherever it is.
      if (access.signedIn && kind === 'none') {
        expect(matchRoute(snapshot.context.pathname ?? '/', routeContextOf(snapshot)).screen).toBe(
          'noAccess',
        );
      }
      if (snapshot.matches('signedIn')) expect(snapshot.context.user).not.toBeNull();
    }
    auth.actor.stop();
    expect(auth.observing.auth).toBe(0);
    expect(auth.observing.account).toBe(0);
  });
});

describe('auth: scenarios', () => {
  async function signIn(
    auth: ReturnType<typeof startAuth>,
    account: Account,
    user: AuthUser = maria,
  ) {
    await replayStep(auth.actor, { type: 'AUTH.CHANGED', user }, auth.driver);
    await replayStep(auth.actor, { type: 'ACCOUNT.CHANGED', account }, auth.driver);
  }

  it.each<[string, readonly string[], string | null, boolean]>([
    ["signed out at the code's address, then signed in", ['/segredo'], 'segredo', true],
    [
      'signed in at home, then a {code} form with the association code',
      ['/', '/chamadassegredo'],
      'segredo',
      true,
    ],
    ['an admin address typed without the code', ['/mostrarcontactos'], null, false],
    ['a wrong association code at the end', ['/chamadasoutro'], null, false],
  ])("a person's carers' area: %s", async (_label, addresses, verified, unlocked) => {
    const auth = startAuth();
    auth.actor.send({ type: 'LOCATION.CHANGED', pathname: addresses[0] as string });
    await signIn(auth, person);
    await replayStep(
      auth.actor,
      {
        type: 'xstate.done.actor.checkAssociationCodes',
        output: addresses.length === 1 ? verified : null,
      },
      auth.driver,
    );
    for (const pathname of addresses.slice(1)) {
      auth.actor.send({ type: 'LOCATION.CHANGED', pathname });
      if (auth.promises.isRunning('checkAssociationCodes')) {
        await replayStep(
          auth.actor,
          { type: 'xstate.done.actor.checkAssociationCodes', output: verified },
          auth.driver,
        );
      }
    }
    expect(routeContextOf(auth.actor.getSnapshot()).adminAllowed).toBe(unlocked);
    expect(auth.actor.getSnapshot().context.associationCode).toBe(unlocked ? 'segredo' : null);
    auth.actor.send({ type: 'SIGN_OUT' });
    await replayStep(auth.actor, { type: 'xstate.done.actor.signOut' }, auth.driver);
    expect(auth.actor.getSnapshot().context.adminUnlocked).toBe(false);
    expect(auth.forgetAssociationCode).toHaveBeenCalled();
  });

  it('an address that already carries the known code, or names a screen, is not checked again', async () => {
    const auth = startAuth();
    auth.actor.send({ type: 'LOCATION.CHANGED', pathname: '/segredo' });
    await signIn(auth, person);
    await replayStep(
      auth.actor,
      { type: 'xstate.done.actor.checkAssociationCodes', output: 'segredo' },
      auth.driver,
    );
    for (const pathname of [
      '/chamadassegredo',
      '/jogossegredo',
      '/mostrarcontactos',
      '/calendario',
    ]) {
      auth.actor.send({ type: 'LOCATION.CHANGED', pathname });
      expect(auth.promises.isRunning('checkAssociationCodes')).toBe(false);
    }
    expect(auth.promises.inputs.checkAssociationCodes).toHaveLength(1);
  });

  it("a carer's session never checks codes: the console is theirs without one", async () => {
    const auth = startAuth();
    auth.actor.send({ type: 'LOCATION.CHANGED', pathname: '/segredo' });
    await signIn(auth, carer);
    expect(auth.promises.isRunning('checkAssociationCodes')).toBe(false);
    auth.actor.send({ type: 'LOCATION.CHANGED', pathname: '/chamadassegredo' });
    expect(auth.promises.isRunning('checkAssociationCodes')).toBe(false);
    const access = accessOf(auth.actor.getSnapshot());
    expect(access).toMatchObject({
      known: true,
      account: 'carer',
      accountName: 'Ana Costa',
      adminAllowed: true,
      associationCode: null,
    });
    expect(matchRoute('/', routeContextOf(auth.actor.getSnapshot())).screen).toBe('carerConsole');
  });

  it('stays unknown (no flash of a screen) until the account answers, or the wait runs out', async () => {
    const auth = startAuth();
    expect(accessOf(auth.actor.getSnapshot()).known).toBe(false);
    await replayStep(auth.actor, { type: 'AUTH.CHANGED', user: maria }, auth.driver);
    expect(accessOf(auth.actor.getSnapshot()).known).toBe(false);
    await jest.advanceTimersByTimeAsync(accountWaitDelayMs - 1);
    expect(auth.actor.getSnapshot().matches({ signedIn: { access: 'loadingAccount' } })).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    // Offline start: the person's screens, while the account keeps being followed.
    expect(auth.actor.getSnapshot().matches({ signedIn: { access: 'checkingFirstAddress' } })).toBe(
      true,
    );
    await replayStep(
      auth.actor,
      { type: 'xstate.done.actor.checkAssociationCodes', output: null },
      auth.driver,
    );
    expect(accessOf(auth.actor.getSnapshot())).toMatchObject({
      known: true,
      account: 'person',
      adminAllowed: false,
    });
    // The association makes this account a carer: it takes effect at once.
    await replayStep(auth.actor, { type: 'ACCOUNT.CHANGED', account: carer }, auth.driver);
    expect(accessOf(auth.actor.getSnapshot())).toMatchObject({
      known: true,
      account: 'carer',
      adminAllowed: true,
    });
  });

  it('a registration that has just made the account a member is seen live', async () => {
    const auth = startAuth();
    await signIn(auth, stranger);
    expect(matchRoute('/', routeContextOf(auth.actor.getSnapshot())).screen).toBe('noAccess');
    await replayStep(auth.actor, { type: 'ACCOUNT.CHANGED', account: person }, auth.driver);
    expect(matchRoute('/', routeContextOf(auth.actor.getSnapshot())).screen).toBe('home');
  });

  it('signing out waits for the call even when the service reports the sign-out first, then leaves once', async () => {
    const auth = startAuth();
    await signIn(auth, person);
    await flushMicrotasks();
    auth.actor.send({ type: 'SIGN_OUT' });
    await replayStep(auth.actor, { type: 'AUTH.CHANGED', user: null }, auth.driver);
    expect(auth.actor.getSnapshot().value).toBe('signingOut');
    await replayStep(auth.actor, { type: 'xstate.done.actor.signOut' }, auth.driver);
    expect(auth.actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(auth.leaveAfterSignOut).toHaveBeenCalledTimes(1);
  });

  it('a session that ends elsewhere goes to signedOut without leaving the site', async () => {
    const auth = startAuth();
    await replayStep(auth.actor, { type: 'AUTH.CHANGED', user: maria }, auth.driver);
    await replayStep(auth.actor, { type: 'AUTH.CHANGED', user: null }, auth.driver);
    expect(auth.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(auth.leaveAfterSignOut).not.toHaveBeenCalled();
  });

  it('password reset shows the spec notice, and its failure the provider message', async () => {
    const auth = startAuth();
    await replayStep(auth.actor, { type: 'AUTH.CHANGED', user: null }, auth.driver);
    auth.actor.send({ type: 'RESET_PASSWORD', email: 'maria.silva@gmail.com' });
    expect(auth.promises.inputs.sendPasswordReset).toEqual([{ email: 'maria.silva@gmail.com' }]);
    await replayStep(auth.actor, { type: 'xstate.done.actor.sendPasswordReset' }, auth.driver);
    expect(auth.actor.getSnapshot().context.notice).toBe(
      'Enviámos um link para escolher uma nova palavra-passe.',
    );
    auth.actor.send({ type: 'RESET_PASSWORD', email: 'x@y.pt' });
    expect(auth.actor.getSnapshot().context.notice).toBeNull();
    await replayStep(
      auth.actor,
      {
        type: 'xstate.error.actor.sendPasswordReset',
        error: new AuthPortError('auth/user-not-found', 'Firebase: Error (auth/user-not-found).'),
      },
      auth.driver,
    );
    expect(auth.actor.getSnapshot().context.error).toBe('Firebase: Error (auth/user-not-found).');
  });
});

describe('authMachine: the tags the screens read, in exactly the states meant', () => {
  it.each(
    tagRows(authMachine, {
      checking: ['checking'],
      signedIn: ['signedIn'],
      signingOut: ['signingOut'],
      sendingPasswordReset: [{ signedOut: 'resettingPassword' }],
    }),
  )('%s', (_state, tags, intended) => expect(tags).toEqual(intended));
});
