import { transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

export interface ModelStep<TMachine extends AnyStateMachine> {
  readonly event: AnyEventObject;
  readonly state: AnyMachineSnapshot;
}

export interface ModelPath<TMachine extends AnyStateMachine> {
  readonly name: string;
  readonly steps: readonly ModelStep<TMachine>[];
}

/**
 * For model-based machine tests: the shortest path to every state (by state value), each extended
 * by every event that state takes, so that every transition — timers (`xstate.after.*`) and actor
 * results (`xstate.done.actor.*`, `xstate.error.actor.*`) included — ends one path. `describe`
 * names an event in the path's name.
 */
export function transitionCoveringPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: { readonly events: readonly AnyEventObject[]; readonly input?: unknown; readonly describe?: (event: AnyEventObject) => string },
): ModelPath<TMachine>[] {
  const describe = options.describe ?? ((event: AnyEventObject) => event.type);
  const shortest = getShortestPaths(machine, {
    events: options.events as never,
    input: options.input as never,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
  const paths: ModelPath<TMachine>[] = [];
  const seen = new Set<string>();
  const add = (steps: readonly ModelStep<TMachine>[]) => {
    const name = steps.map((step) => describe(step.event)).join(' → ');
    if (seen.has(name)) return;
    seen.add(name);
    paths.push({ name, steps });
  };
  for (const path of shortest) {
    const steps = path.steps.map((step) => ({ event: step.event as AnyEventObject, state: step.state as AnyMachineSnapshot }));
    add(steps);
    const last = path.state as AnyMachineSnapshot;
    // (A snapshot the traversal built may say 'error' where a delay was scheduled without a clock: only 'done' ends a path.)
    if (last.status === 'done') continue;
    for (const event of options.events) {
      if (!last.can(event)) continue;
      const [next] = transition(machine, last as never, event as never);
      add([...steps, { event, state: next as AnyMachineSnapshot }]);
    }
  }
  return paths;
}
