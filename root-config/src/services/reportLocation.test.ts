import { createActor, fromCallback, fromPromise } from 'xstate';
import { authMachine, type AuthEvent } from '@amparo/shared-machines';
import { reportLocation } from './reportLocation';

function startAuth() {
  return createActor(
    authMachine.provide({
      actors: {
        observeAuth: fromCallback<AuthEvent>(() => () => undefined),
        checkAssociationCodes: fromPromise<
          string | null,
          { pathname: string; remembered: boolean }
        >(async () => null),
      },
    }),
  ).start();
}

describe('reportLocation', () => {
  it('reports the address at once, on every routing event and on back/forward, until stopped', () => {
    const auth = startAuth();
    let path = '/segredo';
    const stop = reportLocation(auth, () => path);
    expect(auth.getSnapshot().context.pathname).toBe('/segredo');
    path = '/chamadas';
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    expect(auth.getSnapshot().context.pathname).toBe('/chamadas');
    path = '/jogos';
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(auth.getSnapshot().context.pathname).toBe('/jogos');
    stop();
    path = '/videos';
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(auth.getSnapshot().context.pathname).toBe('/jogos');
    auth.stop();
  });
});
