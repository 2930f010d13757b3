import { createActor, type AnyEventObject } from 'xstate';
import {
  flushMicrotasks,
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import { doseCorrectionMachine } from './doseCorrectionMachine';
import { cardDoseRemovals, provideDoseCorrectionEffects } from './doseCorrectionEffects';

const input = {
  personUid: 'uid-maria',
  date: '2026-11-24',
  medicineKey: 'medicamento_1',
  doseKey: '0800',
};

function startCorrection() {
  const promises = settleablePromises(['saveCorrection'] as const);
  const actor = createActor(doseCorrectionMachine.provide({ actors: promises.logic }), {
    input,
  }).start();
  return { actor, promises };
}

describe('doseCorrectionMachine: model-based', () => {
  const modelEvents: AnyEventObject[] = [
    { type: 'CORRECT' },
    { type: 'YES' },
    { type: 'CANCEL' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.saveCorrection' },
    { type: 'xstate.error.actor.saveCorrection', error: new Error('offline') },
  ];
  const paths = transitionCoveringPaths(doseCorrectionMachine, { events: modelEvents, input });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.steps.at(-1)?.state.value)));
    expect(reached).toEqual(new Set(['idle', 'asking', 'saving', 'failed', 'corrected']));
  });

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s replays on a real actor',
    async (_name, path) => {
      const { actor, promises } = startCorrection();
      for (const step of path.steps) {
        await replayStep(actor, step.event, { promises });
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        // The write runs exactly while saving lasts, and only after the question was answered.
        expect(promises.isRunning('saveCorrection')).toBe(snapshot.matches('saving'));
      }
      for (const given of promises.inputs.saveCorrection ?? []) expect(given).toEqual(input);
      actor.stop();
    },
  );

  it('never saves without the question answered yes', () => {
    const { actor, promises } = startCorrection();
    actor.send({ type: 'YES' });
    actor.send({ type: 'CORRECT' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(promises.inputs.saveCorrection ?? []).toEqual([]);
    actor.stop();
  });
});

describe('doseCorrectionMachine against the in-memory database (provideDoseCorrectionEffects)', () => {
  const data = {
    carers: { c1: { name: 'Ana Costa' }, c2: { name: 'Rui Pereira' } },
    personCarers: { 'uid-maria': { c1: true, c2: true } },
    carerOverview: {
      c1: { 'uid-maria': { tomas: { '2026-11-24': { m1: { '0800': true, '2000': true } } } } },
      c2: { 'uid-maria': { tomas: { '2026-11-24': { m1: { '0800': true } } } } },
    },
    'Newdata_uid-maria': { tomas: { '2026-11-24': { medicamento_1: { '0800': 5 } } } },
  };

  it('writes who corrected and when, keeps the dose, and takes it off every card of her', async () => {
    const backend = createInMemoryBackend({ data });
    const actor = createActor(
      provideDoseCorrectionEffects(backend.database, { uid: 'c1', name: 'Ana Costa' }),
      { input },
    ).start();
    actor.send({ type: 'CORRECT' });
    actor.send({ type: 'YES' });
    await new Promise((resolve) => actor.subscribe({ complete: () => resolve(undefined) }));
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('corrected');
    const correction = backend.controls.snapshot(
      'Newdata_uid-maria/tomasCorrigidas/2026-11-24/medicamento_1/0800',
    ) as Record<string, unknown>;
    expect(correction).toEqual({ por: 'c1', porNome: 'Ana Costa', em: expect.any(Number) });
    expect(backend.controls.snapshot('Newdata_uid-maria/tomas/2026-11-24/medicamento_1/0800')).toBe(
      5,
    );
    expect(backend.controls.snapshot('carerOverview/c1/uid-maria/tomas/2026-11-24/m1')).toEqual({
      '2000': true,
    });
    expect(backend.controls.snapshot('carerOverview/c2/uid-maria/tomas/2026-11-24')).toBeNull();
  });

  it('knows no card path for a key that is not a medicine’s, nor without carers', () => {
    expect(cardDoseRemovals({ c1: true }, { ...input, medicineKey: 'consulta_ID_1' })).toEqual({});
    expect(cardDoseRemovals(null, input)).toEqual({});
  });
});

describe('doseCorrectionMachine: the tags the screens read, in exactly the states meant', () => {
  it.each(
    tagRows(doseCorrectionMachine, {
      asking: ['asking'],
      saving: ['saving'],
      failed: ['failed'],
      corrected: ['corrected'],
    }),
  )('%s', (_state, tags, intended) => expect(tags).toEqual(intended));
});
