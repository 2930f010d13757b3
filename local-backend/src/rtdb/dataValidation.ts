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

/**
 * Validates a value as written by a client at a path `depth` keys deep: JSON only, valid keys, strings
 * within the size limit, and no path deeper than 32 keys once the value's own keys are added (counted as
 * the SDK counts them, every key including `.sv`, `.value` and `.priority`). The hosted database refuses
 * deeper data ("Data too deep") for every credential, the admin's included.
 */
export function valueError(value: unknown, where = '', depth = 0): string | null {
  const keys: string[] = [];
  // The location is only spelled out for an error: building it for every child costs more than the check.
  const at = (): string => `${where}${keys.map((key) => `/${key}`).join('')}` || '/';
  const check = (node: unknown): string | null => {
    if (node === undefined) return `Value contains undefined at ${at()}`;
    if (node === null || typeof node === 'boolean') return null;
    if (typeof node === 'number')
      return Number.isFinite(node) ? null : `Value contains ${String(node)} at ${at()}`;
    if (typeof node === 'string') {
      if (
        node.length > MAX_STRING_BYTES / 3 &&
        Buffer.byteLength(node, 'utf8') > MAX_STRING_BYTES
      ) {
        return `Value contains a string greater than ${MAX_STRING_BYTES} utf8 bytes at ${at()} ('${node.slice(0, 50)}...')`;
      }
      return null;
    }
    if (typeof node !== 'object') return `Value contains a ${typeof node} at ${at()}`;
    let hasDotValue = false;
    let hasChild = false;
    for (const key in node as Record<string, unknown>) {
      if (!Object.prototype.hasOwnProperty.call(node, key)) continue;
      if (key === '.value') hasDotValue = true;
      else if (!SDK_KEYS.has(key)) {
        hasChild = true;
        const invalidKey = keyError(key);
        if (invalidKey) return `${invalidKey} at ${at()}`;
      }
      if (depth + keys.length + 1 > MAX_DEPTH)
        return tooDeep(`${at()}/${key}`.replace(/^\/\//, '/'));
      keys.push(key);
      const childError = check((node as Record<string, unknown>)[key]);
      keys.pop();
      if (childError) return childError;
    }
    if (hasDotValue && hasChild)
      return `Value contains ".value" child at ${at()} in addition to actual children`;
    return null;
  };
  return check(value);
}

export function tooDeep(where: string): string {
  return `Data too deep: more than ${MAX_DEPTH} levels at ${where}`;
}

/** Validates the keys of a multi-path update at a path `depth` keys deep: each is a relative path of valid keys. */
export function mergeError(patch: unknown, depth = 0): string | null {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch))
    return 'Update must be an object';
  for (const [relativePath, child] of Object.entries(patch as Record<string, unknown>)) {
    const keys = relativePath.split('/').filter((segment) => segment.length > 0);
    if (keys.length === 0) return 'Update contains an empty path';
    for (const key of keys) {
      const invalidKey = keyError(key);
      if (invalidKey) return `${invalidKey} in update path ${relativePath}`;
    }
    if (depth + keys.length > MAX_DEPTH) return tooDeep(`/${relativePath}`);
    const childError = valueError(child, `/${relativePath}`, depth + keys.length);
    if (childError) return childError;
  }
  return null;
}
