import { createActor, waitFor } from 'xstate';
import { unansweredConsent, type ConsentForm } from '../../domain/consent';
import { pushKeyPattern } from '../../domain/pushKeys';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import { providePersonRegistrationEffects } from './personRegistrationEffects';

const ana = { email: 'ana.costa@probranca.pt', password: 'amparo2024', uid: 'c1' };
const noticeVersion = '2026-11-25';
const byHerDaughter: ConsentForm = {
  giver: 'representante',
  representativeName: 'Joana Marques ',
  relationship: ' filha',
  noticeRead: true,
};

describe('a carer registers a person on the in-memory backend', () => {
  it('reads the code, creates the account without signing the carer out, makes a member with her consent who names the carer', async () => {
    const backend = createInMemoryBackend({
      users: [ana],
      data: { ProBrancaSec: 'segredo', carers: { c1: { name: 'Ana Costa' } } },
      now: () => 1_700_000_000_000,
    });
    await backend.auth.signInWithEmail(ana.email, ana.password);
    const actor = createActor(
      providePersonRegistrationEffects(backend, 'c1', noticeVersion),
    ).start();
    actor.send({
      type: 'SUBMIT',
      name: ' Rosa Marques ',
      email: 'rosa@sapo.pt',
      password: 'abcdef',
      consent: byHerDaughter,
    });
    const done = await waitFor(actor, (s) => s.matches('registered'));
    const uid = done.context.registered?.uid as string;
    expect(backend.controls.currentUser()?.uid).toBe('c1');
    expect(backend.controls.snapshot(`members/${uid}`)).toEqual({
      name: 'Rosa Marques',
      since: 1_700_000_000_000,
    });
    expect(backend.controls.snapshot(`memberCodes/${uid}`)).toBe('segredo');
    expect(backend.controls.snapshot(`carerPeople/c1/${uid}`)).toBe(true);
    // She named the carer in her own session; the carer who registered her confirmed at once.
    expect(backend.controls.snapshot(`carerPending/c1/${uid}`)).toBeNull();
    const consents = backend.controls.snapshot(`consents/${uid}`) as Record<string, unknown>;
    expect(Object.keys(consents)).toEqual([expect.stringMatching(pushKeyPattern)]);
    expect(Object.values(consents)).toEqual([
      {
        kind: 'dado',
        by: 'representante',
        representativeName: 'Joana Marques',
        relationship: 'filha',
        noticeVersion,
        recordedBy: 'c1',
        at: 1_700_000_000_000,
      },
    ]);
    expect(backend.controls.userDocuments()).toEqual([
      expect.objectContaining({ uid, name: 'Rosa Marques', email: 'rosa@sapo.pt' }),
    ]);
  });

  it('without the code (not a carer) nothing is created and the form says so', async () => {
    const backend = createInMemoryBackend({ users: [ana] });
    await backend.auth.signInWithEmail(ana.email, ana.password);
    const log = jest.fn();
    const actor = createActor(
      providePersonRegistrationEffects(backend, 'c1', noticeVersion, log),
    ).start();
    actor.send({
      type: 'SUBMIT',
      name: 'Rosa',
      email: 'rosa@sapo.pt',
      password: 'abcdef',
      consent: { ...unansweredConsent, giver: 'pessoa', noticeRead: true },
    });
    const failed = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(failed.context.error).toBe(
      'Não foi possível concluir o registo. Verifique os dados e tente novamente.',
    );
    expect(backend.controls.snapshot('members')).toBeNull();
    expect(backend.controls.snapshot('consents')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });
});
