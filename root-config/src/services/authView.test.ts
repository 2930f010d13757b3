import { createActor, fromCallback, fromPromise } from 'xstate';
import { authMachine } from '@amparo/shared-machines';
import type { AuthEvent, AuthUser } from '@amparo/shared-machines';
import { readAuthView, sameAuthView } from './authView';
import type { AuthView } from './authView';

const maria: AuthUser = { uid: 'maria-uid', email: 'maria.silva@gmail.com', displayName: null };

/** A real auth actor whose identity service and secret read are settled by the test. */
function authActor() {
  let report: (user: AuthUser | null) => void = () => undefined;
  let settleSecret: { resolve: (secret: string | null) => void; reject: (error: Error) => void } | undefined;
  let settleSignOut: (() => void) | undefined;
  const actor = createActor(
    authMachine.provide({
      actors: {
        observeAuth: fromCallback<AuthEvent>(({ sendBack }) => {
          report = (user) => sendBack({ type: 'AUTH.CHANGED', user });
          return () => undefined;
        }),
        loadSecret: fromPromise<string | null, { readonly uid: string }>(() => new Promise((resolve, reject) => (settleSecret = { resolve, reject }))),
        signOut: fromPromise<void, void>(() => new Promise<void>((resolve) => (settleSignOut = resolve))),
      },
    }),
  ).start();
  return {
    actor,
    view: () => readAuthView(actor.getSnapshot()),
    report: (user: AuthUser | null) => report(user),
    settleSecret: async (secret: string | null) => {
      settleSecret?.resolve(secret);
      await Promise.resolve();
    },
    failSecret: async () => {
      settleSecret?.reject(new Error('permission_denied'));
      await Promise.resolve();
    },
    finishSignOut: async () => {
      settleSignOut?.();
      await Promise.resolve();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readAuthView', () => {
  it('is unknown until the identity service reports', () => {
    expect(authActor().view()).toEqual({ known: false, signedIn: false, secret: null, adminAllowed: false });
  });

  it('is known and signed out when no one is signed in', () => {
    const auth = authActor();
    auth.report(null);
    expect(auth.view()).toEqual({ known: true, signedIn: false, secret: null, adminAllowed: false });
  });

  it('stays unknown while a signed-in session reads the secret, then carries it', async () => {
    const auth = authActor();
    auth.report(maria);
    expect(auth.view()).toEqual({ known: false, signedIn: true, secret: null, adminAllowed: false });
    await auth.settleSecret('segredo');
    await flush();
    expect(auth.view()).toEqual({ known: true, signedIn: true, secret: 'segredo', adminAllowed: false });
  });

  it('is known without the secret when the secret cannot be read', async () => {
    const auth = authActor();
    auth.report(maria);
    await auth.failSecret();
    await flush();
    expect(auth.view()).toEqual({ known: true, signedIn: true, secret: null, adminAllowed: false });
  });

  it('keeps the signed-in applications while signing out', async () => {
    const auth = authActor();
    auth.report(maria);
    await auth.settleSecret('segredo');
    await flush();
    auth.actor.send({ type: 'SIGN_OUT' });
    expect(auth.view()).toEqual({ known: true, signedIn: true, secret: 'segredo', adminAllowed: false });
    auth.report(null);
    await auth.finishSignOut();
    await flush();
    expect(auth.view()).toEqual({ known: true, signedIn: false, secret: null, adminAllowed: false });
  });
});

describe('readAuthView and the carers area', () => {
  it('opens the carers area once an address of this session carried the secret', async () => {
    const auth = authActor();
    auth.report(maria);
    await auth.settleSecret('segredo');
    await flush();
    auth.actor.send({ type: 'LOCATION.CHANGED', pathname: '/chamadas' });
    expect(auth.view().adminAllowed).toBe(false);
    auth.actor.send({ type: 'LOCATION.CHANGED', pathname: '/chamadassegredo' });
    expect(auth.view().adminAllowed).toBe(true);
    auth.actor.send({ type: 'LOCATION.CHANGED', pathname: '/mostrarcontactos' });
    expect(auth.view().adminAllowed).toBe(true);
  });
});

describe('sameAuthView', () => {
  const view: AuthView = { known: true, signedIn: true, secret: 's', adminAllowed: false };
  it.each<[AuthView, AuthView, boolean]>([
    [view, { ...view }, true],
    [view, { ...view, secret: null }, false],
    [view, { ...view, known: false }, false],
    [view, { ...view, signedIn: false }, false],
    [view, { ...view, adminAllowed: true }, false],
  ])('%j vs %j → %s', (a, b, same) => {
    expect(sameAuthView(a, b)).toBe(same);
  });
});
