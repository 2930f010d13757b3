import { compareKeys, MAX_NAME, MIN_NAME } from './keyOrder';
import { isJsonObject, type JsonObject, type JsonValue } from './jsonValue';

/** The query object the SDK sends with a tagged listen or a get (queryParamsGetQueryObject). */
export interface WireQuery {
  sp?: JsonValue;
  sn?: string;
  sin?: boolean;
  ep?: JsonValue;
  en?: string;
  ein?: boolean;
  l?: number;
  vf?: 'l' | 'r';
  i?: string;
}

type OrderKind =
  { kind: 'key' } | { kind: 'value' } | { kind: 'priority' } | { kind: 'child'; path: string[] };

function orderOf(query: WireQuery): OrderKind {
  if (query.i === undefined || query.i === '.priority') return { kind: 'priority' };
  if (query.i === '.key') return { kind: 'key' };
  if (query.i === '.value') return { kind: 'value' };
  return { kind: 'child', path: query.i.split('/').filter((segment) => segment.length > 0) };
}

const LEAF_TYPE_ORDER = ['boolean', 'number', 'string'];

/** Node order of the SDK (LeafNode / ChildrenNode compareTo): empty < leaves (booleans, numbers, strings) < objects. */
export function compareValues(a: JsonValue, b: JsonValue): number {
  const rank = (value: JsonValue) => (value === null ? 0 : isJsonObject(value) ? 2 : 1);
  const rankDifference = rank(a) - rank(b);
  if (rankDifference !== 0 || a === null || isJsonObject(a)) return rankDifference;
  const typeDifference = LEAF_TYPE_ORDER.indexOf(typeof a) - LEAF_TYPE_ORDER.indexOf(typeof b);
  if (typeDifference !== 0) return typeDifference;
  if (a === b) return 0;
  return (a as string | number | boolean) < (b as string | number | boolean) ? -1 : 1;
}

interface Positioned {
  key: string;
  indexValue: JsonValue;
}

function childAt(value: JsonValue, path: readonly string[]): JsonValue {
  let node = value;
  for (const key of path) {
    if (!isJsonObject(node)) return null;
    node = node[key] ?? null;
  }
  return node;
}

function indexValueOf(order: OrderKind, child: JsonValue): JsonValue {
  if (order.kind === 'value') return child;
  if (order.kind === 'child') return childAt(child, order.path);
  return null; // keys compare by name only; stored data has no priorities
}

function comparePositions(order: OrderKind, a: Positioned, b: Positioned): number {
  if (order.kind !== 'key') {
    const byIndex = compareValues(a.indexValue, b.indexValue);
    if (byIndex !== 0) return byIndex;
  }
  return compareKeys(a.key, b.key);
}

function boundPosition(
  order: OrderKind,
  value: JsonValue | undefined,
  name: string | undefined,
  defaultName: string,
): Positioned {
  if (order.kind === 'key')
    return { key: typeof value === 'string' ? value : String(value), indexValue: null };
  return { key: name ?? defaultName, indexValue: value ?? null };
}

/** The children of `value` a query selects, as the server sends them for a tagged listen or a get. */
export function evaluateQuery(value: JsonValue, query: WireQuery): JsonValue {
  if (!isJsonObject(value)) return null;
  const order = orderOf(query);
  const start = 'sp' in query ? boundPosition(order, query.sp, query.sn, MIN_NAME) : null;
  const end = 'ep' in query ? boundPosition(order, query.ep, query.en, MAX_NAME) : null;
  const startInclusive = query.sin !== false;
  const endInclusive = query.ein !== false;
  let selected = Object.keys(value)
    .map((key) => ({ key, indexValue: indexValueOf(order, value[key] ?? null) }))
    .filter((position) => {
      if (start) {
        const fromStart = comparePositions(order, start, position);
        if (startInclusive ? fromStart > 0 : fromStart >= 0) return false;
      }
      if (end) {
        const toEnd = comparePositions(order, position, end);
        if (endInclusive ? toEnd > 0 : toEnd >= 0) return false;
      }
      return true;
    })
    .sort((a, b) => comparePositions(order, a, b));
  if (typeof query.l === 'number') {
    selected =
      query.vf === 'r'
        ? selected.slice(Math.max(0, selected.length - query.l))
        : selected.slice(0, query.l);
  }
  if (selected.length === 0) return null;
  const result: JsonObject = {};
  for (const { key } of selected) result[key] = value[key] ?? null;
  return result;
}

/** True when the query asks for every child (no range, no limit): its result is the whole value. */
export function queryLoadsAllData(query: WireQuery | undefined): boolean {
  return !query || (!('sp' in query) && !('ep' in query) && query.l === undefined);
}
