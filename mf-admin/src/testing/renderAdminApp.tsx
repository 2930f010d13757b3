import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, waitFor } from 'xstate';
import {
  browserRouteAnswers,
  noPersonDay,
  accessOf,
  defaultAssociationConfig,
  provideAuthEffects,
  provideConnectionEffects,
  type AppServices,
} from '@amparo/shared-machines';
import {
  createInMemoryBackend,
  type InMemoryBackend,
  startWakeLockWithoutBrowserLock,
} from '@amparo/shared-machines/testing';
import { ServicesProvider } from '@amparo/shared-ui';
import { AdminApp } from '../AdminApp';

/** The person whose records the screens show (a member who came in through the association's code). */
export const carerEmail = 'jose.santos@sapo.pt';
export const uid = 'uid-jose';
export const userRoot = `Newdata_${uid}`;

/** A carer who follows that person. */
export const carer = {
  email: 'ana.costa@probranca.pt',
  password: 'segredo123',
  uid: 'uid-ana',
  name: 'Ana Costa',
} as const;
/** Where a carer's screens of that person live. */
export const personPrefix = `/pessoas/${uid}`;

/** Lets the in-memory backend's asynchronous callbacks and the machines' timers run (fake timers). */
export async function advance(ms = 0): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/**
 * An in-memory backend holding `data` under the person's `Newdata_{uid}`, the person a member of the
 * association, and a carer (Ana Costa) who follows them; `extra` adds other nodes at the root.
 */
/** The association's code in these tests' data: a person's address with it opens her carers' area. */
const associationCode = 'segredo';

export function createCarerBackend(data: object = {}, extra: object = {}): InMemoryBackend {
  return createInMemoryBackend({
    users: [{ email: carerEmail, password: 'segredo123', uid }, carer],
    data: {
      [userRoot]: data,
      ProBrancaSec: associationCode,
      registrationCodes: { [associationCode]: true },
      members: { [uid]: { name: 'José Santos', since: 1 } },
      carers: { [carer.uid]: { name: carer.name } },
      carerPeople: { [carer.uid]: { [uid]: true } },
      ...extra,
    },
  });
}

/**
 * The admin app at an address as the platform mounts it: signed in (by default as the person, through
 * the spec's addresses; `as: 'carer'` as Ana Costa), the real auth machine over the in-memory backend,
 * navigation changing the address as single-spa does. Use with fake timers.
 */
export async function renderAdminApp(
  path: string,
  data: object = {},
  backend?: InMemoryBackend,
  options: { readonly as?: 'person' | 'carer' } = {},
) {
  const usedBackend = backend ?? createCarerBackend(data);
  if (options.as === 'carer') await usedBackend.auth.signInWithEmail(carer.email, carer.password);
  else await usedBackend.auth.signInWithEmail(carerEmail, 'segredo123');
  window.history.replaceState(null, '', path);
  const navigate = jest.fn((to: string) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const auth = createActor(provideAuthEffects(usedBackend)).start();
  // A person opens the carers' area the product's way: an address with the association's code first
  // (the auth machine checks it), then the screen's own address.
  auth.send({
    type: 'LOCATION.CHANGED',
    pathname: options.as === 'carer' ? path : `/${associationCode}`,
  });
  const connection = createActor(provideConnectionEffects(usedBackend.database)).start();
  connection.send({ type: 'WATCH' });
  await act(async () => {
    await waitFor(
      auth,
      (snapshot) =>
        accessOf(snapshot).known &&
        snapshot.context.account !== null &&
        (options.as === 'carer' || accessOf(snapshot).adminAllowed),
    );
  });
  auth.send({ type: 'LOCATION.CHANGED', pathname: path });
  const services: AppServices = {
    backend: usedBackend,
    auth,
    connection,
    wakeLock: startWakeLockWithoutBrowserLock(),
    association: defaultAssociationConfig,
    navigate,
    route: browserRouteAnswers(auth),
    // No person's day runs in these screens' tests (the shell's tests run one).
    day: noPersonDay,
  };
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(
    <ServicesProvider services={services}>
      <AdminApp services={services} />
    </ServicesProvider>,
  );
  await advance();
  return { ...view, backend: usedBackend, navigate, user, auth };
}
