/**
 * The one model-based testing kit of the platform's machines: paths generated from the real machine
 * with `xstate/graph` (actor results and timers are explicit synthetic events there), replayed on a real
 * actor whose promise actors the test settles itself (`settleablePromises`, `settleablePromiseActor`),
 * whose callback actors it drives (`drivableCallbackActor`) and whose timers jest's fake clock runs
 * (`replayStep`).
 */
import {
  fromCallback,
  fromPromise,
  initialTransition,
  transition,
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';

// Path generation for the tests that walk a machine their own way: through this kit, like every model test.
export { getShortestPaths, getSimplePaths } from 'xstate/graph';

export interface ModelStep {
  readonly event: AnyEventObject;
  readonly state: SnapshotFrom<AnyStateMachine>;
}

export interface ModelPath {
  readonly name: string;
  readonly steps: readonly ModelStep[];
}

/**
 * The shortest path to every distinct snapshot (as `serialize` sees it), each extended by every event
 * that snapshot accepts, so that every transition ends at least one path.
 */
export function transitionCoveringPaths(
  machine: AnyStateMachine,
  options: {
    readonly events: readonly AnyEventObject[];
    readonly input?: unknown;
    readonly describe?: (event: AnyEventObject) => string;
    /**
     * What makes two snapshots the same node of the model (default: state value and whole context;
     * `(snapshot) => snapshot.value` for machines whose context only carries data through).
     */
    readonly serialize?: (snapshot: SnapshotFrom<AnyStateMachine>) => unknown;
  },
): ModelPath[] {
  const serialize =
    options.serialize ??
    ((snapshot: SnapshotFrom<AnyStateMachine>) => [snapshot.value, snapshot.context]);
  const describe =
    options.describe ??
    ((event: AnyEventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'));
  const shortest = getShortestPaths(machine, {
    events: options.events as never,
    input: options.input as never,
    serializeState: (snapshot) =>
      JSON.stringify(serialize(snapshot as SnapshotFrom<AnyStateMachine>)),
  });
  const paths: ModelPath[] = [];
  const seen = new Set<string>();
  const add = (steps: readonly ModelStep[]) => {
    const name = steps.map((step) => describe(step.event)).join(' → ');
    if (seen.has(name)) return;
    seen.add(name);
    paths.push({ name, steps });
  };
  for (const path of shortest) {
    // The snapshots are recomputed from the events: with a coarse `serialize`, the graph may hold
    // another path's context for a node.
    const steps: ModelStep[] = [];
    let last: SnapshotFrom<AnyStateMachine> | null = null;
    for (const step of path.steps) {
      const event = step.event as AnyEventObject;
      const [next] =
        last === null
          ? initialTransition(machine, options.input as never)
          : transition(machine, last, event);
      last = next as SnapshotFrom<AnyStateMachine>;
      steps.push({ event, state: last });
    }
    add(steps);
    if (last === null || last.status === 'done') continue;
    for (const event of options.events) {
      if (!last.can(event)) continue;
      const [next] = transition(machine, last, event);
      add([...steps, { event, state: next as SnapshotFrom<AnyStateMachine> }]);
    }
  }
  return paths;
}

/** Promise actors that wait until the test settles them, by name (the invoke id equals the actor's name). */
export function settleablePromises<const Names extends string>(names: readonly Names[]) {
  const running = new Map<
    string,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void }
  >();
  const inputs: Record<string, unknown[]> = {};
  // Each stub stands for whatever input and output the machine declares for that actor; only `any`
  // is assignable both ways, which TypeScript's variance checks need here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const logic = {} as Record<Names, ReturnType<typeof fromPromise<any, any>>>;
  for (const name of names) {
    inputs[name] = [];
    logic[name] = fromPromise<unknown, unknown>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          inputs[name]?.push(input);
          running.set(name, { resolve, reject });
        }),
    );
  }
  const take = (name: string) => {
    const settle = running.get(name);
    if (!settle) throw new Error(`${name} is not running`);
    running.delete(name);
    return settle;
  };
  return {
    logic,
    inputs,
    isRunning: (name: Names) => running.has(name),
    resolve: (name: string, value: unknown) => take(name).resolve(value),
    reject: (name: string, error: unknown) => take(name).reject(error),
  };
}

export async function flushMicrotasks(): Promise<void> {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
}

export interface ReplayDriver {
  /** The machine's promise actors, for `xstate.done.actor.*` and `xstate.error.actor.*` steps. */
  readonly promises?: {
    resolve(name: string, value: unknown): void;
    reject(name: string, error: unknown): void;
  };
  /** Milliseconds of each named delay. */
  readonly delays?: Readonly<Record<string, number>>;
  /** Events that arrive from a callback actor rather than from the UI, and how to deliver them. */
  readonly fromCallback?: {
    readonly types: readonly string[];
    readonly deliver: (event: AnyEventObject) => void;
  };
}

/** Plays one generated step on the real actor: settles a promise, runs a timer, or sends the event. */
export async function replayStep(
  actor: AnyActorRef,
  event: AnyEventObject,
  driver: ReplayDriver,
): Promise<void> {
  const { type } = event;
  if (type === 'xstate.init') return;
  if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
    if (!driver.promises) throw new Error(`${type}: the driver has no promise actors to settle`);
  }
  if (type.startsWith('xstate.done.actor.')) {
    driver.promises!.resolve(
      type.slice('xstate.done.actor.'.length),
      (event as { output?: unknown }).output,
    );
  } else if (type.startsWith('xstate.error.actor.')) {
    driver.promises!.reject(
      type.slice('xstate.error.actor.'.length),
      (event as { error?: unknown }).error,
    );
  } else if (type.startsWith('xstate.after.')) {
    const delayName = type.split('.')[2] as string;
    const ms = driver.delays?.[delayName];
    if (ms === undefined) throw new Error(`unknown delay ${delayName}`);
    await jest.advanceTimersByTimeAsync(ms - 1);
    await jest.advanceTimersByTimeAsync(1);
  } else if (driver.fromCallback?.types.includes(type)) {
    driver.fromCallback.deliver(event);
  } else {
    actor.send(event);
  }
  await flushMicrotasks();
}

/**
 * For machine tests: a promise actor whose every run waits until the test settles it, so an actor's
 * result is an explicit step of a path (`xstate.done.actor.x` / `xstate.error.actor.x`).
 */
export function settleablePromiseActor<TOutput, TInput>() {
  const inputs: TInput[] = [];
  let settle: { resolve: (output: TOutput) => void; reject: (error: unknown) => void } | null =
    null;
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        inputs.push(input);
        settle = { resolve, reject };
      }),
  );
  const current = () => {
    if (settle === null) throw new Error('the actor is not running');
    const running = settle;
    settle = null;
    return running;
  };
  return {
    logic,
    inputs,
    resolve: (output: TOutput) => current().resolve(output),
    reject: (error: unknown) => current().reject(error),
  };
}

export interface DrivableRun<TEvent extends EventObject> {
  readonly sendBack: (event: TEvent) => void;
  active: boolean;
}

/**
 * For machine tests: a callback actor (a subscription, a connection watch) whose every run the test
 * drives by hand, as the database would: `running()` lists the runs not yet stopped by the machine.
 */
export function drivableCallbackActor<TEvent extends EventObject>() {
  const runs: DrivableRun<TEvent>[] = [];
  const logic = fromCallback<EventObject>(({ sendBack }) => {
    const run: DrivableRun<TEvent> = { sendBack: (event) => sendBack(event), active: true };
    runs.push(run);
    return () => {
      run.active = false;
    };
  });
  const running = () => runs.filter((run) => run.active);
  return { logic, runs, running };
}

/**
 * Delivers a model event through the one run of a drivable callback actor that the machine keeps
 * running (as the database would deliver it to the subscription); for `ReplayDriver.fromCallback`.
 */
export function throughRunningCallback<TEvent extends EventObject>(callback: {
  readonly running: () => DrivableRun<TEvent>[];
}): (event: AnyEventObject) => void {
  return (event) => {
    const [run] = callback.running();
    if (run === undefined) throw new Error(`no running callback actor to deliver ${event.type}`);
    run.sendBack(event as TEvent);
  };
}
