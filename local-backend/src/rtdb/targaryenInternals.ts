import * as targaryen from 'targaryen';
import type { TargaryenDatabase } from 'targaryen';

// The parts of targaryen 3.1.0 below its documented API that the rules gate builds on: its data nodes
// (lib/database/store.js), its parsed rules (lib/database/ruleset.js) and their expressions' syntax
// trees (esprima's, lib/parser). They let the gate hand targaryen a small view of the data for each
// request instead of the whole tree (see rulesView.ts). Typed here, in one place, because targaryen
// ships no types and these are not in its README.

/**
 * An immutable data node. Its children are its own enumerable properties (keyed by their names); its
 * value and priority sit behind symbols. The null node is a primitive.
 */
export interface DataNode {
  $isNull(): boolean;
  $isPrimitive(): boolean;
  $value(): unknown;
  $child(path: string): DataNode;
}

/** A parsed rule: `root` is targaryen's node for esprima's `ExpressionStatement`. */
export interface ParsedRule {
  readonly root: { readonly astNode: SyntaxNode };
}

/** An esprima syntax node: `type` names its kind, its other properties depend on it. */
export interface SyntaxNode {
  readonly type: string;
  readonly [property: string]: unknown;
}

/**
 * A node of the parsed rules. Its named children are its own enumerable properties not starting
 * with `$`; `$wildchild` is the `$variable` child, if any.
 */
export interface RulesNode {
  readonly $name: string | undefined;
  readonly $read: ParsedRule | null;
  readonly $write: ParsedRule | null;
  readonly $validate: ParsedRule | null;
  readonly $wildchild: RulesNode | null;
  /** Calls `visit` with each rules node along `path`, from the root, as targaryen's checks do. */
  $traverse(
    path: string,
    visit: (path: string, rules: RulesNode, wildchildren: Readonly<Record<string, string>>) => void,
  ): void;
}

export interface Ruleset {
  readonly root: RulesNode;
}

interface TargaryenStore {
  /** A data node from JSON, or from an object whose values are data nodes (those are shared, not copied). */
  store(data: unknown, options?: { now?: number }): DataNode;
}

const { store } = targaryen as unknown as TargaryenStore;

/** The data node of `value`: JSON (server values resolved with `now`), or an object of data nodes. */
export function dataNodeOf(value: unknown, now?: number): DataNode {
  return store(value, now === undefined ? undefined : { now });
}

/** The rules of a targaryen database (parsed once by `targaryen.database`, shared by every view). */
export function rulesetOf(database: TargaryenDatabase): Ruleset {
  return database.rules as Ruleset;
}

/** The root node of `database`'s data. */
export function rootOf(database: TargaryenDatabase): DataNode {
  return database.root as DataNode;
}

/** `node`'s child named `key`, if it has one (an own property: `constructor` is not a child). */
export function childOf(node: DataNode, key: string): DataNode | undefined {
  return Object.prototype.hasOwnProperty.call(node, key)
    ? (node as unknown as Record<string, DataNode>)[key]
    : undefined;
}

/** The names of `node`'s children (none for a primitive or the null node). */
export function childKeysOf(node: DataNode): string[] {
  return Object.keys(node);
}
