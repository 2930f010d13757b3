import { createActor, type AnyEventObject } from 'xstate';
import {
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import { newPersonMachine } from './newPersonMachine';
import { provideNewPersonEffects } from './newPersonEffects';

const input = { personUid: 'uid-joana' };

function startNewPerson() {
  const promises = settleablePromises(['confirmPerson', 'refusePerson'] as const);
  const actor = createActor(newPersonMachine.provide({ actors: promises.logic }), {
    input,
  }).start();
  return { actor, promises };
}

describe('newPersonMachine: model-based', () => {
  const modelEvents: AnyEventObject[] = [
    { type: 'CONFIRM' },
    { type: 'REFUSE' },
    { type: 'YES' },
    { type: 'CANCEL' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.confirmPerson' },
    { type: 'xstate.error.actor.confirmPerson', error: new Error('offline') },
    { type: 'xstate.done.actor.refusePerson' },
    { type: 'xstate.error.actor.refusePerson', error: new Error('offline') },
  ];
  const paths = transitionCoveringPaths(newPersonMachine, { events: modelEvents, input });
  /** What the screen reads of each state (sorted). */
  const tagsOf: Record<string, string[]> = {
    askingRefusal: ['refusalQuestion'],
    confirming: ['confirming'],
    refusing: ['refusalQuestion', 'refusing'],
    failed: ['failed'],
  };

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.steps.at(-1)?.state.value)));
    expect(reached).toEqual(
      new Set([
        'asking',
        'askingRefusal',
        'confirming',
        'refusing',
        'failed',
        'confirmed',
        'refused',
      ]),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s replays on a real actor',
    async (_name, path) => {
      const { actor, promises } = startNewPerson();
      for (const step of path.steps) {
        await replayStep(actor, step.event, { promises });
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        expect([...snapshot.tags].sort()).toEqual(tagsOf[String(snapshot.value)] ?? []);
        // A write runs exactly while its state lasts, for this person only.
        expect(promises.isRunning('confirmPerson')).toBe(snapshot.matches('confirming'));
        expect(promises.isRunning('refusePerson')).toBe(snapshot.matches('refusing'));
      }
      for (const name of ['confirmPerson', 'refusePerson'] as const)
        for (const given of promises.inputs[name] ?? []) expect(given).toEqual(input);
      actor.stop();
    },
  );

  it('retries what failed: a failed refusal is refused again, not confirmed', async () => {
    const { actor, promises } = startNewPerson();
    actor.send({ type: 'REFUSE' });
    actor.send({ type: 'YES' });
    await replayStep(actor, { type: 'xstate.error.actor.refusePerson', error: 'x' }, { promises });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('refusing');
    expect(promises.inputs.refusePerson).toEqual([input, input]);
    expect(promises.inputs.confirmPerson).toEqual([]);
    actor.stop();
  });
});

describe('newPersonMachine against the in-memory database (provideNewPersonEffects)', () => {
  const asked = {
    carers: { c1: { name: 'Ana Costa' } },
    members: { 'uid-joana': { name: 'Joana', since: 1 } },
    carerPeople: { c1: { 'uid-joana': true } },
    personCarers: { 'uid-joana': { c1: true } },
    carerOverview: { c1: { 'uid-joana': { membro: { name: 'Joana', since: 1 } } } },
    carerPending: { c1: { 'uid-joana': true } },
  };

  it('confirming removes the mark and keeps the link', async () => {
    const backend = createInMemoryBackend({ data: asked });
    const actor = createActor(provideNewPersonEffects(backend.database, 'c1'), { input }).start();
    actor.send({ type: 'CONFIRM' });
    await new Promise((resolve) => actor.subscribe({ complete: () => resolve(undefined) }));
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(backend.controls.snapshot('carerPending/c1/uid-joana')).toBeNull();
    expect(backend.controls.snapshot('carerPeople/c1/uid-joana')).toBe(true);
  });

  it('refusing removes the link, its reverse, the card and the mark', async () => {
    const backend = createInMemoryBackend({ data: asked });
    const actor = createActor(provideNewPersonEffects(backend.database, 'c1'), { input }).start();
    actor.send({ type: 'REFUSE' });
    actor.send({ type: 'YES' });
    await new Promise((resolve) => actor.subscribe({ complete: () => resolve(undefined) }));
    expect(actor.getSnapshot().value).toBe('refused');
    for (const path of [
      'carerPending/c1/uid-joana',
      'carerPeople/c1/uid-joana',
      'personCarers/uid-joana/c1',
      'carerOverview/c1/uid-joana',
    ])
      expect(backend.controls.snapshot(path)).toBeNull();
  });
});
