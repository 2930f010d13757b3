import { createActor, fromCallback, fromPromise } from 'xstate';
import { authMachine } from '@amparo/shared-machines';
import type { AuthEvent, AuthUser } from '@amparo/shared-machines';
import { adminSessionKey, keepAdminSession, visitedPathsKey } from './adminSession';

const maria: AuthUser = { uid: 'maria-uid', email: 'maria.silva@gmail.com', displayName: null };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function signedInActor() {
  let report: (user: AuthUser | null) => void = () => undefined;
  const actor = createActor(
    authMachine.provide({
      actors: {
        observeAuth: fromCallback<AuthEvent>(({ sendBack }) => {
          report = (user) => sendBack({ type: 'AUTH.CHANGED', user });
          return () => undefined;
        }),
        loadSecret: fromPromise<string | null, { readonly uid: string }>(async () => 'segredo'),
        signOut: fromPromise<void, void>(async () => undefined),
      },
    }),
  ).start();
  return { actor, report: (user: AuthUser | null) => report(user) };
}

describe('keepAdminSession', () => {
  let path = '/';
  beforeEach(() => {
    window.sessionStorage.clear();
    path = '/';
  });

  it('reports the address, remembers the unlock for this tab, and forgets it on sign-out', async () => {
    const { actor, report } = signedInActor();
    path = '/segredo';
    const stop = keepAdminSession(actor, window.sessionStorage, () => path);
    report(maria);
    await flush();
    actor.send({ type: 'LOCATION.CHANGED', pathname: path });
    expect(actor.getSnapshot().context.adminUnlocked).toBe(true);
    expect(window.sessionStorage.getItem(adminSessionKey)).toBe('1');

    path = '/mostrarcontactos';
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    expect(actor.getSnapshot().context.pathname).toBe('/mostrarcontactos');

    actor.send({ type: 'SIGN_OUT' });
    report(null);
    await flush();
    expect(window.sessionStorage.getItem(adminSessionKey)).toBeNull();
    expect(window.sessionStorage.getItem(visitedPathsKey)).toBeNull();
    stop();
  });

  it('counts an address with the secret opened before the secret could be read, even after a reload', async () => {
    // First page: /segredo, left before the secret was read.
    const first = signedInActor();
    keepAdminSession(first.actor, window.sessionStorage, () => '/segredo')();
    expect(window.sessionStorage.getItem(adminSessionKey)).toBeNull();
    // Second page, same tab: the carers' area.
    const second = signedInActor();
    keepAdminSession(second.actor, window.sessionStorage, () => '/mostrarcontactos');
    second.report(maria);
    await flush();
    expect(second.actor.getSnapshot().context.adminUnlocked).toBe(true);
  });

  it('restores the unlock after a reload in the same tab', async () => {
    window.sessionStorage.setItem(adminSessionKey, '1');
    const { actor, report } = signedInActor();
    keepAdminSession(actor, window.sessionStorage, () => '/mostrarcontactos')();
    report(maria);
    await flush();
    expect(actor.getSnapshot().context.adminUnlocked).toBe(true);
  });

  it('does not open the carers area for an address without the secret', async () => {
    const { actor, report } = signedInActor();
    keepAdminSession(actor, window.sessionStorage, () => '/mostrarcontactos')();
    report(maria);
    await flush();
    expect(actor.getSnapshot().context.adminUnlocked).toBe(false);
    expect(window.sessionStorage.getItem(adminSessionKey)).toBeNull();
  });
});
