import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { assign, createActor, setup } from 'xstate';
import {
  createRouteAnswers,
  defaultAssociationConfig,
  type AppServices,
  type AssociationConfig,
  type SessionAccess,
} from '@amparo/shared-machines';
import { ServicesProvider } from '@amparo/shared-ui';

/** A stand-in for the session actor: the games read only the association's code from it. */
const sessionStandIn = setup({
  types: {
    context: {} as { associationCode: string | null },
    input: {} as { associationCode: string | null },
    events: {} as { type: 'ASSOCIATION_CODE'; associationCode: string },
  },
}).createMachine({
  context: ({ input }) => ({ associationCode: input.associationCode }),
  on: {
    ASSOCIATION_CODE: {
      actions: assign({ associationCode: ({ event }) => event.associationCode }),
    },
  },
});

/** Renders a games screen inside the services context root-config provides. */
export function renderWithServices(
  ui: ReactElement,
  options: { association?: Partial<AssociationConfig>; associationCode?: string | null } = {},
) {
  const auth = createActor(sessionStandIn, {
    input: { associationCode: options.associationCode ?? null },
  }).start();
  // A person signed in with the association's code, as the route answer reads the session.
  const access: SessionAccess = {
    known: true,
    signedIn: true,
    user: null,
    account: 'person',
    accountName: null,
    associationCode: options.associationCode ?? null,
    adminAllowed: false,
  };
  const route = createRouteAnswers({
    location: () => window.location,
    readAccess: () => access,
    watch: (onChange) => {
      window.addEventListener('popstate', onChange);
      return () => window.removeEventListener('popstate', onChange);
    },
  });
  const services = {
    association: { ...defaultAssociationConfig, ...options.association },
    navigate: jest.fn(),
    auth,
    route,
  } as unknown as AppServices;
  const view = render(<ServicesProvider services={services}>{ui}</ServicesProvider>);
  return { ...view, services };
}
