import { createActor } from 'xstate';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import {
  drivableCallbackActor,
  getShortestPaths,
  getSimplePaths,
  replayStep,
  throughRunningCallback,
  type ReplayDriver,
} from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import { liveValueActors } from './liveValueActors';
import { liveValueMachine, type LiveValueEvent, type LiveValueSnapshot } from './liveValueMachine';

type ModelEvent = LiveValueEvent;

const modelEvents: ModelEvent[] = [
  { type: 'VALUE', value: { contacto_Contacto_1: { contacto_Nome: 'Maria' } } },
  { type: 'VALUE', value: null },
  { type: 'FAILED', code: 'permission_denied' },
  { type: 'RETRY' },
];

const traversal = {
  events: modelEvents as never,
  serializeState: (snapshot: LiveValueSnapshot) => JSON.stringify(snapshot.value),
};

/** A real actor whose subscription is driven by the test, as the database would drive it. */
function startHarness() {
  const subscription = drivableCallbackActor<LiveValueEvent>();
  const actor = createActor(
    liveValueMachine.provide({ actors: { subscribeToValue: subscription.logic } }),
  ).start();
  return { actor, activeSubscription: subscription.running };
}

async function replay(steps: readonly { event: ModelEvent }[]) {
  const harness = startHarness();
  const driver: ReplayDriver = {
    fromCallback: {
      types: ['VALUE', 'FAILED'],
      deliver: throughRunningCallback({ running: harness.activeSubscription }),
    },
  };
  for (const { event } of steps) await replayStep(harness.actor, event, driver);
  return harness;
}

describe('liveValueMachine: model-based', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const shortestPaths = getShortestPaths(liveValueMachine, traversal);
  const simplePathsToRecovery = getSimplePaths(liveValueMachine, {
    ...traversal,
    toState: (snapshot) => snapshot.matches({ subscribed: 'live' }),
  });

  it('reaches loading, live and failed', () => {
    const reached = new Set(shortestPaths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual([
      '"failed"',
      '{"subscribed":"live"}',
      '{"subscribed":"loading"}',
    ]);
  });

  it.each(shortestPaths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'shortest path to %s replays on a real actor',
    async (_name, path) => {
      const { actor, activeSubscription } = await replay(path.steps);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context).toEqual(path.state.context);
      // Exactly one live subscription while subscribed; none once failed (the refused one is released).
      expect(activeSubscription()).toHaveLength(snapshot.matches('failed') ? 0 : 1);
      actor.stop();
    },
  );

  it.each(simplePathsToRecovery.map((path, index) => [index, path.steps.length, path] as const))(
    'simple path %i (%i steps) to live replays on a real actor',
    async (_index, _length, path) => {
      const { actor } = await replay(path.steps);
      expect(actor.getSnapshot().value).toEqual({ subscribed: 'live' });
      expect(actor.getSnapshot().context).toEqual(path.state.context);
      actor.stop();
    },
  );

  it('recovers from every failure: the shortest path to failed, then RETRY and a value, ends live', async () => {
    const toFailed = shortestPaths.find((path) => path.state.matches('failed'));
    if (toFailed === undefined) throw new Error('failed is unreachable');
    const value = { contacto_Contacto_1: { contacto_Nome: 'Maria' } };
    const { actor, activeSubscription } = await replay([
      ...toFailed.steps,
      { event: { type: 'RETRY' } },
      { event: { type: 'VALUE', value } },
    ]);
    expect(actor.getSnapshot().value).toEqual({ subscribed: 'live' });
    expect(actor.getSnapshot().context).toEqual({ value, errorCode: null });
    expect(activeSubscription()).toHaveLength(1);
    actor.stop();
  });
});

describe('liveValueMachine over the in-memory backend', () => {
  const path = 'Newdata_u1/contactos';

  function start(backend: ReturnType<typeof createInMemoryBackend>) {
    return createActor(
      liveValueMachine.provide({ actors: liveValueActors(backend.database, path) }),
    ).start();
  }

  it('loads, then follows every write without restarting', async () => {
    const backend = createInMemoryBackend({
      data: {
        Newdata_u1: {
          contactos: {
            contacto_Contacto_1: { contacto_Nome: 'Maria', contacto_telPesso: '912345678' },
          },
        },
      },
    });
    const actor = start(backend);
    expect(actor.getSnapshot().matches({ subscribed: 'loading' })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ subscribed: 'live' })).toBe(true);
    await backend.database.set(`${path}/contacto_Contacto_2`, {
      contacto_Nome: 'José',
      contacto_telPesso: '934567890',
    });
    expect(Object.keys(actor.getSnapshot().context.value as object)).toEqual([
      'contacto_Contacto_1',
      'contacto_Contacto_2',
    ]);
    await backend.database.remove(path);
    expect(actor.getSnapshot().context.value).toBeNull();
    expect(actor.getSnapshot().matches({ subscribed: 'live' })).toBe(true);
    actor.stop();
  });

  it('an absent node is live with null, not an error', async () => {
    const actor = start(createInMemoryBackend());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ subscribed: 'live' })).toBe(true);
    expect(actor.getSnapshot().context.value).toBeNull();
    actor.stop();
  });

  it('a refused subscription fails with its code, and RETRY subscribes again', async () => {
    const backend = createInMemoryBackend({
      data: { Newdata_u1: { contactos: { contacto_Contacto_1: { contacto_Nome: 'Maria' } } } },
    });
    backend.controls.failNext('subscribe', 'permission_denied');
    const actor = start(backend);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe('permission_denied');
    actor.send({ type: 'RETRY' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ subscribed: 'live' })).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBeNull();
    actor.stop();
  });
});

describe('liveValueMachine: the tags the screens read, in exactly the states meant', () => {
  it.each(tagRows(liveValueMachine, { live: [{ subscribed: 'live' }], failed: ['failed'] }))(
    '%s',
    (_state, tags, intended) => expect(tags).toEqual(intended),
  );
});
