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
import { provideConnectionEffects } from './connectionEffects';
import {
  connectionDelays,
  connectionMachine,
  connectionNotice,
  isDisconnected,
  type ConnectionEvent,
  type ConnectionSnapshot,
} from './connectionMachine';

const offlineTimeout = 'xstate.after.offlineNoticeDelay.connection.watching.goingOffline';
const backOnlineTimeout = 'xstate.after.backOnlineNoticeDelay.connection.watching.backOnline';

type ModelEvent =
  ConnectionEvent | { type: typeof offlineTimeout } | { type: typeof backOnlineTimeout };

const modelEvents: ModelEvent[] = [
  { type: 'WATCH' },
  { type: 'PAUSE' },
  { type: 'CONNECTION_CHANGED', connected: true },
  { type: 'CONNECTION_CHANGED', connected: false },
  { type: offlineTimeout },
  { type: backOnlineTimeout },
];

const traversal = {
  events: modelEvents as never,
  serializeState: (snapshot: ConnectionSnapshot) => JSON.stringify(snapshot.value),
};

/** A real actor whose connection watch is driven by the test, as the database client would drive it. */
function startHarness() {
  const watch = drivableCallbackActor<ConnectionEvent>();
  const actor = createActor(
    connectionMachine.provide({ actors: { watchConnection: watch.logic } }),
  ).start();
  return { actor, activeWatches: watch.running };
}

async function replay(steps: readonly { event: ModelEvent }[]) {
  const harness = startHarness();
  const driver: ReplayDriver = {
    delays: connectionDelays,
    fromCallback: {
      types: ['CONNECTION_CHANGED'],
      deliver: throughRunningCallback({ running: harness.activeWatches }),
    },
  };
  for (const { event } of steps) await replayStep(harness.actor, event, driver);
  return harness;
}

describe('connectionMachine: model-based', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const shortestPaths = getShortestPaths(connectionMachine, traversal);

  it('reaches paused and the five watching states', () => {
    const reached = new Set(shortestPaths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(
      [
        '"paused"',
        '{"watching":"unknown"}',
        '{"watching":"online"}',
        '{"watching":"goingOffline"}',
        '{"watching":"offline"}',
        '{"watching":"backOnline"}',
      ].sort(),
    );
  });

  it.each(shortestPaths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'shortest path to %s replays on a real actor',
    async (_name, path) => {
      const { actor, activeWatches } = await replay(path.steps);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      // Exactly one watch while watching; none while paused (signed out: the database is left alone).
      expect(activeWatches()).toHaveLength(snapshot.matches('paused') ? 0 : 1);
      actor.stop();
    },
  );

  const pathsBackOnline = getSimplePaths(connectionMachine, {
    ...traversal,
    toState: (snapshot) => snapshot.matches({ watching: 'online' }),
  }).filter((path) => path.steps.some((step) => (step.event.type as string) === offlineTimeout));

  it('has simple paths through the offline notice back to online', () => {
    expect(pathsBackOnline.length).toBeGreaterThan(0);
  });

  it.each(
    pathsBackOnline.slice(0, 40).map((path, index) => [index, path.steps.length, path] as const),
  )(
    'simple path %i (%i steps) through offline back to online replays on a real actor',
    async (_index, _length, path) => {
      const { actor } = await replay(path.steps);
      expect(actor.getSnapshot().value).toEqual({ watching: 'online' });
      actor.stop();
    },
  );
});

describe('connectionMachine: timing and what it tells', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A watching actor, the database client's reports, and what the person is told. */
  function startWatching() {
    const { actor, activeWatches } = startHarness();
    actor.send({ type: 'WATCH' });
    const report = (connected: boolean) =>
      activeWatches()[0]?.sendBack({ type: 'CONNECTION_CHANGED', connected });
    const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);
    return { actor, report, wait, notice: () => connectionNotice(actor.getSnapshot()) };
  }

  it('says offline only after the connection stayed down for the whole notice delay', async () => {
    const { actor, report, wait, notice } = startWatching();
    report(false);
    await wait(connectionDelays.offlineNoticeDelay - 1);
    expect(notice()).toBe('none');
    expect(isDisconnected(actor.getSnapshot())).toBe(true);
    await wait(1);
    expect(notice()).toBe('offline');
    actor.stop();
  });

  it("says 'back online' for the notice delay after an offline notice, then nothing", async () => {
    const { actor, report, wait, notice } = startWatching();
    report(false);
    await wait(connectionDelays.offlineNoticeDelay);
    report(true);
    expect(notice()).toBe('backOnline');
    expect(isDisconnected(actor.getSnapshot())).toBe(false);
    await wait(connectionDelays.backOnlineNoticeDelay - 1);
    expect(notice()).toBe('backOnline');
    await wait(1);
    expect(notice()).toBe('none');
    actor.stop();
  });

  it('a short drop says nothing at all', async () => {
    const { actor, report, wait, notice } = startWatching();
    report(true);
    report(false);
    await wait(connectionDelays.offlineNoticeDelay - 1);
    report(true);
    expect(actor.getSnapshot().value).toEqual({ watching: 'online' });
    await wait(connectionDelays.backOnlineNoticeDelay);
    expect(notice()).toBe('none');
    actor.stop();
  });
});

describe('connectionMachine over the in-memory backend', () => {
  it('follows the backend connection while watching, and lets it go when paused', async () => {
    const backend = createInMemoryBackend();
    const watched = jest.spyOn(backend.database, 'onConnectionChange');
    const actor = createActor(provideConnectionEffects(backend.database)).start();
    expect(watched).not.toHaveBeenCalled();
    actor.send({ type: 'WATCH' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toEqual({ watching: 'online' });
    backend.controls.setConnected(false);
    expect(isDisconnected(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'PAUSE' });
    expect(actor.getSnapshot().value).toBe('paused');
    backend.controls.setConnected(true);
    expect(actor.getSnapshot().value).toBe('paused');
    actor.stop();
  });
});
