import type { ViewPlan } from './rulesReach';
import { childKeysOf, childOf, dataNodeOf, type DataNode } from './targaryenInternals';

// The rules' copy of the data, and the views of it targaryen checks each request against.
//
// targaryen's data nodes are immutable: applying a write to a whole tree of them copies every sibling
// along the written path. Here the copy is kept as targaryen's nodes under a thin mutable layer
// instead: a node a write has gone through becomes a `Branch`, a map of its children edited in place,
// so a write costs its path whatever the number of siblings. Everything no write has gone through stays
// the data node it was built as, shared by every view.

/** A node that writes have gone through: its children in a map, edited in place. */
class Branch {
  constructor(
    readonly children: Map<string, Stored>,
    /** The node as one data node, when a view needed it whole; dropped when a write goes through. */
    public frozen: DataNode | null,
  ) {}
}

type Stored = DataNode | Branch;

/** A write applied to the data: `node` replaces the value at `keys` (the null node removes it). */
export interface DataChange {
  readonly keys: readonly string[];
  readonly node: DataNode;
}

const NULL_NODE = dataNodeOf(null);
/**
 * Stands in a view for the children it leaves out, so that the node still exists and has children
 * exactly when it does in the data. No rule can reach it (rulesReach.ts says why).
 */
const LEFT_OUT = dataNodeOf(true);

export class RulesData {
  private root: Stored;

  constructor(root: DataNode) {
    this.root = root;
  }

  /** The data as `plan` needs it: the nodes on its paths, with the children it keeps (see rulesReach.ts). */
  view(plan: ViewPlan): DataNode {
    return viewOf(plan, this.root);
  }

  /** The whole data as one data node (for tests: it rebuilds every node a write went through). */
  whole(): DataNode {
    return frozenOf(this.root);
  }

  /** Applies a write, as targaryen's `$set` does: a null node removes, and parents left empty go too. */
  apply({ keys, node }: DataChange): void {
    if (keys.length === 0) this.root = node;
    else if (node.$isNull()) this.remove(keys);
    else this.set(keys, node);
  }

  private set(keys: readonly string[], node: DataNode): void {
    const parent = this.branchesTo(keys)[keys.length - 1] as Branch;
    parent.children.set(keys[keys.length - 1] as string, node);
  }

  private remove(keys: readonly string[]): void {
    let probe: Stored | undefined = this.root;
    for (const key of keys) {
      probe = childOfStored(probe, key);
      if (!probe) return; // nothing there: nothing changes
    }
    const branches = this.branchesTo(keys);
    (branches[keys.length - 1] as Branch).children.delete(keys[keys.length - 1] as string);
    for (let depth = keys.length - 1; depth > 0; depth -= 1) {
      if ((branches[depth] as Branch).children.size > 0) break;
      (branches[depth - 1] as Branch).children.delete(keys[depth - 1] as string);
    }
    if ((branches[0] as Branch).children.size === 0) this.root = NULL_NODE;
  }

  /**
   * The branches from the root to the parent of `keys` (index: depth), made mutable on the way: a
   * write through a primitive replaces it with an object, as targaryen and the server's tree do.
   */
  private branchesTo(keys: readonly string[]): Branch[] {
    let branch = thawed(this.root);
    this.root = branch;
    const branches = [branch];
    for (const key of keys.slice(0, -1)) {
      branch.frozen = null;
      const next = thawed(branch.children.get(key));
      branch.children.set(key, next);
      branch = next;
      branches.push(next);
    }
    branch.frozen = null;
    return branches;
  }
}

function thawed(stored: Stored | undefined): Branch {
  if (stored instanceof Branch) return stored;
  if (!stored || stored.$isPrimitive()) return new Branch(new Map(), null);
  return new Branch(
    new Map(childKeysOf(stored).map((key) => [key, childOf(stored, key) as DataNode])),
    stored,
  );
}

function childOfStored(stored: Stored, key: string): Stored | undefined {
  return stored instanceof Branch ? stored.children.get(key) : childOf(stored, key);
}

function entriesOf(stored: Stored): Array<[string, Stored]> {
  return stored instanceof Branch
    ? [...stored.children]
    : childKeysOf(stored).map((key) => [key, childOf(stored, key) as DataNode]);
}

function frozenOf(stored: Stored): DataNode {
  if (!(stored instanceof Branch)) return stored;
  if (!stored.frozen) {
    stored.frozen = dataNodeOf(
      Object.fromEntries([...stored.children].map(([key, child]) => [key, frozenOf(child)])),
    );
  }
  return stored.frozen;
}

function viewOf(plan: ViewPlan, stored: Stored): DataNode {
  if (plan.whole) return frozenOf(stored);
  if (!(stored instanceof Branch) && stored.$isPrimitive()) return stored;
  const children: Array<[string, DataNode]> = [];
  if (plan.allChildren) {
    for (const [key, child] of entriesOf(stored)) {
      const childPlan = plan.children.get(key);
      children.push([key, childPlan ? viewOf(childPlan, child) : frozenOf(child)]);
    }
  } else {
    for (const key of plan.keep) {
      const child = plan.children.has(key) ? undefined : childOfStored(stored, key);
      if (child) children.push([key, frozenOf(child)]);
    }
    for (const [key, childPlan] of plan.children) {
      const child = childOfStored(stored, key);
      if (child) children.push([key, viewOf(childPlan, child)]);
    }
    const leftOut = keyLeftOut(stored, plan);
    if (leftOut !== undefined) children.push([leftOut, LEFT_OUT]);
  }
  // fromEntries defines each key as the node's own (a plain assignment of `__proto__` would not).
  return dataNodeOf(Object.fromEntries(children));
}

/** A child of `stored` the view leaves out, if there is one. */
function keyLeftOut(stored: Stored, plan: ViewPlan): string | undefined {
  const leftOut = (key: string) => !plan.keep.has(key) && !plan.children.has(key);
  if (stored instanceof Branch) {
    for (const key of stored.children.keys()) if (leftOut(key)) return key;
    return undefined;
  }
  // The first one will do: for...in stops there, where Object.keys would list all of them.
  for (const key in stored) {
    if (Object.prototype.hasOwnProperty.call(stored, key) && leftOut(key)) return key;
  }
  return undefined;
}
