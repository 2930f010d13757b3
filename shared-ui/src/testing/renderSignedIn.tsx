// Shared by the Chamadas and Saúde component tests: a screen rendered for a signed-in patient on the in-memory backend.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createActor } from 'xstate';
import { ServicesProvider } from '@amparo/shared-ui';
import {
  defaultAssociationConfig,
  provideAuthEffects,
  provideConnectionEffects,
  type AppServices,
  type AssociationConfig,
} from '@amparo/shared-machines';
import { createInMemoryBackend, type InMemoryBackend } from '@amparo/shared-machines/testing';

export const patient = { uid: 'paciente-1', email: 'maria.silva@gmail.com', password: 'segredo123' } as const;

export interface RenderSignedInOptions {
  readonly data?: object;
  readonly association?: Partial<AssociationConfig>;
  /** Runs on the backend before the screen renders (e.g. `controls.failNext('subscribe', ...)`). */
  readonly beforeRender?: (backend: InMemoryBackend) => void;
}

/**
 * Renders a screen as the platform would: the in-memory backend holding `data`, the real auth machine
 * over it with the patient signed in, and the services context root-config provides.
 */
export async function renderSignedIn(ui: ReactElement, options: RenderSignedInOptions = {}) {
  const backend = createInMemoryBackend({ users: [patient], data: options.data ?? {} });
  await backend.auth.signInWithEmail(patient.email, patient.password);
  options.beforeRender?.(backend);
  const auth = createActor(provideAuthEffects(backend)).start();
  const connection = createActor(provideConnectionEffects(backend.database)).start();
  connection.send({ type: 'WATCH' });
  const services: AppServices = {
    backend,
    connection,
    association: { ...defaultAssociationConfig, ...options.association },
    navigate: jest.fn(),
    auth,
  };
  const view = render(<ServicesProvider services={services}>{ui}</ServicesProvider>);
  return { ...view, backend, services, auth, connection };
}
