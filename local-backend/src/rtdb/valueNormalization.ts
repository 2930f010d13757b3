import { isJsonObject, type JsonObject, type JsonValue } from './jsonValue';
import { setChild } from './sparseKeys';

/**
 * Turns a validated client value into the stored form: server values resolved against the data they replace
 * (`{".sv": "timestamp"}`, `{".sv": {"increment": n}}`), `.value` unwrapped, `.priority` dropped (this server
 * keeps no priorities), arrays stored as objects keyed by index, null children and empty objects removed.
 */
export function normalizeValue(value: unknown, existing: JsonValue, now: number): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (Array.isArray(value)) {
    return normalizeChildren(
      value.map((child, index) => [String(index), child] as const),
      existing,
      now,
    );
  }
  const record = value as Record<string, unknown>;
  if ('.sv' in record) return resolveServerValue(record['.sv'], existing, now);
  if ('.value' in record) return normalizeValue(record['.value'], existing, now);
  return normalizeChildren(
    Object.entries(record).filter(([key]) => key !== '.priority'),
    existing,
    now,
  );
}

function normalizeChildren(
  entries: ReadonlyArray<readonly [string, unknown]>,
  existing: JsonValue,
  now: number,
): JsonValue {
  const result: JsonObject = {};
  let count = 0;
  for (const [key, child] of entries) {
    const existingChild = isJsonObject(existing) ? (existing[key] ?? null) : null;
    const normalized = normalizeValue(child, existingChild, now);
    if (normalized !== null) {
      setChild(result, key, normalized);
      count += 1;
    }
  }
  return count === 0 ? null : result;
}

export class UnknownServerValueError extends Error {}

function resolveServerValue(serverValue: unknown, existing: JsonValue, now: number): JsonValue {
  if (serverValue === 'timestamp') return now;
  if (isJsonObject(serverValue) && typeof serverValue.increment === 'number') {
    return typeof existing === 'number' ? existing + serverValue.increment : serverValue.increment;
  }
  throw new UnknownServerValueError(`Unknown server value ${JSON.stringify(serverValue)}`);
}
