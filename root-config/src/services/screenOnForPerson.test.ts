import { createActor } from 'xstate';
import { accessOf, provideAuthEffects, provideWakeLockEffects } from '@amparo/shared-machines';
import { createInMemoryBackend, fakeWakeLockHost } from '@amparo/shared-machines/testing';
import { keepScreenOnForPerson } from './screenOnForPerson';

const maria = { email: 'maria.silva@gmail.com', password: 'amparo2024', uid: 'u1' };
const ana = { email: 'ana.costa@probranca.pt', password: 'amparo2024', uid: 'c1' };
const association = {
  ProBrancaSec: 'segredo',
  registrationCodes: { segredo: true },
  members: { u1: { name: 'Maria Silva', since: 1 } },
  carers: { c1: { name: 'Ana Costa' } },
  carerPeople: { c1: { u1: true } },
};

const settle = async () => {
  for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The root's services as createServices wires them, over the in-memory backend and a fake browser. */
function startTablet() {
  const backend = createInMemoryBackend({ users: [maria, ana], data: association });
  const auth = createActor(
    provideAuthEffects(backend, { leaveAfterSignOut: () => undefined }),
  ).start();
  auth.send({ type: 'LOCATION.CHANGED', pathname: '/' });
  const browser = fakeWakeLockHost();
  const { machine, input } = provideWakeLockEffects(browser.host);
  const wakeLock = createActor(machine, { input }).start();
  const stop = keepScreenOnForPerson(auth, wakeLock);
  return { backend, auth, browser, wakeLock, stop };
}

describe('keepScreenOnForPerson', () => {
  it("asks for the lock when a person signs in, and lets it go on 'Sair'", async () => {
    const { backend, auth, browser, wakeLock, stop } = startTablet();
    await settle();
    expect(wakeLock.getSnapshot().value).toBe('noPerson');
    await backend.auth.signInWithEmail(maria.email, maria.password);
    await settle();
    expect(browser.pendingRequests()).toBe(1);
    browser.grant();
    await settle();
    expect(browser.heldLocks()).toBe(1);

    auth.send({ type: 'SIGN_OUT' });
    // Let go as the sign-out begins, before the backend confirms it.
    expect(browser.heldLocks()).toBe(0);
    expect(wakeLock.getSnapshot().value).toBe('noPerson');
    await settle();
    expect(auth.getSnapshot().matches('signedOut')).toBe(true);
    stop();
  });

  it("never asks for it in a carer's session", async () => {
    const { backend, auth, browser, wakeLock, stop } = startTablet();
    await backend.auth.signInWithEmail(ana.email, ana.password);
    await settle();
    expect(accessOf(auth.getSnapshot())).toMatchObject({ known: true, account: 'carer' });
    expect(wakeLock.getSnapshot().value).toBe('noPerson');
    expect(browser.pendingRequests()).toBe(0);
    stop();
  });
});
