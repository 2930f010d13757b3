import { validatePath, type RtdbProblem } from '../domain/rtdbKeys';
import { databaseTexts } from '../texts/databaseTexts';
import type { DatabaseQuery } from './backendPorts';
import { compareKeys } from './keyOrder';

/** Why the SDK would refuse a query (a child to order by that is not a path), or null. */
export function queryProblem(query: DatabaseQuery): RtdbProblem | null {
  if (query.orderBy === 'key') return null;
  const { child } = query.orderBy;
  if (child === '' || child.startsWith('$') || child.startsWith('.'))
    return { code: 'invalid_path', message: databaseTexts.invalidPath };
  return validatePath(child);
}

/** Rank of a value in the database's order of values: absent, false, true, numbers, strings, objects. */
function rankOf(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (value === false) return 1;
  if (value === true) return 2;
  if (typeof value === 'number') return 3;
  if (typeof value === 'string') return 4;
  return 5;
}

/** Compares a child's value with a query's bound (a string) in the database's order of values. */
function compareWithBound(value: unknown, bound: string): number {
  const rank = rankOf(value) - rankOf(bound);
  if (rank !== 0) return rank;
  const text = value as string;
  return text < bound ? -1 : text > bound ? 1 : 0;
}

function childAt(value: unknown, path: string): unknown {
  let node = value;
  for (const key of path.split('/').filter((segment) => segment !== '')) {
    if (node === null || typeof node !== 'object') return null;
    node = (node as Record<string, unknown>)[key] ?? null;
  }
  return node;
}

/**
 * The children of a stored value that a query selects (both bounds included), as the server selects
 * them; null when none, or when the value has no children.
 */
export function selectQueryChildren(
  value: unknown,
  query: DatabaseQuery,
): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object') return null;
  const children = value as Record<string, unknown>;
  const { orderBy } = query;
  const compare =
    orderBy === 'key'
      ? compareKeys
      : (key: string, bound: string) =>
          compareWithBound(childAt(children[key], orderBy.child), bound);
  const selected: Record<string, unknown> = {};
  let count = 0;
  for (const key of Object.keys(children)) {
    if (query.startAt !== undefined && compare(key, query.startAt) < 0) continue;
    if (query.endAt !== undefined && compare(key, query.endAt) > 0) continue;
    selected[key] = children[key];
    count += 1;
  }
  return count === 0 ? null : selected;
}
