import type { ParsedRule, RulesNode, Ruleset, SyntaxNode } from './targaryenInternals';

// Which data a request's rules can look at, so that targaryen can be handed a view holding that and
// not the whole tree (rulesData.ts builds it). targaryen's writes copy every sibling along the written
// path (its data is immutable): at the root one child per person, under a carer's console one per
// person, under a person's `tomas` one per day. A view that leaves out what no rule can see costs a
// few nodes per level instead.
//
// A rule sees data only through `root`, `data` and `newData` and the calls on them: `child(...)` and
// `parent()` move along a path, and `val()`, `exists()`, `hasChildren()`, ... look at the node reached.
// Each such chain in a rule is read once, from targaryen's own syntax tree, into a `Reach`: where it
// starts, its steps, and whether it looks at the node's value (all of its subtree) or only at whether
// the node exists (or has children). For a request, the chains of the rules targaryen evaluates are
// resolved against its path: names stay names, a `$variable` bound by the path becomes that key, and
// anything else (`child(auth.uid)`, a wildcard below the written node) becomes "any child". The plan
// (`ViewPlan`) then says, for each node along the request's paths, which children must be in the view:
//
// - the children on the request's paths;
// - every child named by a chain that passes through the node (shared whole from the data);
// - all of them when a chain may take any child there, or looks at the value of the node or above;
// - and one placeholder for the others, if there are others: left out, they would change whether the
//   node exists or has children, which targaryen checks (`exists()`, `hasChildren()`, and the
//   `.validate` rules it runs only where the new data exists). No chain can reach a placeholder: a
//   chain that could would have named its key or made the node keep all of its children.
//
// Below a written node, the data after the write is the written value whatever was there: chains on
// `newData` that end there need nothing from the data before it.
//
// Anything in a rule the reading does not recognise (a snapshot compared, stored, or called with a
// method it does not know) counts as reading the value of the whole tree, and the view is then the
// whole data, as before: the decision can never depend on what was left out.

/** A segment of a path as a rule writes it: a name, or the `$variable` of a wildcard above it. */
type Segment = { readonly name: string } | { readonly variable: string };

/** One call along a chain: `parent()`, `child(path)` with a known path, or a child the rule computes. */
type Step = 'parent' | 'anyChild' | readonly Segment[];

type Start = 'root' | 'data' | 'newData';

/** A chain of snapshot calls in a rule, and what it looks at where it ends. */
interface Reach {
  readonly start: Start;
  readonly steps: readonly Step[];
  /** True when the rule may use the value there (its whole subtree); false for existence only. */
  readonly whole: boolean;
}

/** A key of a resolved path; null when the rule may take any key there. */
type Key = string | null;

const starts: ReadonlySet<string> = new Set<Start>(['root', 'data', 'newData']);

/**
 * Which children of one node along a request's paths the view must hold. The plan's root stands for
 * the data's root; `children` are the nodes on the request's paths.
 */
export class ViewPlan {
  readonly children = new Map<string, ViewPlan>();
  /** Children a rule names: shared whole from the data. */
  readonly keep = new Set<string>();
  /** Every child is kept (a rule may take any of them). */
  allChildren = false;
  /** The node's whole value (a rule may look at it): shared whole from the data. */
  whole = false;
  /** A write replaces this node: below it, the new data is the written value only. */
  written = false;

  /** The plan for the request's path `keys` (created on the way). */
  pathTo(keys: readonly string[], depth = 0): ViewPlan {
    if (depth === keys.length) return this;
    const key = keys[depth] as string;
    let child = this.children.get(key);
    if (!child) {
      child = new ViewPlan();
      this.children.set(key, child);
    }
    return child.pathTo(keys, depth + 1);
  }

  /**
   * Whether a change at `keys` (a node set, removed or merged into) may change what the plan's rules
   * see: it passes through a node whose value a rule looks at, a child a rule names or may take, or it
   * replaces a node on the request's path (and with it whether what lies below exists). A change
   * anywhere else reaches only what the view leaves out.
   */
  reachedBy(keys: readonly string[], depth = 0): boolean {
    if (this.whole || depth === keys.length) return true;
    const key = keys[depth] as string;
    if (this.allChildren || this.keep.has(key)) return true;
    return this.children.get(key)?.reachedBy(keys, depth + 1) ?? false;
  }

  /** Records that a rule looks at `keys` (`whole`: at its value), in the data after the write or before. */
  mark(keys: readonly Key[], depth: number, whole: boolean, afterWrite: boolean): void {
    // After the write, a written node and everything below it is the written value, whatever was there.
    if (afterWrite && this.written) return;
    if (depth === keys.length) {
      if (whole) this.whole = true;
      return;
    }
    const key = keys[depth] as Key;
    if (key === null) {
      this.allChildren = true;
      for (const child of this.children.values()) child.mark(keys, depth + 1, whole, afterWrite);
      return;
    }
    this.keep.add(key);
    this.children.get(key)?.mark(keys, depth + 1, whole, afterWrite);
  }
}

/**
 * The view plan for a write: a put (one path) or a multi-path update (one path per child of the patch),
 * each as targaryen splits it. Its rules are the `.write` and `.validate` rules along each path, and the
 * `.validate` rules below it, which targaryen runs over the written value.
 */
export function writePlan(
  ruleset: Ruleset,
  writtenPaths: ReadonlyArray<readonly string[]>,
): ViewPlan {
  const plan = new ViewPlan();
  for (const keys of writtenPaths) plan.pathTo(keys).written = true;
  for (const keys of writtenPaths) {
    const along = rulesAlong(ruleset, keys);
    along.forEach(({ rules, bindings }, depth) => {
      markReaches(plan, compiled(rules).write, keys.slice(0, depth), bindings);
    });
    const written = along[keys.length];
    if (!written) continue; // no rules down to the written node: none below it either
    for (const below of compiledBelow(written.rules)) {
      // A wildcard below the written node takes the written value's keys: any of them.
      markReaches(plan, below.reaches, [...keys, ...below.path], written.bindings);
    }
  }
  return plan;
}

/** The view plan for a read (a listen or a get) at `keys`: the `.read` rules along its path. */
export function readPlan(ruleset: Ruleset, keys: readonly string[]): ViewPlan {
  const plan = new ViewPlan();
  plan.pathTo(keys);
  rulesAlong(ruleset, keys).forEach(({ rules, bindings }, depth) => {
    markReaches(plan, compiled(rules).read, keys.slice(0, depth), bindings);
  });
  return plan;
}

interface RulesOnPath {
  readonly rules: RulesNode;
  readonly bindings: Readonly<Record<string, string>>;
}

/** The rules node of each depth along `keys` (index 0: the root), as far as there are rules. */
function rulesAlong(ruleset: Ruleset, keys: readonly string[]): RulesOnPath[] {
  const along: RulesOnPath[] = [];
  // targaryen's own traversal, so that names and wildcards resolve exactly as in its checks.
  ruleset.root.$traverse(keys.join('/'), (_path, rules, bindings) => {
    along.push({ rules, bindings });
  });
  return along;
}

function markReaches(
  plan: ViewPlan,
  reaches: readonly Reach[],
  base: readonly Key[],
  bindings: Readonly<Record<string, string>>,
): void {
  for (const reach of reaches) {
    const resolved = resolve(reach, base, bindings);
    if (resolved) plan.mark(resolved.keys, 0, resolved.whole, reach.start === 'newData');
  }
}

/**
 * The path `reach` looks at for rules at `base` (where `data` and `newData` point), or null when the
 * chain fails before it looks at anything (`parent()` of the root throws in targaryen).
 */
function resolve(
  reach: Reach,
  base: readonly Key[],
  bindings: Readonly<Record<string, string>>,
): { keys: Key[]; whole: boolean } | null {
  const keys: Key[] = reach.start === 'root' ? [] : [...base];
  for (const step of reach.steps) {
    if (step === 'parent') {
      if (keys.length === 0) return null;
      keys.pop();
    } else if (step === 'anyChild') {
      // A computed key may hold slashes, or be empty: any node below, or this one, whole.
      return { keys, whole: true };
    } else {
      for (const segment of step)
        keys.push('name' in segment ? segment.name : (bindings[segment.variable] ?? null));
    }
  }
  return { keys, whole: reach.whole };
}

interface CompiledRules {
  readonly read: readonly Reach[];
  readonly write: readonly Reach[];
}

interface ReachesBelow {
  /** The path from the node the rules are below (null: a wildcard). */
  readonly path: readonly Key[];
  readonly reaches: readonly Reach[];
}

const compiledRules = new WeakMap<RulesNode, CompiledRules>();
const compiledRulesBelow = new WeakMap<RulesNode, readonly ReachesBelow[]>();

function compiled(rules: RulesNode): CompiledRules {
  let found = compiledRules.get(rules);
  if (!found) {
    found = {
      read: reachesOf(rules.$read),
      write: [...reachesOf(rules.$write), ...reachesOf(rules.$validate)],
    };
    compiledRules.set(rules, found);
  }
  return found;
}

/** The `.write` and `.validate` chains of every rules node below `rules`, with their paths. */
function compiledBelow(rules: RulesNode): readonly ReachesBelow[] {
  let found = compiledRulesBelow.get(rules);
  if (!found) {
    const collected: ReachesBelow[] = [];
    const collect = (node: RulesNode, path: readonly Key[]): void => {
      for (const [key, child] of childRulesOf(node)) {
        const childPath = [...path, key];
        const reaches = compiled(child).write;
        if (reaches.length > 0) collected.push({ path: childPath, reaches });
        collect(child, childPath);
      }
    };
    collect(rules, []);
    found = collected;
    compiledRulesBelow.set(rules, found);
  }
  return found;
}

/** A rules node's children: its named ones by name, its wildcard with a null key. */
function childRulesOf(rules: RulesNode): Array<[Key, RulesNode]> {
  const children: Array<[Key, RulesNode]> = Object.keys(rules)
    .filter((key) => !key.startsWith('$'))
    .map((key) => [key, (rules as unknown as Record<string, RulesNode>)[key] as RulesNode]);
  if (rules.$wildchild) children.push([null, rules.$wildchild]);
  return children;
}

/** The chains of one rule expression. */
function reachesOf(rule: ParsedRule | null): Reach[] {
  const reaches: Reach[] = [];
  if (rule) visit(rule.root.astNode, reaches);
  return reaches;
}

interface Chain {
  readonly start: Start;
  readonly steps: readonly Step[];
  /** The `child(...)` arguments along the chain: they may hold chains of their own. */
  readonly childArguments: readonly SyntaxNode[];
}

interface MethodCall {
  readonly object: SyntaxNode;
  readonly method: string;
  readonly args: readonly SyntaxNode[];
}

function visit(node: SyntaxNode | null | undefined, reaches: Reach[]): void {
  if (!node) return;
  switch (node.type) {
    case 'Identifier':
      // `root`, `data` or `newData` used other than through a known call: its value, whole.
      if (typeof node.name === 'string' && starts.has(node.name))
        reaches.push({ start: node.name as Start, steps: [], whole: true });
      return;
    case 'Literal':
      return;
    case 'CallExpression': {
      const call = methodCall(node);
      const chain = call ? chainOf(call.object) : null;
      if (call && chain) {
        reaches.push(...lookedAt(chain, call));
        for (const argument of [...chain.childArguments, ...call.args]) visit(argument, reaches);
        return;
      }
      visit(node.callee as SyntaxNode, reaches);
      for (const argument of node.arguments as SyntaxNode[]) visit(argument, reaches);
      return;
    }
    case 'MemberExpression':
      visit(node.object as SyntaxNode, reaches);
      if (node.computed) visit(node.property as SyntaxNode, reaches);
      return;
    case 'ExpressionStatement':
      visit(node.expression as SyntaxNode, reaches);
      return;
    case 'LogicalExpression':
    case 'BinaryExpression':
      visit(node.left as SyntaxNode, reaches);
      visit(node.right as SyntaxNode, reaches);
      return;
    case 'UnaryExpression':
      visit(node.argument as SyntaxNode, reaches);
      return;
    case 'ConditionalExpression':
      visit(node.test as SyntaxNode, reaches);
      visit(node.consequent as SyntaxNode, reaches);
      visit(node.alternate as SyntaxNode, reaches);
      return;
    case 'ArrayExpression':
      for (const element of node.elements as Array<SyntaxNode | null>) visit(element, reaches);
      return;
    default:
      // A construct this reading does not know: assume it looks at everything.
      reaches.push({ start: 'root', steps: [], whole: true });
  }
}

/** What `call` on the snapshot `chain` points at looks at. */
function lookedAt(chain: Chain, call: MethodCall): Reach[] {
  const at = (steps: readonly Step[], whole: boolean): Reach => ({
    start: chain.start,
    steps,
    whole,
  });
  const { method, args } = call;
  if (method === 'exists' && args.length === 0) return [at(chain.steps, false)];
  if (method === 'hasChild' && args.length === 1)
    return [at([...chain.steps, childStep(args[0] as SyntaxNode)], false)];
  if (method === 'hasChildren') {
    if (args.length === 0) return [at(chain.steps, false)];
    const names = args.length === 1 ? literalStrings(args[0] as SyntaxNode) : null;
    if (names) return names.map((name) => at([...chain.steps, childStep(name)], false));
  }
  // val(), getPriority(), isString(), isNumber(), isBoolean(): the value. So is anything else done
  // with the snapshot (a child or parent snapshot used other than through these calls, a method this
  // reading does not know).
  return [at(chain.steps, true)];
}

/** `node` as a chain of `child` and `parent` calls from `root`, `data` or `newData`; null if it is not one. */
function chainOf(node: SyntaxNode): Chain | null {
  if (node.type === 'Identifier') {
    return typeof node.name === 'string' && starts.has(node.name)
      ? { start: node.name as Start, steps: [], childArguments: [] }
      : null;
  }
  const call = methodCall(node);
  if (!call) return null;
  if (call.method === 'parent' && call.args.length === 0) {
    const chain = chainOf(call.object);
    return chain && { ...chain, steps: [...chain.steps, 'parent'] };
  }
  if (call.method === 'child' && call.args.length === 1) {
    const chain = chainOf(call.object);
    const argument = call.args[0] as SyntaxNode;
    return (
      chain && {
        start: chain.start,
        steps: [...chain.steps, childStep(argument)],
        childArguments: [...chain.childArguments, argument],
      }
    );
  }
  return null;
}

/** `object.method(args)` with a plain method name; null for any other expression. */
function methodCall(node: SyntaxNode): MethodCall | null {
  if (node.type !== 'CallExpression') return null;
  const callee = node.callee as SyntaxNode;
  if (callee.type !== 'MemberExpression' || callee.computed) return null;
  const property = callee.property as SyntaxNode;
  if (property.type !== 'Identifier' || typeof property.name !== 'string') return null;
  return {
    object: callee.object as SyntaxNode,
    method: property.name,
    args: node.arguments as SyntaxNode[],
  };
}

/**
 * The step of `child(argument)`. targaryen trims the path's slashes and splits it: a literal path
 * gives names, a wildcard's variable one key; anything else is computed when the rule runs.
 */
function childStep(argument: SyntaxNode): Step {
  if (argument.type === 'Literal' && typeof argument.value === 'string') {
    // child('') is a snapshot of nothing; not worth telling apart from a computed path.
    if (argument.value === '') return 'anyChild';
    const trimmed = argument.value.replace(/^\/+/, '').replace(/\/+$/, '');
    if (trimmed === '') return [];
    const names = trimmed.split('/');
    return names.includes('') ? 'anyChild' : names.map((name) => ({ name }));
  }
  if (
    argument.type === 'Identifier' &&
    typeof argument.name === 'string' &&
    argument.name.startsWith('$')
  )
    return [{ variable: argument.name }];
  return 'anyChild';
}

/** The string literals of an array literal like `['name', 'code']`; null if it is anything else. */
function literalStrings(node: SyntaxNode): SyntaxNode[] | null {
  if (node.type !== 'ArrayExpression') return null;
  const elements = node.elements as Array<SyntaxNode | null>;
  return elements.every(
    (element) => element?.type === 'Literal' && typeof element.value === 'string',
  )
    ? (elements as SyntaxNode[])
    : null;
}
