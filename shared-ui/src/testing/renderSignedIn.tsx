// Shared by the Chamadas and Saúde component tests: a screen rendered for a signed-in patient on the in-memory backend.
import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createActor } from 'xstate';
import { ServicesProvider } from '@amparo/shared-ui';
import {
  browserRouteAnswers,
  noPersonDay,
  defaultAssociationConfig,
  provideAuthEffects,
  provideConnectionEffects,
  type AppServices,
  type AssociationConfig,
  type PhotosPort,
} from '@amparo/shared-machines';
import {
  createInMemoryBackend,
  type InMemoryBackend,
  startWakeLockWithoutBrowserLock,
} from '@amparo/shared-machines/testing';

export const patient = {
  uid: 'paciente-1',
  email: 'maria.silva@gmail.com',
  password: 'segredo123',
} as const;

export interface RenderSignedInOptions {
  readonly data?: object;
  readonly association?: Partial<AssociationConfig>;
  /** Runs on the backend before the screen renders (e.g. `controls.failNext('subscribe', ...)`). */
  readonly beforeRender?: (backend: InMemoryBackend) => void;
  /** The family photos' storage (absent by default, as where none is configured). */
  readonly photos?: PhotosPort;
}

/**
 * Renders a screen as the platform would: the in-memory backend holding `data`, the real auth machine
 * over it with the patient signed in, and the services context root-config provides.
 */
export async function renderSignedIn(ui: ReactElement, options: RenderSignedInOptions = {}) {
  const backend: InMemoryBackend = {
    ...createInMemoryBackend({ users: [patient], data: options.data ?? {} }),
    ...(options.photos ? { photos: options.photos } : {}),
  };
  await backend.auth.signInWithEmail(patient.email, patient.password);
  options.beforeRender?.(backend);
  const auth = createActor(provideAuthEffects(backend)).start();
  const connection = createActor(provideConnectionEffects(backend.database)).start();
  connection.send({ type: 'WATCH' });
  // The session and the connection settle before the screen renders, as root-config's services
  // have by the time a section mounts (and no update then lands outside React's act()).
  await waitFor(() => {
    if (
      !auth.getSnapshot().matches('signedIn') ||
      connection.getSnapshot().matches({ watching: 'unknown' })
    )
      throw new Error('not settled');
  });
  const services: AppServices = {
    backend,
    connection,
    wakeLock: startWakeLockWithoutBrowserLock(),
    association: { ...defaultAssociationConfig, ...options.association },
    navigate: jest.fn(),
    auth,
    route: browserRouteAnswers(auth),
    // No person's day runs in these screens' tests (the shell's tests run one).
    day: noPersonDay,
  };
  const view = render(<ServicesProvider services={services}>{ui}</ServicesProvider>);
  // The backend answers the screen's first subscriptions asynchronously (as the SDK does): let those
  // answers land inside act(), so the first live render is one React knows about.
  // (Microtasks, not a timer: some tests run with jest's fake timers.)
  await act(async () => {
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  });
  return { ...view, backend, services, auth, connection };
}
