import { isServerIncrement, isServerTimestamp } from '../domain/rtdbKeys';

/**
 * The Realtime Database's server values, as the in-memory backend applies them (the real database does
 * the same on the server, before its rules see the value): `{".sv": "timestamp"}` anywhere in a written
 * value becomes the backend's time, and `{".sv": {"increment": n}}` the number stored there (`existing`,
 * the value the write replaces) plus n, or n where no number is stored.
 */
export function resolveServerValues(
  value: unknown,
  now: number,
  existing: unknown = null,
): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isServerTimestamp(value)) return now;
  if (isServerIncrement(value))
    return typeof existing === 'number'
      ? existing + value['.sv'].increment
      : value['.sv'].increment;
  const existingChildren =
    existing !== null && typeof existing === 'object' ? (existing as Record<string, unknown>) : {};
  if (Array.isArray(value))
    return value.map((item, index) =>
      resolveServerValues(item, now, existingChildren[String(index)] ?? null),
    );
  const resolved: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value))
    resolved[key] = resolveServerValues(child, now, existingChildren[key] ?? null);
  return resolved;
}
