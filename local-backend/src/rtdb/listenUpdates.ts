import { isPathAtOrAbove, joinPath, pathsOverlap, pathToString } from './databasePath';
import type { JsonObject, JsonValue } from './jsonValue';
import { evaluateQuery, queryLoadsAllData, type WireQuery } from './queryEvaluation';
import type { DataChange } from './realtimeDatabase';
import type { ViewPlan } from './rulesReach';

/** One listen a client holds: a path, and for a tagged query its query object and tag. */
export interface ActiveListen {
  readonly keys: readonly string[];
  readonly tag: number | undefined;
  readonly query: WireQuery | undefined;
  /** JSON of the last result sent for a tagged query (untagged listens are sent each change). */
  lastSent: string | null;
  /** What its read rules look at, for the identity that listened (RulesGate.readReach); null: none. */
  readReach: ViewPlan | null;
}

/** A server push: action 'd' (overwrite at p) or 'm' (merge of relative paths under p), with the query's tag. */
export interface DataPush {
  a: 'd' | 'm';
  b: { p: string; d: JsonValue; t?: number };
}

type ReadValue = (keys: readonly string[]) => JsonValue;

export function listenKey(path: string, tag: number | undefined): string {
  return `${path}\u0000${tag ?? 'default'}`;
}

function isQueryListen(listen: ActiveListen): boolean {
  return listen.tag !== undefined && !queryLoadsAllData(listen.query);
}

function overwrite(keys: readonly string[], value: JsonValue, tag?: number): DataPush {
  return {
    a: 'd',
    b:
      tag === undefined
        ? { p: pathToString(keys), d: value }
        : { p: pathToString(keys), d: value, t: tag },
  };
}

function queryResultPush(
  listen: ActiveListen,
  readValue: ReadValue,
  onlyIfChanged: boolean,
): DataPush | null {
  const result = listen.query
    ? evaluateQuery(readValue(listen.keys), listen.query)
    : readValue(listen.keys);
  const serialized = JSON.stringify(result);
  if (onlyIfChanged && serialized === listen.lastSent) return null;
  listen.lastSent = serialized;
  return overwrite(listen.keys, result, listen.tag);
}

/** The data a listen receives when it starts. */
export function initialPush(listen: ActiveListen, readValue: ReadValue): DataPush {
  if (isQueryListen(listen)) return queryResultPush(listen, readValue, false) as DataPush;
  return overwrite(listen.keys, readValue(listen.keys), listen.tag);
}

/** What a listen receives after a write, or null when the write does not touch what it watches. */
export function pushForChange(
  listen: ActiveListen,
  change: DataChange,
  readValue: ReadValue,
): DataPush | null {
  const written =
    change.kind === 'set'
      ? [change.path]
      : change.children.map((child) => joinPath(change.path, child));
  if (!written.some((path) => pathsOverlap(path, listen.keys))) return null;
  if (isQueryListen(listen)) return queryResultPush(listen, readValue, true);
  if (!isPathAtOrAbove(listen.keys, change.path)) {
    // The write starts above the listened path: send the listened value whole.
    return overwrite(listen.keys, readValue(listen.keys), listen.tag);
  }
  if (change.kind === 'set') return overwrite(change.path, readValue(change.path), listen.tag);
  const merged: JsonObject = {};
  for (const child of change.children) {
    merged[pathToString(child)] = readValue(joinPath(change.path, child));
  }
  return {
    a: 'm',
    b:
      listen.tag === undefined
        ? { p: pathToString(change.path), d: merged }
        : { p: pathToString(change.path), d: merged, t: listen.tag },
  };
}
