import { createActor, type AnyEventObject } from 'xstate';
import {
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import { relativeRemovalTexts } from '../../texts/relativeRemovalTexts';
import { relativeRemovalMachine } from './relativeRemovalMachine';
import { provideRelativeRemovalEffects } from './relativeRemovalEffects';

const input = { personUid: 'maria' };
const pedro = { uid: 'pedro', name: 'Pedro Silva' };

describe('relativeRemovalMachine: model-based', () => {
  const modelEvents: AnyEventObject[] = [
    { type: 'ASK', relative: pedro },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.removeRelative' },
    { type: 'xstate.error.actor.removeRelative', error: new Error('offline') },
  ];
  const paths = transitionCoveringPaths(relativeRemovalMachine, { events: modelEvents, input });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => path.steps.at(-1)?.state.value));
    expect(reached).toEqual(new Set(['idle', 'confirming', 'removing']));
  });

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s replays on a real actor',
    async (_name, path) => {
      const promises = settleablePromises(['removeRelative'] as const);
      const actor = createActor(relativeRemovalMachine.provide({ actors: promises.logic }), {
        input,
      }).start();
      for (const step of path.steps) {
        await replayStep(actor, step.event, { promises });
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        expect(promises.isRunning('removeRelative')).toBe(snapshot.matches('removing'));
      }
      // Nobody is removed without the question answered, and only the relative asked about.
      for (const given of promises.inputs.removeRelative ?? [])
        expect(given).toEqual({ personUid: 'maria', relativeUid: 'pedro' });
      actor.stop();
    },
  );
});

describe('relativeRemovalMachine: the tags the screen reads', () => {
  it.each(
    tagRows(relativeRemovalMachine, { busy: ['removing'], asking: ['confirming', 'removing'] }),
  )('%s', (_state, tags, intended) => expect(tags).toEqual(intended));
});

test('against the database: one update removes the membership and its reverse', async () => {
  const backend = createInMemoryBackend({
    data: {
      circles: { maria: { members: { pedro: { name: 'Pedro Silva' }, rita: { name: 'Rita' } } } },
      relativeCircles: { pedro: { maria: true } },
    },
  });
  const actor = createActor(provideRelativeRemovalEffects(backend.database), { input }).start();
  actor.send({ type: 'ASK', relative: pedro });
  actor.send({ type: 'CONFIRM' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(actor.getSnapshot().value).toBe('idle');
  expect(backend.controls.snapshot('circles/maria/members')).toEqual({ rita: { name: 'Rita' } });
  expect(backend.controls.snapshot('relativeCircles/pedro')).toBeNull();
  expect(actor.getSnapshot().context.error).toBeNull();
  backend.controls.failNext('update', 'permission_denied');
  actor.send({ type: 'ASK', relative: { uid: 'rita', name: 'Rita' } });
  actor.send({ type: 'CONFIRM' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(actor.getSnapshot().context.error).toBe(relativeRemovalTexts.removeFailed);
  actor.stop();
});
