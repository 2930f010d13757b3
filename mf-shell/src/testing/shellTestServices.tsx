import type { ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import {
  browserRouteAnswers,
  accessOf,
  defaultAssociationConfig,
  dialogsMachine,
  followPersonDay,
  provideAuthEffects,
  sessionOf,
  provideConnectionEffects,
  type AppServices,
  type AssociationConfig,
  type AuthActorRef,
} from '@amparo/shared-machines';
import {
  createInMemoryBackend,
  type InMemoryBackend,
  type InMemoryBackendSeed,
  startWakeLockWithoutBrowserLock,
} from '@amparo/shared-machines/testing';
import { startPersonDay } from '@amparo/shared-machines/patient';
import { ServicesProvider } from '@amparo/shared-ui';
import {
  ShellDialogsProvider,
  type ShellDialogsActor,
} from '../chrome/dialogs/ShellDialogsContext';

/** The association's code (`ProBrancaSec`) of the test data. */
export const testAssociationCode = 'segredo';

export const maria = {
  email: 'maria.silva@gmail.com',
  password: 'amparo2024',
  name: 'Maria Silva',
  uid: 'uid-maria',
} as const;

/** Maria is a member of the association (she registered with its code). */
export const defaultSeed: InMemoryBackendSeed = {
  users: [maria],
  data: {
    ProBrancaSec: testAssociationCode,
    registrationCodes: { [testAssociationCode]: true },
    members: { [maria.uid]: { name: maria.name, code: testAssociationCode, since: 1 } },
  },
};

/** The persons' days the test services started: stopped after each test, as leaving the page does. */
const runningDays: { dispose(): void }[] = [];
afterEach(() => {
  for (const day of runningDays.splice(0)) day.dispose();
});

/** The auth actor of the latest test services: told every address, as root-config tells the real one. */
let reportTo: AuthActorRef | null = null;
window.addEventListener('popstate', () =>
  reportTo?.send({ type: 'LOCATION.CHANGED', pathname: window.location.pathname }),
);

export interface ShellTestServices {
  readonly backend: InMemoryBackend;
  readonly auth: AuthActorRef;
  readonly services: AppServices;
  readonly dialogs: ShellDialogsActor;
  /** What happened, in order: 'signOut' when the backend confirmed it, 'leave <url>' when the page left. */
  readonly events: string[];
  readonly navigate: jest.Mock<void, [string]>;
}

/** Moves the jsdom address (as single-spa's navigateToUrl would, with its routing event). */
export function goTo(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * The services root-config would create, over the in-memory backend: a running auth actor with the
 * real effects, the person's day, the default association, navigation that moves the jsdom address.
 */
export async function startShellServices(
  options: {
    readonly signedIn?: boolean;
    readonly path?: string;
    readonly seed?: InMemoryBackendSeed;
    readonly association?: Partial<AssociationConfig>;
  } = {},
): Promise<ShellTestServices> {
  window.history.replaceState(null, '', options.path ?? '/');
  const backend = createInMemoryBackend(options.seed ?? defaultSeed);
  const events: string[] = [];
  const signOut = backend.auth.signOut.bind(backend.auth);
  backend.auth.signOut = async () => {
    await signOut();
    events.push('signOut');
  };
  if (options.signedIn) await backend.auth.signInWithEmail(maria.email, maria.password);
  const association: AssociationConfig = { ...defaultAssociationConfig, ...options.association };
  const auth = createActor(
    provideAuthEffects(backend, { leaveAfterSignOut: () => events.push('leave') }),
  ).start();
  reportTo = auth;
  auth.send({ type: 'LOCATION.CHANGED', pathname: window.location.pathname });
  await waitFor(() => {
    const snapshot = auth.getSnapshot();
    if (!accessOf(snapshot).known) throw new Error('auth state still unknown');
    if (options.signedIn && snapshot.context.account === null)
      throw new Error('account not known yet');
  });
  const navigate = jest.fn<void, [string]>(goTo);
  // The person's day as the root runs it (services.day), without the root's lazy load.
  const day = followPersonDay(sessionOf(auth), async (personUid) =>
    startPersonDay(backend.database, personUid),
  );
  runningDays.push(day);
  const connection = createActor(provideConnectionEffects(backend.database)).start();
  if (options.signedIn) connection.send({ type: 'WATCH' });
  const wakeLock = startWakeLockWithoutBrowserLock();
  const services: AppServices = {
    backend,
    auth,
    connection,
    wakeLock,
    association,
    navigate,
    route: browserRouteAnswers(auth),
    day,
  };
  const dialogs = createActor(dialogsMachine).start();
  return { backend, auth, services, dialogs, events, navigate };
}

export function renderWithShellServices(ui: ReactElement, test: ShellTestServices) {
  return render(
    <ServicesProvider services={test.services}>
      <ShellDialogsProvider actor={test.dialogs}>{ui}</ShellDialogsProvider>
    </ServicesProvider>,
  );
}
