import { createActor, waitFor } from 'xstate';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import { provideAuthEffects, rememberedAssociationCodeKey } from './authEffects';
import { accessOf } from './authMachine';

const maria = {
  email: 'maria.silva@gmail.com',
  password: 'segredo1',
  uid: 'u1',
  name: 'Maria Silva',
};
const ana = { email: 'ana.costa@probranca.pt', password: 'segredo1', uid: 'c1', name: 'Ana Costa' };
const stranger = { email: 'intruso@example.com', password: 'segredo1', uid: 'x1' };

const association = {
  ProBrancaSec: 'segredo',
  registrationCodes: { segredo: true },
  members: { u1: { name: 'Maria Silva', since: 1 } },
  carers: { c1: { name: 'Ana Costa' } },
  carerPeople: { c1: { u1: true } },
};

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

function start(options: { storage?: ReturnType<typeof memoryStorage>; pathname?: string } = {}) {
  const backend = createInMemoryBackend({ users: [maria, ana, stranger], data: association });
  const leave = jest.fn();
  const log = jest.fn();
  const actor = createActor(
    provideAuthEffects(backend, { leaveAfterSignOut: leave, log, storage: options.storage }),
  ).start();
  actor.send({ type: 'LOCATION.CHANGED', pathname: options.pathname ?? '/' });
  return { backend, actor, leave, log };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('signedIn') && accessOf(s).known);

describe('auth machine on the in-memory backend', () => {
  it("a member at the code's address: a person, the carers' area open, the code remembered for this tab", async () => {
    const storage = memoryStorage();
    const { backend, actor, leave } = start({ storage, pathname: '/segredo' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    await backend.auth.signInWithEmail(maria.email, maria.password);
    const snapshot = await settled(actor);
    expect(accessOf(snapshot)).toMatchObject({
      account: 'person',
      accountName: 'Maria Silva',
      associationCode: 'segredo',
      adminAllowed: true,
    });
    expect(storage.items.get(rememberedAssociationCodeKey)).toBe('segredo');
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(storage.items.has(rememberedAssociationCodeKey)).toBe(false);
    expect(leave).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it.each<[string, string, boolean]>([
    ['the remembered code is checked again after a reload, and opens the area', 'segredo', true],
    ['a forged remembered code opens nothing', 'falso', false],
  ])('%s', async (_label, associationCode, open) => {
    const { backend } = start();
    await backend.auth.signInWithEmail(maria.email, maria.password);
    const storage = memoryStorage({ [rememberedAssociationCodeKey]: associationCode });
    const actor = createActor(provideAuthEffects(backend, { storage })).start();
    actor.send({ type: 'LOCATION.CHANGED', pathname: '/mostrarcontactos' });
    const snapshot = await settled(actor);
    expect(accessOf(snapshot).adminAllowed).toBe(open);
    expect(accessOf(snapshot).associationCode).toBe(open ? associationCode : null);
    actor.stop();
  });

  it('a carer is a carer, whatever the address; an account that is neither is told so', async () => {
    const { backend, actor } = start({ pathname: '/segredo' });
    await backend.auth.signInWithEmail(ana.email, ana.password);
    expect(accessOf(await settled(actor))).toMatchObject({
      account: 'carer',
      accountName: 'Ana Costa',
      associationCode: null,
      adminAllowed: true,
    });
    await backend.auth.signOut();
    await waitFor(actor, (s) => s.matches('signedOut'));
    await backend.auth.signInWithEmail(stranger.email, stranger.password);
    expect(accessOf(await settled(actor))).toMatchObject({ account: 'none', adminAllowed: false });
    actor.stop();
  });

  it('an already signed-in session goes straight from checking to signed in', async () => {
    const { backend } = start();
    await backend.auth.signInWithEmail(maria.email, maria.password);
    const actor = createActor(provideAuthEffects(backend)).start();
    const seen: string[] = [];
    actor.subscribe((s) => seen.push(JSON.stringify(s.value)));
    await settled(actor);
    expect(seen.some((value) => value.includes('signedOut'))).toBe(false);
    expect(actor.getSnapshot().context.associationCode).toBeNull();
    actor.stop();
  });

  it('Google sign-in, password update logged', async () => {
    const backend = createInMemoryBackend({
      googleAccount: { email: 'joao@gmail.com', name: 'João' },
    });
    const log = jest.fn();
    const actor = createActor(provideAuthEffects(backend, { log })).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'SIGN_IN_WITH_GOOGLE' });
    await settled(actor);
    expect(backend.controls.userDocuments()).toEqual([
      expect.objectContaining({ name: 'João', authProvider: 'google' }),
    ]);
    // Not a member: a Google account is neither until it registers with the association.
    expect(accessOf(actor.getSnapshot()).account).toBe('none');
    actor.send({ type: 'UPDATE_PASSWORD', password: 'abc' });
    await waitFor(actor, (s) => s.context.passwordUpdate === 'failed');
    expect(log).toHaveBeenCalledWith(
      'Não foi possível alterar a palavra-passe.',
      expect.objectContaining({ code: 'auth/weak-password' }),
    );
    actor.send({ type: 'UPDATE_PASSWORD', password: 'abcdef' });
    await waitFor(actor, (s) => s.context.passwordUpdate === 'updated');
    expect(backend.controls.passwordOf('joao@gmail.com')).toBe('abcdef');
    actor.stop();
  });
});
