import { createActor, fromCallback, type EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import { liveValueActors } from './liveValueActors';
import { liveValueDelays, liveValueMachine, type LiveValueEvent, type LiveValueSnapshot } from './liveValueMachine';

const offlineNoticeTimeout = 'xstate.after.offlineNoticeDelay.liveValue.connection.goingOffline';

type ModelEvent = LiveValueEvent | { type: typeof offlineNoticeTimeout };

const modelEvents: ModelEvent[] = [
  { type: 'VALUE', value: { contacto_Contacto_1: { contacto_Nome: 'Maria' } } },
  { type: 'FAILED', code: 'permission_denied' },
  { type: 'CONNECTION_CHANGED', connected: true },
  { type: 'CONNECTION_CHANGED', connected: false },
  { type: 'RETRY' },
  { type: offlineNoticeTimeout },
];

const traversal = {
  events: modelEvents as never,
  serializeState: (snapshot: LiveValueSnapshot) => JSON.stringify(snapshot.value),
};

/** A real actor whose two callback actors are driven by the test, as the database would drive them. */
function startHarness() {
  const subscriptions: { sendBack: (event: LiveValueEvent) => void; active: boolean }[] = [];
  const connectionWatches: { sendBack: (event: LiveValueEvent) => void; active: boolean }[] = [];
  const machine = liveValueMachine.provide({
    actors: {
      subscribeToValue: fromCallback<EventObject>(({ sendBack }) => {
        const entry = { sendBack, active: true };
        subscriptions.push(entry);
        return () => {
          entry.active = false;
        };
      }),
      watchConnection: fromCallback<EventObject>(({ sendBack }) => {
        const entry = { sendBack, active: true };
        connectionWatches.push(entry);
        return () => {
          entry.active = false;
        };
      }),
    },
  });
  const actor = createActor(machine).start();
  const activeSubscription = () => subscriptions.filter((s) => s.active);
  return { actor, subscriptions, connectionWatches, activeSubscription };
}

async function replay(steps: readonly { event: ModelEvent }[]) {
  const harness = startHarness();
  for (const { event } of steps) {
    switch (event.type as string) {
      case 'xstate.init':
        break;
      case offlineNoticeTimeout:
        await jest.advanceTimersByTimeAsync(liveValueDelays.offlineNoticeDelay);
        break;
      case 'VALUE':
      case 'FAILED': {
        const [subscription] = harness.activeSubscription();
        if (subscription === undefined) throw new Error(`no live subscription to deliver ${event.type}`);
        subscription.sendBack(event as LiveValueEvent);
        break;
      }
      case 'CONNECTION_CHANGED': {
        const watch = harness.connectionWatches.find((w) => w.active);
        if (watch === undefined) throw new Error('no connection watch');
        watch.sendBack(event as LiveValueEvent);
        break;
      }
      default:
        harness.actor.send(event as LiveValueEvent);
    }
  }
  return harness;
}

describe('liveValueMachine: model-based', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const shortestPaths = getShortestPaths(liveValueMachine, traversal);
  const simplePathsToRecovery = getSimplePaths(liveValueMachine, {
    ...traversal,
    toState: (snapshot) => snapshot.matches({ data: { subscribed: 'live' }, connection: 'online' }),
  });

  it('reaches every combination of the two regions', () => {
    const reached = new Set(shortestPaths.map((path) => JSON.stringify(path.state.value)));
    // data: loading, live, failed × connection: unknown, online, goingOffline, offline
    expect(reached.size).toBe(12);
  });

  it.each(shortestPaths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'shortest path to %s replays on a real actor',
    async (_name, path) => {
      const { actor, activeSubscription } = await replay(path.steps);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context).toEqual(path.state.context);
      // Exactly one live subscription while subscribed; none once failed (the refused one is released).
      expect(activeSubscription()).toHaveLength(snapshot.matches({ data: 'failed' }) ? 0 : 1);
      actor.stop();
    },
  );

  it('has paths through failure and retry back to live and online', () => {
    expect(simplePathsToRecovery.some((path) => path.steps.some((step) => step.event.type === 'RETRY'))).toBe(true);
  });

  it.each(simplePathsToRecovery.slice(0, 60).map((path, index) => [index, path.steps.length, path] as const))(
    'simple path %i (%i steps) to live and online replays on a real actor',
    async (_index, _length, path) => {
      const { actor } = await replay(path.steps);
      expect(actor.getSnapshot().value).toEqual({ data: { subscribed: 'live' }, connection: 'online' });
      expect(actor.getSnapshot().context).toEqual(path.state.context);
      actor.stop();
    },
  );

  it('says offline only after the connection stayed down for the whole notice delay', async () => {
    const { actor, connectionWatches } = startHarness();
    connectionWatches[0]?.sendBack({ type: 'CONNECTION_CHANGED', connected: false });
    await jest.advanceTimersByTimeAsync(liveValueDelays.offlineNoticeDelay - 1);
    expect(actor.getSnapshot().matches({ connection: 'goingOffline' })).toBe(true);
    connectionWatches[0]?.sendBack({ type: 'CONNECTION_CHANGED', connected: true });
    await jest.advanceTimersByTimeAsync(liveValueDelays.offlineNoticeDelay);
    expect(actor.getSnapshot().matches({ connection: 'online' })).toBe(true);
    actor.stop();
  });
});

describe('liveValueMachine over the in-memory backend', () => {
  const path = 'Newdata_u1/contactos';

  function start(backend: ReturnType<typeof createInMemoryBackend>) {
    return createActor(liveValueMachine.provide({ actors: liveValueActors(backend.database, path) })).start();
  }

  it('loads, then follows every write without restarting', async () => {
    const backend = createInMemoryBackend({ data: { Newdata_u1: { contactos: { contacto_Contacto_1: { contacto_Nome: 'Maria', contacto_telPesso: '912345678' } } } } });
    const actor = start(backend);
    expect(actor.getSnapshot().matches({ data: { subscribed: 'loading' } })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ data: { subscribed: 'live' } })).toBe(true);
    expect(actor.getSnapshot().matches({ connection: 'online' })).toBe(true);
    await backend.database.set(`${path}/contacto_Contacto_2`, { contacto_Nome: 'José', contacto_telPesso: '934567890' });
    expect(Object.keys(actor.getSnapshot().context.value as object)).toEqual(['contacto_Contacto_1', 'contacto_Contacto_2']);
    await backend.database.remove(path);
    expect(actor.getSnapshot().context.value).toBeNull();
    expect(actor.getSnapshot().matches({ data: { subscribed: 'live' } })).toBe(true);
    actor.stop();
  });

  it('an absent node is live with null, not an error', async () => {
    const actor = start(createInMemoryBackend());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ data: { subscribed: 'live' } })).toBe(true);
    expect(actor.getSnapshot().context.value).toBeNull();
    actor.stop();
  });

  it('a refused subscription fails with its code, and RETRY subscribes again', async () => {
    const backend = createInMemoryBackend({ data: { Newdata_u1: { contactos: { contacto_Contacto_1: { contacto_Nome: 'Maria' } } } } });
    backend.controls.failNext('subscribe', 'permission_denied');
    const actor = start(backend);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ data: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe('permission_denied');
    actor.send({ type: 'RETRY' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ data: { subscribed: 'live' } })).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBeNull();
    actor.stop();
  });
});
