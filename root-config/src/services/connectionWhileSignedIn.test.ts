import { createActor } from 'xstate';
import { provideAuthEffects, provideConnectionEffects } from '@amparo/shared-machines';
import { createInMemoryBackend } from '@amparo/shared-machines/testing';
import { watchConnectionWhileSignedIn } from './connectionWhileSignedIn';

const maria = { email: 'maria.silva@gmail.com', password: 'amparo2024' };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchConnectionWhileSignedIn', () => {
  it('watches the database only from sign-in to sign-out', async () => {
    const backend = createInMemoryBackend({ users: [maria] });
    const watched = jest.spyOn(backend.database, 'onConnectionChange');
    const auth = createActor(
      provideAuthEffects(backend, { leaveAfterSignOut: () => undefined }),
    ).start();
    const connection = createActor(provideConnectionEffects(backend.database)).start();
    const stop = watchConnectionWhileSignedIn(auth, connection);
    await settle();
    expect(connection.getSnapshot().value).toBe('paused');
    expect(watched).not.toHaveBeenCalled();

    await backend.auth.signInWithEmail(maria.email, maria.password);
    await settle();
    expect(auth.getSnapshot().matches('signedIn')).toBe(true);
    await settle();
    expect(connection.getSnapshot().value).toEqual({ watching: 'online' });
    expect(watched).toHaveBeenCalledTimes(1);

    auth.send({ type: 'SIGN_OUT' });
    await settle();
    await settle();
    expect(auth.getSnapshot().matches('signedOut')).toBe(true);
    expect(connection.getSnapshot().value).toBe('paused');
    stop();
  });
});
