import { createActor, waitFor } from 'xstate';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import { providePersonRegistrationEffects } from './personRegistrationEffects';

const ana = { email: 'ana.costa@probranca.pt', password: 'amparo2024', uid: 'c1' };

describe('a carer registers a person on the in-memory backend', () => {
  it('reads the code, creates the account without signing the carer out, makes a member who names the carer', async () => {
    const backend = createInMemoryBackend({
      users: [ana],
      data: { ProBrancaSec: 'segredo', carers: { c1: { name: 'Ana Costa' } } },
      now: () => 1_700_000_000_000,
    });
    await backend.auth.signInWithEmail(ana.email, ana.password);
    const actor = createActor(providePersonRegistrationEffects(backend, 'c1')).start();
    actor.send({
      type: 'SUBMIT',
      name: ' Rosa Marques ',
      email: 'rosa@sapo.pt',
      password: 'abcdef',
    });
    const done = await waitFor(actor, (s) => s.matches('registered'));
    const uid = done.context.registered?.uid as string;
    expect(backend.controls.currentUser()?.uid).toBe('c1');
    expect(backend.controls.snapshot(`members/${uid}`)).toEqual({
      name: 'Rosa Marques',
      code: 'segredo',
      since: 1_700_000_000_000,
    });
    expect(backend.controls.snapshot(`carerPeople/c1/${uid}`)).toBe(true);
    expect(backend.controls.userDocuments()).toEqual([
      expect.objectContaining({ uid, name: 'Rosa Marques', email: 'rosa@sapo.pt' }),
    ]);
  });

  it('without the code (not a carer) nothing is created and the form says so', async () => {
    const backend = createInMemoryBackend({ users: [ana] });
    await backend.auth.signInWithEmail(ana.email, ana.password);
    const log = jest.fn();
    const actor = createActor(providePersonRegistrationEffects(backend, 'c1', log)).start();
    actor.send({ type: 'SUBMIT', name: 'Rosa', email: 'rosa@sapo.pt', password: 'abcdef' });
    const failed = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(failed.context.error).toBe(
      'Não foi possível concluir o registo. Verifique os dados e tente novamente.',
    );
    expect(backend.controls.snapshot('members')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });
});
