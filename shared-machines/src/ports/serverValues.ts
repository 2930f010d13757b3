/**
 * The Realtime Database's server values, as the in-memory backend applies them: `{".sv": "timestamp"}`
 * anywhere in a written value becomes the backend's time (the real database does the same on the
 * server, before its rules see the value).
 */
export function resolveServerValues(value: unknown, now: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => resolveServerValues(item, now));
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && keys[0] === '.sv' && record['.sv'] === 'timestamp') return now;
  const resolved: Record<string, unknown> = {};
  for (const key of keys) resolved[key] = resolveServerValues(record[key], now);
  return resolved;
}
