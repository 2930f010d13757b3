/**
 * The Realtime Database's key and value rules (the SDK checks the same in core/util/validation.ts).
 * Each check returns an error message, or null when the input is valid.
 */
export const MAX_STRING_BYTES = 10 * 1024 * 1024;
export const MAX_KEY_BYTES = 768;
export const MAX_DEPTH = 32;

const INVALID_KEY_CHARACTERS = /[[\].#$/\u0000-\u001F\u007F]/;
const INVALID_PATH_CHARACTERS = /[[\].#$\u0000-\u001F\u007F]/;
const SDK_KEYS = new Set(['.sv', '.value', '.priority']);

export function keyError(key: string): string | null {
  if (key.length === 0 || INVALID_KEY_CHARACTERS.test(key)) {
    return `Invalid key (${key}). Keys must be non-empty strings and can't contain ".", "#", "$", "/", "[", or "]"`;
  }
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) {
    return `Key longer than ${MAX_KEY_BYTES} bytes (${key.slice(0, 50)}...)`;
  }
  return null;
}

export function pathError(pathString: unknown): string | null {
  if (typeof pathString !== 'string') return 'Path must be a string';
  if (INVALID_PATH_CHARACTERS.test(pathString)) {
    return `Invalid path (${pathString}). Paths must be non-empty strings and can't contain ".", "#", "$", "[", or "]"`;
  }
  const depth = pathString.split('/').filter((segment) => segment.length > 0).length;
  return depth > MAX_DEPTH ? `Path deeper than ${MAX_DEPTH} levels (${pathString})` : null;
}

/** Validates a value as written by a client: JSON only, valid keys, strings within the size limit. */
export function valueError(value: unknown, where = ''): string | null {
  if (value === undefined) return `Value contains undefined at ${where || '/'}`;
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number') {
    return Number.isFinite(value) ? null : `Value contains ${String(value)} at ${where || '/'}`;
  }
  if (typeof value === 'string') {
    if (value.length > MAX_STRING_BYTES / 3 && Buffer.byteLength(value, 'utf8') > MAX_STRING_BYTES) {
      return `Value contains a string greater than ${MAX_STRING_BYTES} utf8 bytes at ${where || '/'} ('${value.slice(0, 50)}...')`;
    }
    return null;
  }
  if (typeof value !== 'object') return `Value contains a ${typeof value} at ${where || '/'}`;
  let hasDotValue = false;
  let hasChild = false;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key === '.value') hasDotValue = true;
    else if (!SDK_KEYS.has(key)) {
      hasChild = true;
      const invalidKey = keyError(key);
      if (invalidKey) return `${invalidKey} at ${where || '/'}`;
    }
    const childError = valueError(child, `${where}/${key}`);
    if (childError) return childError;
  }
  if (hasDotValue && hasChild) return `Value contains ".value" child at ${where || '/'} in addition to actual children`;
  return null;
}

/** Validates the keys of a multi-path update: each is a relative path of valid keys. */
export function mergeError(patch: unknown): string | null {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return 'Update must be an object';
  for (const [relativePath, child] of Object.entries(patch as Record<string, unknown>)) {
    const keys = relativePath.split('/').filter((segment) => segment.length > 0);
    if (keys.length === 0) return 'Update contains an empty path';
    for (const key of keys) {
      const invalidKey = keyError(key);
      if (invalidKey) return `${invalidKey} in update path ${relativePath}`;
    }
    const childError = valueError(child, `/${relativePath}`);
    if (childError) return childError;
  }
  return null;
}
