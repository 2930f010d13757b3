import type { PathKeys } from './databasePath';
import { isJsonObject, type JsonObject, type JsonValue } from './jsonValue';
import { setChild } from './sparseKeys';

/** The database contents: one JSON tree, read and written by path. Empty objects never stay in it. */
export class DataTree {
  private root: JsonValue;

  constructor(initial: JsonValue = null) {
    this.root = initial;
  }

  valueAt(keys: PathKeys): JsonValue {
    let node: JsonValue = this.root;
    for (const key of keys) {
      if (!isJsonObject(node)) return null;
      node = node[key] ?? null;
    }
    return node;
  }

  /** Replaces the value at a path (null removes it); parents are created or pruned as needed. */
  setAt(keys: PathKeys, value: JsonValue): void {
    if (keys.length === 0) {
      this.root = value;
      return;
    }
    if (value === null) {
      this.removeAt(keys);
      return;
    }
    if (!isJsonObject(this.root)) this.root = {};
    let parent: JsonObject = this.root;
    for (const key of keys.slice(0, -1)) {
      const child: JsonValue = parent[key] ?? null;
      if (isJsonObject(child)) {
        parent = child;
      } else {
        const created: JsonObject = {};
        setChild(parent, key, created);
        parent = created;
      }
    }
    setChild(parent, keys[keys.length - 1] as string, value);
  }

  private removeAt(keys: PathKeys): void {
    const parents: JsonObject[] = [];
    let node: JsonValue = this.root;
    for (const key of keys.slice(0, -1)) {
      if (!isJsonObject(node)) return;
      parents.push(node);
      node = node[key] ?? null;
    }
    if (!isJsonObject(node)) return;
    delete node[keys[keys.length - 1] as string];
    // Prune the objects this removal left empty, from the deepest up.
    let emptied: JsonObject = node;
    for (let depth = keys.length - 2; depth >= 0 && Object.keys(emptied).length === 0; depth -= 1) {
      const parent = parents[depth] as JsonObject;
      delete parent[keys[depth] as string];
      emptied = parent;
    }
    if (isJsonObject(this.root) && Object.keys(this.root).length === 0) this.root = null;
  }

  toJSON(): JsonValue {
    return this.root;
  }
}
