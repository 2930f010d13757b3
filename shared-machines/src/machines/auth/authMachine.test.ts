import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import { AuthPortError, DatabasePortError, type AuthUser } from '../../ports/backendPorts';
import { authMachine, routeContextOf, secretRetryDelayMs, type AuthContext, type AuthEvent } from './authMachine';
import { flushMicrotasks, replayStep, settleablePromises, transitionCoveringPaths } from './modelReplay.testkit';

const maria: AuthUser = { uid: 'u1', email: 'maria.silva@gmail.com', displayName: null };
const joao: AuthUser = { uid: 'u2', email: 'joao@sapo.pt', displayName: 'João' };
const popupClosed = new AuthPortError('auth/popup-closed-by-user', 'Firebase: Error (auth/popup-closed-by-user).');

const modelEvents: AnyEventObject[] = [
  { type: 'AUTH.CHANGED', user: maria },
  { type: 'AUTH.CHANGED', user: joao },
  { type: 'AUTH.CHANGED', user: null },
  { type: 'SIGN_IN_WITH_GOOGLE' },
  { type: 'RESET_PASSWORD', email: 'maria.silva@gmail.com' },
  { type: 'UPDATE_PASSWORD', password: 'novapass' },
  { type: 'SIGN_OUT' },
  { type: 'DISMISS' },
  { type: 'xstate.done.actor.signInWithGoogle', output: joao },
  { type: 'xstate.error.actor.signInWithGoogle', error: popupClosed },
  { type: 'xstate.done.actor.sendPasswordReset' },
  { type: 'xstate.error.actor.sendPasswordReset', error: new AuthPortError('auth/user-not-found', 'Firebase: Error (auth/user-not-found).') },
  { type: 'xstate.done.actor.loadSecret', output: 'segredo' },
  { type: 'xstate.error.actor.loadSecret', error: new DatabasePortError('unavailable', 'offline') },
  { type: 'xstate.done.actor.updatePassword' },
  { type: 'xstate.error.actor.updatePassword', error: new AuthPortError('auth/requires-recent-login', 'Firebase: Error (auth/requires-recent-login).') },
  { type: 'xstate.done.actor.signOut' },
  { type: 'xstate.error.actor.signOut', error: new AuthPortError('auth/network-request-failed', 'Firebase: Error (auth/network-request-failed).') },
  { type: 'xstate.after.secretRetryDelay.auth.signedIn.secret.unavailable' },
  { type: 'LOCATION.CHANGED', pathname: '/chamadassegredo' },
  { type: 'LOCATION.CHANGED', pathname: '/mostrarcontactos' },
  { type: 'ADMIN.RESTORE' },
];

function startAuth() {
  const promises = settleablePromises(['loadSecret', 'signInWithGoogle', 'sendPasswordReset', 'updatePassword', 'signOut']);
  let sendBack: ((event: AuthEvent) => void) | null = null;
  const observing = { count: 0 };
  const leaveAfterSignOut = jest.fn();
  const logPasswordUpdate = jest.fn();
  const actor = createActor(
    authMachine.provide({
      actors: {
        ...promises.logic,
        observeAuth: fromCallback<AuthEvent>(({ sendBack: send }) => {
          sendBack = send;
          observing.count += 1;
          return () => {
            observing.count -= 1;
          };
        }),
      },
      actions: {
        leaveAfterSignOut,
        logPasswordUpdate: (_, params) => logPasswordUpdate(params),
      },
    }),
  );
  actor.start();
  const driver = {
    promises,
    delays: { secretRetryDelay: secretRetryDelayMs },
    fromCallback: {
      types: ['AUTH.CHANGED'],
      deliver: (event: AnyEventObject) => {
        if (!sendBack) throw new Error('observeAuth is not running');
        sendBack(event as AuthEvent);
      },
    },
  };
  return { actor, promises, driver, observing, leaveAfterSignOut, logPasswordUpdate };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('auth model: every transition, replayed on a real actor', () => {
  // A node of the model: the state and what the session holds (messages and password results vary along the paths).
  const paths = transitionCoveringPaths(authMachine, {
    events: modelEvents,
    serialize: (snapshot) => {
      const context = snapshot.context as AuthContext;
      return [snapshot.value, context.user?.uid ?? null, context.secret, context.adminUnlocked];
    },
  });

  it('reaches every state the UI distinguishes', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.steps.at(-1)?.state.value)));
    for (const value of [
      'checking',
      { signedOut: 'idle' },
      { signedOut: 'signingInWithGoogle' },
      { signedOut: 'resettingPassword' },
      { signedIn: { secret: 'loading', password: 'idle' } },
      { signedIn: { secret: 'ready', password: 'updating' } },
      { signedIn: { secret: 'unavailable', password: 'idle' } },
      'signingOut',
    ]) {
      expect(reached).toContain(JSON.stringify(value));
    }
    expect(paths.length).toBeGreaterThan(40);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const auth = startAuth();
    let leaves = 0;
    let logs = 0;
    for (const step of path.steps) {
      await replayStep(auth.actor, step.event, auth.driver);
      const snapshot = auth.actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      // What the effects saw.
      if (step.event.type === 'xstate.done.actor.signOut') leaves += 1;
      if (step.event.type.endsWith('actor.updatePassword')) logs += 1;
      expect(auth.leaveAfterSignOut).toHaveBeenCalledTimes(leaves);
      expect(auth.logPasswordUpdate).toHaveBeenCalledTimes(logs);
      expect(auth.observing.count).toBe(1);
      if (snapshot.matches({ signedIn: { secret: 'loading' } })) {
        expect(auth.promises.isRunning('loadSecret')).toBe(true);
        expect(auth.promises.inputs.loadSecret?.at(-1)).toEqual({ uid: snapshot.context.user?.uid });
      }
      if (snapshot.matches('checking')) expect(snapshot.context.user).toBeNull();
      if (snapshot.matches('signedOut')) expect(snapshot.context).toMatchObject({ user: null, secret: null, adminUnlocked: false });
      // The carers' area opens only through the secret address (or a restore), and is locked when signed out.
      if (step.event.type === 'LOCATION.CHANGED' && step.event.pathname === '/mostrarcontactos') {
        expect(snapshot.context.adminUnlocked).toBe(path.steps.slice(0, path.steps.indexOf(step)).at(-1)?.state.context.adminUnlocked ?? false);
      }
      expect(routeContextOf(snapshot)).toEqual({ signedIn: snapshot.matches('signedIn'), secret: snapshot.context.secret, adminAllowed: snapshot.context.adminUnlocked });
      if (snapshot.matches('signedIn')) expect(snapshot.context.user).not.toBeNull();
    }
    auth.actor.stop();
    expect(auth.observing.count).toBe(0);
  });
});

describe('auth: scenarios', () => {
  it.each<[string, readonly string[], boolean]>([
    ['signed out at the secret address, then signed in', ['/segredo'], true],
    ['signed in at home, then a secret suffix form', ['/', '/chamadassegredo'], true],
    ['an admin address typed without the secret', ['/mostrarcontactos'], false],
    ['a wrong suffix', ['/chamadasoutro'], false],
    ['the secret in a path that is not a suffix form', ['/chamadas/segredo'], false],
  ])('carers\' area: %s -> %s', async (_label, addresses, unlocked) => {
    const auth = startAuth();
    auth.actor.send({ type: 'LOCATION.CHANGED', pathname: addresses[0] as string });
    await replayStep(auth.actor, { type: 'AUTH.CHANGED', user: maria }, auth.driver);
    await replayStep(auth.actor, { type: 'xstate.done.actor.loadSecret', output: 'segredo' }, auth.driver);
    for (const pathname of addresses.slice(1)) auth.actor.send({ type: 'LOCATION.CHANGED', pathname });
    expect(routeContextOf(auth.actor.getSnapshot()).adminAllowed).toBe(unlocked);
    auth.actor.send({ type: 'SIGN_OUT' });
    await replayStep(auth.actor, { type: 'xstate.done.actor.signOut' }, auth.driver);
    expect(auth.actor.getSnapshot().context.adminUnlocked).toBe(false);
  });

  it('stays checking (no login flash) until the identity service reports, then loads the secret', async () => {
    const auth = startAuth();
    expect(auth.actor.getSnapshot().value).toBe('checking');
    await replayStep(auth.actor, { type: 'AUTH.CHANGED', user: maria }, auth.driver);
    expect(auth.actor.getSnapshot().matches({ signedIn: { secret: 'loading' } })).toBe(true);
    await replayStep(auth.actor, { type: 'xstate.done.actor.loadSecret', output: 'segredo' }, auth.driver);
    expect(auth.actor.getSnapshot().context).toMatchObject({ user: maria, secret: 'segredo' });
  });

  it('retries the secret after the retry delay, not before', async () => {
    const auth = startAuth();
    await replayStep(auth.actor, { type: 'AUTH.CHANGED', user: maria }, auth.driver);
    auth.promises.reject('loadSecret', new DatabasePortError('unavailable', 'x'));
    await flushMicrotasks();
    await jest.advanceTimersByTimeAsync(secretRetryDelayMs - 1);
    expect(auth.promises.isRunning('loadSecret')).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(auth.promises.isRunning('loadSecret')).toBe(true);
  });

  it('signing out waits for the call even when the service reports the sign-out first, then leaves once', async () => {
    const auth = startAuth();
    await replayStep(auth.actor, { type: 'AUTH.CHANGED', user: maria }, auth.driver);
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
    expect(auth.actor.getSnapshot().context.notice).toBe('Password reset link sent!');
    auth.actor.send({ type: 'RESET_PASSWORD', email: 'x@y.pt' });
    expect(auth.actor.getSnapshot().context.notice).toBeNull();
    await replayStep(auth.actor, { type: 'xstate.error.actor.sendPasswordReset', error: new AuthPortError('auth/user-not-found', 'Firebase: Error (auth/user-not-found).') }, auth.driver);
    expect(auth.actor.getSnapshot().context.error).toBe('Firebase: Error (auth/user-not-found).');
  });
});
