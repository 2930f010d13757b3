/**
 * The table test of a machine's tags: the screens read a machine through its tags, never through its
 * state names (tools/lint/machineTags.test.ts), so each machine's test says in which states each tag
 * holds. `tagRows` resolves every state of the machine (every combination of a parallel state's
 * regions) and gives, for each, the tags it carries and the tags the table says it should.
 */
import type { AnyStateMachine, AnyStateNode, StateValue, TagsFrom } from 'xstate';

/** Every state value of `node`'s states: each atomic state, and every combination of a parallel state's regions. */
function valuesWithin(node: AnyStateNode): StateValue[] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'parallel') {
    return children.reduce<Record<string, StateValue>[]>(
      (combinations, region) =>
        combinations.flatMap((combination) =>
          (region.type === 'atomic' ? [{}] : valuesWithin(region)).map((value) => ({
            ...combination,
            [region.key]: value,
          })),
        ),
      [{}],
    );
  }
  return children
    .filter((child) => child.type !== 'history')
    .flatMap((child): StateValue[] =>
      child.type === 'compound' || child.type === 'parallel'
        ? valuesWithin(child).map((value) => ({ [child.key]: value }))
        : [child.key],
    );
}

/**
 * One row per state of `machine`: its name, the tags it carries, and the tags `intended` gives it (a
 * tag holds in a state that matches any of the state values listed for it; every tag the machine
 * declares is listed). Both lists sorted.
 */
export function tagRows<TMachine extends AnyStateMachine>(
  machine: TMachine,
  intended: Readonly<Record<TagsFrom<TMachine>, readonly StateValue[]>>,
): [string, string[], string[]][] {
  return valuesWithin(machine.root).map((value) => {
    const snapshot = machine.resolveState({ value, context: {} });
    const expected = (Object.entries(intended) as [string, readonly StateValue[]][])
      .filter(([, states]) => states.some((state) => snapshot.matches(state)))
      .map(([tag]) => tag);
    return [JSON.stringify(value), [...snapshot.tags].sort(), expected.sort()];
  });
}
