import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { defaultAssociationConfig, provideConnectionEffects, type AppServices } from '@amparo/shared-machines';
import { createInMemoryBackend, type InMemoryBackend } from '@amparo/shared-machines/testing';
import { ServicesProvider } from '@amparo/shared-ui';
import { AdminApp } from '../AdminApp';

export const carerEmail = 'jose.santos@sapo.pt';
export const uid = 'uid-jose';
export const userRoot = `Newdata_${uid}`;

/** Lets the in-memory backend's asynchronous callbacks and the machines' timers run (fake timers). */
export async function advance(ms = 0): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/**
 * The admin app at an address, signed in as the carer's account on an in-memory backend seeded with
 * `data` under `Newdata_{uid}`; navigation changes the address as single-spa does. Use with fake timers.
 */
export function createCarerBackend(data: object = {}): InMemoryBackend {
  return createInMemoryBackend({ users: [{ email: carerEmail, password: 'segredo123', uid }], data: { [userRoot]: data } });
}

export async function renderAdminApp(path: string, data: object = {}, backend?: InMemoryBackend) {
  const usedBackend = backend ?? createCarerBackend(data);
  await usedBackend.auth.signInWithEmail(carerEmail, 'segredo123');
  window.history.replaceState(null, '', path);
  const navigate = jest.fn((to: string) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const connection = createActor(provideConnectionEffects(usedBackend.database)).start();
  connection.send({ type: 'WATCH' });
  const services = { backend: usedBackend, connection, association: defaultAssociationConfig, navigate } as unknown as AppServices;
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(
    <ServicesProvider services={services}>
      <AdminApp services={services} />
    </ServicesProvider>,
  );
  await advance();
  return { ...view, backend: usedBackend, navigate, user };
}
