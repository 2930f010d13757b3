import { keyError, mergeError, pathError, valueError } from './dataValidation';
import type { DataTree } from './dataTree';
import { joinPath, parsePath } from './databasePath';
import { isJsonObject, type JsonObject, type JsonValue } from './jsonValue';
import { normalizeValue, UnknownServerValueError } from './valueNormalization';

/**
 * A write as the change log keeps it, in its stored form (server values already resolved): a
 * replacement of the value at `set`, or a multi-path update of `children` (paths relative to `merge`,
 * null removes). Paths are keys joined by '/', '' is the root. Applying one is a plain assignment that
 * reads nothing, so applying a change again, or over data that already holds it, gives the same data.
 */
export type PersistedChange =
  | { readonly set: string; readonly value: JsonValue }
  | { readonly merge: string; readonly children: JsonObject };

/** Where the database keeps each change it applies (the change log), and when they are saved. */
export interface ChangeJournal {
  /** Called as each change is applied, in order. */
  record(change: PersistedChange): void;
  /** Resolves once every recorded change is saved (rejects if one could not be); null when all are. */
  whenSaved(): Promise<void> | null;
}

/** One line of the change log (no newline). */
export function changeLine(change: PersistedChange): string {
  return JSON.stringify(change);
}

/** Applies a change to the tree, as RealtimeDatabase applied it. */
export function applyChange(tree: DataTree, change: PersistedChange): void {
  if ('set' in change) {
    tree.setAt(parsePath(change.set), change.value);
    return;
  }
  const base = parsePath(change.merge);
  for (const [relative, value] of Object.entries(change.children))
    tree.setAt(joinPath(base, parsePath(relative)), value);
}

/**
 * Reads one log line: the change, or why it is not one (not JSON, not a change, data the database
 * refuses). Values go through the same checks as the data file's.
 */
export function parseChangeLine(line: string): PersistedChange | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { problem: 'not valid JSON' };
  }
  if (!isJsonObject(parsed)) return { problem: 'not a change' };
  const keys = Object.keys(parsed).sort().join(',');
  if (keys === 'set,value' && typeof parsed.set === 'string') {
    const path = parsed.set;
    const problem = pathProblem(path) ?? valueError(parsed.value, '', parsePath(path).length);
    if (problem !== null) return { problem };
    const stored = storedForm(parsed.value as JsonValue);
    return 'problem' in stored ? stored : { set: path, value: stored.value };
  }
  if (keys === 'children,merge' && typeof parsed.merge === 'string') {
    const path = parsed.merge;
    const problem = pathProblem(path) ?? mergeError(parsed.children, parsePath(path).length);
    if (problem !== null) return { problem };
    const children: JsonObject = {};
    for (const [relative, value] of Object.entries(parsed.children as JsonObject)) {
      const stored = storedForm(value);
      if ('problem' in stored) return stored;
      children[relative] = stored.value;
    }
    return { merge: path, children };
  }
  return { problem: 'not a change' };
}

function pathProblem(path: string): string | null {
  const problem = pathError(path);
  if (problem !== null) return problem;
  for (const key of parsePath(path)) {
    const invalid = keyError(key);
    if (invalid !== null) return invalid;
  }
  return null;
}

/** The stored form of a logged value; a server value (which this server never logs) is a problem. */
function storedForm(value: JsonValue): { value: JsonValue } | { problem: string } {
  try {
    return { value: normalizeValue(value, null, 0) };
  } catch (error) {
    if (error instanceof UnknownServerValueError) return { problem: error.message };
    throw error;
  }
}
