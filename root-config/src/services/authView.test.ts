import { createActor, fromCallback, fromPromise } from 'xstate';
import { authMachine } from '@amparo/shared-machines';
import type { AuthEvent, AuthUser } from '@amparo/shared-machines';
import { readAuthView, sameAuthView } from './authView';

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
    expect(authActor().view()).toEqual({ known: false, signedIn: false, secret: null });
  });

  it('is known and signed out when no one is signed in', () => {
    const auth = authActor();
    auth.report(null);
    expect(auth.view()).toEqual({ known: true, signedIn: false, secret: null });
  });

  it('stays unknown while a signed-in session reads the secret, then carries it', async () => {
    const auth = authActor();
    auth.report(maria);
    expect(auth.view()).toEqual({ known: false, signedIn: true, secret: null });
    await auth.settleSecret('segredo');
    await flush();
    expect(auth.view()).toEqual({ known: true, signedIn: true, secret: 'segredo' });
  });

  it('is known without the secret when the secret cannot be read', async () => {
    const auth = authActor();
    auth.report(maria);
    await auth.failSecret();
    await flush();
    expect(auth.view()).toEqual({ known: true, signedIn: true, secret: null });
  });

  it('keeps the signed-in applications while signing out', async () => {
    const auth = authActor();
    auth.report(maria);
    await auth.settleSecret('segredo');
    await flush();
    auth.actor.send({ type: 'SIGN_OUT' });
    expect(auth.view()).toEqual({ known: true, signedIn: true, secret: 'segredo' });
    auth.report(null);
    await auth.finishSignOut();
    await flush();
    expect(auth.view()).toEqual({ known: true, signedIn: false, secret: null });
  });
});

describe('sameAuthView', () => {
  it.each([
    [{ known: true, signedIn: true, secret: 's' }, { known: true, signedIn: true, secret: 's' }, true],
    [{ known: true, signedIn: true, secret: 's' }, { known: true, signedIn: true, secret: null }, false],
    [{ known: false, signedIn: false, secret: null }, { known: true, signedIn: false, secret: null }, false],
    [{ known: true, signedIn: false, secret: null }, { known: true, signedIn: true, secret: null }, false],
  ])('%j vs %j → %s', (a, b, same) => {
    expect(sameAuthView(a, b)).toBe(same);
  });
});
