import { createActor, waitFor } from 'xstate';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import { provideAuthEffects } from './authEffects';

const demo = { email: 'maria.silva@gmail.com', password: 'segredo1', uid: 'u1', name: 'Maria Silva' };

function start(seed: Parameters<typeof createInMemoryBackend>[0]) {
  const backend = createInMemoryBackend(seed);
  const leave = jest.fn();
  const log = jest.fn();
  const actor = createActor(provideAuthEffects(backend, { leaveAfterSignOut: leave, log })).start();
  return { backend, actor, leave, log };
}

describe('auth machine on the in-memory backend', () => {
  it('signed out, then signed in by e-mail with the secret loaded, then signed out and leaving', async () => {
    const { backend, actor, leave } = start({ users: [demo], data: { ProBrancaSec: 'segredo' } });
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (s) => s.matches('signedOut'));
    await backend.auth.signInWithEmail(demo.email, demo.password);
    const signedIn = await waitFor(actor, (s) => s.matches({ signedIn: { secret: 'ready' } }));
    expect(signedIn.context).toMatchObject({ user: { uid: 'u1' }, secret: 'segredo' });
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(backend.controls.currentUser()).toBeNull();
    expect(leave).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('an already signed-in session goes straight from checking to signed in', async () => {
    const { backend } = start({ users: [demo] });
    await backend.auth.signInWithEmail(demo.email, demo.password);
    const actor = createActor(provideAuthEffects(backend)).start();
    const seen: string[] = [];
    actor.subscribe((s) => seen.push(JSON.stringify(s.value)));
    await waitFor(actor, (s) => s.matches({ signedIn: { secret: 'ready' } }));
    expect(seen.some((value) => value.includes('signedOut'))).toBe(false);
    expect(actor.getSnapshot().context.secret).toBeNull(); // no ProBrancaSec node
    actor.stop();
  });

  it('Google sign-in, password update logged, secret unreadable until it is', async () => {
    const { backend, actor, log } = start({ googleAccount: { email: 'joao@gmail.com', name: 'João' } });
    await waitFor(actor, (s) => s.matches('signedOut'));
    backend.controls.failNext('get', 'permission_denied');
    actor.send({ type: 'SIGN_IN_WITH_GOOGLE' });
    await waitFor(actor, (s) => s.matches({ signedIn: { secret: 'unavailable' } }));
    expect(backend.controls.userDocuments()).toEqual([expect.objectContaining({ name: 'João', authProvider: 'google' })]);
    actor.send({ type: 'UPDATE_PASSWORD', password: 'abc' });
    await waitFor(actor, (s) => s.context.passwordUpdate === 'failed');
    expect(log).toHaveBeenCalledWith('Não foi possível alterar a palavra-passe.', expect.objectContaining({ code: 'auth/weak-password' }));
    actor.send({ type: 'UPDATE_PASSWORD', password: 'abcdef' });
    await waitFor(actor, (s) => s.context.passwordUpdate === 'updated');
    expect(backend.controls.passwordOf('joao@gmail.com')).toBe('abcdef');
    actor.stop();
  });
});
