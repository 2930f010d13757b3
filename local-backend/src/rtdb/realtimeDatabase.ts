import { ServiceClock } from '../clock/serviceClock';
import type { Identity } from './authToken';
import { keyError, mergeError, pathError, valueError } from './dataValidation';
import { DataTree } from './dataTree';
import { joinPath, parsePath, pathToString } from './databasePath';
import type { JsonObject, JsonValue } from './jsonValue';
import { hashOfValue } from './nodeHash';
import type { ChangeJournal, PersistedChange } from './persistedChange';
import { evaluateQuery, queryLoadsAllData, type WireQuery } from './queryEvaluation';
import { RulesGate } from './rulesGate';
import { normalizeValue, UnknownServerValueError } from './valueNormalization';

/** Status codes as the SDK receives them in a response's `s` field. */
export type FailureStatus = 'permission_denied' | 'datastale' | 'invalid_data' | 'invalid_path';

export type Outcome<T> = { status: 'ok'; value: T } | { status: FailureStatus; reason: string };

/** A write that was applied: a replacement at `path`, or a multi-path update of `children` under `path`. */
export type DataChange =
  | { kind: 'set'; path: readonly string[] }
  | { kind: 'merge'; path: readonly string[]; children: ReadonlyArray<readonly string[]> };

export type ChangeListener = (change: DataChange) => void;

const PERMISSION_DENIED = { status: 'permission_denied', reason: 'Permission denied' } as const;

/** Memory only: nothing to save. */
const NO_JOURNAL: ChangeJournal = { record: () => undefined, whenSaved: () => null };

/** The database: the data tree, its rules gate, and the listeners told about every applied write. */
export class RealtimeDatabase {
  private readonly tree: DataTree;
  private currentVersion = 0;
  private readonly listeners = new Set<ChangeListener>();
  readonly gate: RulesGate;

  constructor(
    initial: JsonValue,
    rules: unknown | null,
    private readonly journal: ChangeJournal = NO_JOURNAL,
    readonly clock: ServiceClock = new ServiceClock(),
  ) {
    this.tree = new DataTree(initial);
    this.gate = new RulesGate(rules, this);
  }

  get version(): number {
    return this.currentVersion;
  }

  valueAt(keys: readonly string[]): JsonValue {
    return this.tree.valueAt(keys);
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  read(path: string, identity: Identity, query?: WireQuery): Outcome<JsonValue> {
    const invalid = checkPath(path);
    if (invalid) return invalid;
    if (!this.gate.canRead(path, identity, this.clock.now())) return PERMISSION_DENIED;
    const value = this.valueAt(parsePath(path));
    return {
      status: 'ok',
      value: query && !queryLoadsAllData(query) ? evaluateQuery(value, query) : value,
    };
  }

  /** A put: replaces the value at `path`. With `hash`, only when the current value still has that hash. */
  set(path: string, value: unknown, identity: Identity, hash?: string): Outcome<JsonValue> {
    const prepared = this.prepareSet(path, value, identity, hash);
    if (prepared.status !== 'ok') return prepared;
    const keys = parsePath(path);
    this.tree.setAt(keys, prepared.value);
    this.applied({ kind: 'set', path: keys }, true, { set: keys.join('/'), value: prepared.value });
    return prepared;
  }

  /** Validates and resolves a put and checks the rules, without applying it. */
  prepareSet(path: string, value: unknown, identity: Identity, hash?: string): Outcome<JsonValue> {
    const invalid = checkPath(path) ?? checkValue(valueError(value, '', parsePath(path).length));
    if (invalid) return invalid;
    const keys = parsePath(path);
    const current = this.valueAt(keys);
    if (hash !== undefined && hashOfValue(current) !== hash) {
      return { status: 'datastale', reason: 'Transaction hash does not match' };
    }
    // One reading of the clock for the server values and the rules' `now`.
    const now = this.clock.now();
    const resolved = resolve(() => normalizeValue(value, current, now));
    if (resolved.status !== 'ok') return resolved;
    if (!this.gate.canWrite(path, resolved.value, identity, now)) return PERMISSION_DENIED;
    return resolved;
  }

  /** A multi-path update: each key of `patch` is a path relative to `path`. */
  update(path: string, patch: unknown, identity: Identity): Outcome<JsonObject> {
    const prepared = this.prepareUpdate(path, patch, identity);
    if (prepared.status !== 'ok') return prepared;
    const base = parsePath(path);
    const children = Object.keys(prepared.value).map((relative) => parsePath(relative));
    if (children.length === 0) return prepared;
    for (const [relative, value] of Object.entries(prepared.value)) {
      this.tree.setAt(joinPath(base, parsePath(relative)), value);
    }
    this.applied({ kind: 'merge', path: base, children }, true, {
      merge: base.join('/'),
      children: prepared.value,
    });
    return prepared;
  }

  /** Validates and resolves an update and checks the rules, without applying it. */
  prepareUpdate(path: string, patch: unknown, identity: Identity): Outcome<JsonObject> {
    const invalid = checkPath(path) ?? checkValue(mergeError(patch, parsePath(path).length));
    if (invalid) return invalid;
    const base = parsePath(path);
    const now = this.clock.now();
    const resolvedPatch: JsonObject = {};
    for (const [relative, value] of Object.entries(patch as Record<string, unknown>)) {
      const resolved = resolve(() =>
        normalizeValue(value, this.valueAt(joinPath(base, parsePath(relative))), now),
      );
      if (resolved.status !== 'ok') return resolved;
      resolvedPatch[pathToString(parsePath(relative))] = resolved.value;
    }
    if (
      Object.keys(resolvedPatch).length > 0 &&
      !this.gate.canUpdate(path, resolvedPatch, identity, now)
    ) {
      return PERMISSION_DENIED;
    }
    return { status: 'ok', value: resolvedPatch };
  }

  /** Replaces all data (an admin import); listeners are told the root changed. */
  replaceAll(value: JsonValue): void {
    this.tree.setAt([], value);
    this.applied({ kind: 'set', path: [] }, false, { set: '', value });
  }

  /**
   * Resolves once every write applied so far is saved (rejects if one could not be); null when there
   * is nothing to wait for. A write is confirmed to its client only then.
   */
  whenSaved(): Promise<void> | null {
    return this.journal.whenSaved();
  }

  private applied(change: DataChange, checkedJustBefore: boolean, saved: PersistedChange): void {
    // Recorded first, so the log has writes in the order applied even if a listener writes.
    this.journal.record(saved);
    this.currentVersion += 1;
    this.gate.noteWriteApplied(this.currentVersion, checkedJustBefore);
    for (const listener of [...this.listeners]) listener(change);
  }

  toJSON(): JsonValue {
    return this.tree.toJSON();
  }
}

function checkPath(path: string): { status: 'invalid_path'; reason: string } | null {
  const message = pathError(path);
  if (message) return { status: 'invalid_path', reason: message };
  for (const key of parsePath(path)) {
    const invalidKey = keyError(key);
    if (invalidKey) return { status: 'invalid_path', reason: invalidKey };
  }
  return null;
}

function checkValue(message: string | null): { status: 'invalid_data'; reason: string } | null {
  return message ? { status: 'invalid_data', reason: message } : null;
}

function resolve(normalize: () => JsonValue): Outcome<JsonValue> {
  try {
    return { status: 'ok', value: normalize() };
  } catch (error) {
    if (error instanceof UnknownServerValueError)
      return { status: 'invalid_data', reason: error.message };
    throw error;
  }
}
