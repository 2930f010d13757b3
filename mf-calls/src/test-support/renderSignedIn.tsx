import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { ServicesProvider } from '@amparo/shared-ui';
import { authMachine, type AuthEvent } from '../../../shared-machines/src/machines/auth/authMachine';
import {
  createInMemoryBackend,
  defaultAssociationConfig,
  type AppServices,
  type AssociationConfig,
  type InMemoryBackend,
} from '@amparo/shared-machines';

export const patient = { uid: 'paciente-1', email: 'maria.silva@gmail.com', password: 'segredo123' } as const;

/**
 * Renders a screen as the platform would: the in-memory backend with `data`, a real auth actor over it
 * with the patient signed in, and the services context root-config provides.
 */
export async function renderSignedIn(ui: ReactElement, options: {
    data?: object;
    association?: Partial<AssociationConfig>;
    /** Runs on the backend before the screen renders (e.g. `controls.failNext('subscribe', ...)`). */
    beforeRender?: (backend: InMemoryBackend) => void;
  } = {},) {
  const backend = createInMemoryBackend({ users: [patient], data: options.data ?? {} });
  await backend.auth.signInWithEmail(patient.email, patient.password);
  options.beforeRender?.(backend);
  const auth = createActor(
    authMachine.provide({
      actors: {
        observeAuth: fromCallback<AuthEvent>(({ sendBack }) =>
          backend.auth.onAuthStateChanged((user) => sendBack({ type: 'AUTH.CHANGED', user })),
        ),
        loadSecret: fromPromise<string | null, { readonly uid: string }>(async () => null),
      },
    }),
  ).start();
  const services: AppServices = {
    backend,
    association: { ...defaultAssociationConfig, ...options.association },
    navigate: jest.fn(),
    auth,
  } as AppServices;
  const view = render(<ServicesProvider services={services}>{ui}</ServicesProvider>);
  return { ...view, backend, services, auth };
}
