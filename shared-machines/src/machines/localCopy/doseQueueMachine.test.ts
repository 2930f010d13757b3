import { createActor } from 'xstate';
import type { PendingDose } from '../../domain/pendingDoses';
import {
  getShortestPaths,
  getSimplePaths,
  replayStep,
  settleablePromises,
  type ReplayDriver,
} from '../../testing/modelTesting.testkit';
import {
  doseQueueDelays,
  doseQueueMachine,
  waitingDoses,
  type DoseQueueEvent,
  type DoseQueueSnapshot,
} from './doseQueueMachine';

const morning: PendingDose = {
  date: '2026-03-01',
  medicineKey: 'medicamento_1',
  doseKey: '0800',
  pressedAt: Date.UTC(2026, 2, 1, 8, 5),
};
const lunch: PendingDose = {
  date: '2026-03-01',
  medicineKey: 'medicamento_2',
  doseKey: '1400',
  pressedAt: Date.UTC(2026, 2, 1, 14, 2),
};

const retryTimeout = 'xstate.after.retryDelay.doseQueue.waitingToRetry';
type ModelEvent =
  | DoseQueueEvent
  | { type: typeof retryTimeout }
  | { type: 'xstate.done.actor.recordPendingDose'; output: 'recorded' | 'refused' }
  | { type: 'xstate.error.actor.recordPendingDose'; error: unknown };

const modelEvents: ModelEvent[] = [
  { type: 'TAKEN', dose: morning },
  { type: 'TAKEN', dose: lunch },
  { type: 'RETRY' },
  { type: retryTimeout },
  { type: 'xstate.done.actor.recordPendingDose', output: 'recorded' },
  { type: 'xstate.done.actor.recordPendingDose', output: 'refused' },
  { type: 'xstate.error.actor.recordPendingDose', error: new Error('unavailable') },
];

const doseId = (dose: PendingDose) => `${dose.medicineKey}/${dose.doseKey}`;

const traversal = {
  events: modelEvents as never,
  serializeState: (snapshot: DoseQueueSnapshot) =>
    `${JSON.stringify(snapshot.value)} ${waitingDoses(snapshot).map(doseId).join(',')}`,
};

/** A real actor whose writes wait for the test, and what it kept on the tablet after each change. */
function startHarness(queue: readonly PendingDose[] = []) {
  const writes = settleablePromises(['recordPendingDose'] as const);
  const kept: (readonly PendingDose[])[] = [];
  const actor = createActor(
    doseQueueMachine.provide({
      actors: { recordPendingDose: writes.logic.recordPendingDose },
      actions: { keepQueue: (_, params) => kept.push(params.queue) },
    }),
    { input: { queue } },
  ).start();
  return { actor, writes, kept };
}

async function replay(steps: readonly { event: ModelEvent }[]) {
  const harness = startHarness();
  const driver: ReplayDriver = { promises: harness.writes, delays: doseQueueDelays };
  for (const { event } of steps) await replayStep(harness.actor, event, driver);
  return harness;
}

describe('doseQueueMachine: model-based', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const shortestPaths = getShortestPaths(doseQueueMachine, traversal);

  it('reaches idle, recording and waitingToRetry', () => {
    const reached = new Set(shortestPaths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(['"idle"', '"recording"', '"waitingToRetry"']);
  });

  it.each(shortestPaths.map((path) => [traversal.serializeState(path.state), path] as const))(
    'shortest path to %s replays on a real actor: one write at a time, the queue kept as it is',
    async (_name, path) => {
      const { actor, writes, kept } = await replay(path.steps);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(waitingDoses(snapshot)).toEqual(waitingDoses(path.state));
      // The write running is always the first dose waiting; none runs unless one is recording.
      expect(writes.isRunning('recordPendingDose')).toBe(snapshot.matches('recording'));
      // What the tablet keeps is the queue as it stands (nothing kept when nothing changed).
      if (kept.length > 0) expect(kept.at(-1)).toEqual(waitingDoses(snapshot));
      actor.stop();
    },
  );

  // Through the morning dose done with (recorded or refused, after any failures) to the lunch one.
  const pathsToLunch = getSimplePaths(doseQueueMachine, {
    ...traversal,
    toState: (snapshot) =>
      snapshot.matches('recording') &&
      waitingDoses(snapshot).length === 1 &&
      waitingDoses(snapshot)[0] === lunch,
  }).filter((path) =>
    path.steps.some((step) => step.event.type === 'TAKEN' && step.event.dose === morning),
  );

  it('has simple paths from the morning dose pressed to the lunch one being recorded', () => {
    expect(pathsToLunch.length).toBeGreaterThan(0);
  });

  it.each(
    pathsToLunch.slice(0, 40).map((path, index) => [index, path.steps.length, path] as const),
  )(
    'simple path %i (%i steps): doses written in the order pressed, the morning one never again once settled',
    async (_index, _length, path) => {
      const { actor, writes, kept } = await replay(path.steps);
      expect(kept.at(-1)).toEqual([lunch]);
      const inputs = writes.inputs.recordPendingDose as PendingDose[];
      const firstLunch = inputs.indexOf(lunch);
      expect(firstLunch).toBe(inputs.length - 1);
      expect(inputs.slice(0, firstLunch).every((input) => input === morning)).toBe(true);
      actor.stop();
    },
  );
});

describe('doseQueueMachine: what a reload and a failure do', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a queue kept on the tablet is written again after a reload, with the time it was pressed', async () => {
    const { actor, writes } = startHarness([morning]);
    expect(actor.getSnapshot().matches('recording')).toBe(true);
    expect(writes.inputs.recordPendingDose).toEqual([morning]);
    actor.stop();
  });

  test('a dose pressed twice waits once, with its first time', () => {
    const { actor } = startHarness();
    actor.send({ type: 'TAKEN', dose: morning });
    actor.send({ type: 'TAKEN', dose: { ...morning, pressedAt: morning.pressedAt + 1000 } });
    expect(waitingDoses(actor.getSnapshot())).toEqual([morning]);
    actor.stop();
  });

  test('a failure is tried again after the retry delay, not before', async () => {
    const { actor, writes } = startHarness([morning]);
    writes.reject('recordPendingDose', new Error('unavailable'));
    await jest.advanceTimersByTimeAsync(doseQueueDelays.retryDelay - 1);
    expect(actor.getSnapshot().matches('waitingToRetry')).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('recording')).toBe(true);
    expect(writes.inputs.recordPendingDose).toEqual([morning, morning]);
    actor.stop();
  });
});
