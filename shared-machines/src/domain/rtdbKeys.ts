/**
 * The Realtime Database's rules for keys, paths and values (docs/product.md: Limits of the database, and what the Firebase SDK
 * itself refuses before anything reaches the server). Every check returns `null` when the input is
 * acceptable, or a problem with the SDK-style code and a message the UI can show (`databaseTexts`).
 */
import { databaseTexts } from '../texts/databaseTexts';

/** Longest string value the database accepts, in UTF-8 bytes. */
export const MAX_STRING_BYTES = 10_485_760;
/** Longest key the database accepts, in UTF-8 bytes. */
export const MAX_KEY_BYTES = 768;

export type RtdbProblemCode = 'invalid_key' | 'invalid_path' | 'invalid_value' | 'too_big';

export interface RtdbProblem {
  readonly code: RtdbProblemCode;
  /** For the person using the platform (`databaseTexts`). */
  readonly message: string;
}

// . # $ / [ ] and the ASCII control characters, as the SDK refuses them.
const FORBIDDEN_KEY_CHARACTERS = /[.#$/[\]\u0000-\u001F\u007F]/;

const utf8 = new TextEncoder();

/** The size of `text` in UTF-8, as the database counts it (a lone surrogate is 3 bytes, as U+FFFD). */
export function utf8ByteLength(text: string): number {
  return utf8.encode(text).length;
}

export function isValidKey(key: string): boolean {
  return describeKeyProblem(key) === null;
}

function describeKeyProblem(key: string): RtdbProblem | null {
  if (typeof key !== 'string' || key.length === 0) {
    return { code: 'invalid_key', message: databaseTexts.emptyKey };
  }
  if (FORBIDDEN_KEY_CHARACTERS.test(key)) {
    return { code: 'invalid_key', message: databaseTexts.forbiddenKeyCharacters };
  }
  if (utf8ByteLength(key) > MAX_KEY_BYTES) {
    return { code: 'invalid_key', message: databaseTexts.keyTooLong };
  }
  return null;
}

/** A path: keys separated by '/', without a leading slash; '' is the root. Empty segments are refused. */
export function validatePath(path: string): RtdbProblem | null {
  if (typeof path !== 'string') {
    return { code: 'invalid_path', message: databaseTexts.invalidPath };
  }
  if (path === '') return null;
  for (const segment of path.split('/')) {
    const problem = describeKeyProblem(segment);
    if (problem)
      return { code: 'invalid_path', message: databaseTexts.invalidPathBecause(problem.message) };
  }
  return null;
}

/** Splits a valid path into its keys ('' gives []). */
export function pathSegments(path: string): string[] {
  return path === '' ? [] : path.split('/');
}

/** The server-time placeholder `{".sv": "timestamp"}`, which the database replaces by its own time. */
export function isServerTimestamp(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 1 &&
    keys[0] === '.sv' &&
    (value as Record<string, unknown>)['.sv'] === 'timestamp'
  );
}

/** The server's increment `{".sv": {"increment": n}}`: the stored number plus n (n alone where none is stored). */
export function serverIncrement(delta: number): Readonly<Record<string, unknown>> {
  return { '.sv': { increment: delta } };
}

/** Whether a value is a server increment (serverIncrement) by a finite number. */
export function isServerIncrement(value: unknown): value is { '.sv': { increment: number } } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const serverValue = (value as Record<string, unknown>)['.sv'];
  if (keys.length !== 1 || serverValue === null || typeof serverValue !== 'object') return false;
  const increment = (serverValue as Record<string, unknown>).increment;
  return (
    Object.keys(serverValue).length === 1 &&
    typeof increment === 'number' &&
    Number.isFinite(increment)
  );
}

/** A value the database can store: null, boolean, finite number, string within the size limit, or objects/arrays of those. */
export function validateValue(value: unknown): RtdbProblem | null {
  return describeValueProblem(value, new Set());
}

function describeValueProblem(value: unknown, ancestors: Set<object>): RtdbProblem | null {
  if (value === null || typeof value === 'boolean') return null;
  if (value === undefined) {
    return { code: 'invalid_value', message: databaseTexts.missingValue };
  }
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? null
      : { code: 'invalid_value', message: databaseTexts.invalidNumber };
  }
  if (typeof value === 'string') {
    // Cheap bound first: each UTF-16 unit is at most 3 UTF-8 bytes.
    if (value.length * 3 <= MAX_STRING_BYTES || utf8ByteLength(value) <= MAX_STRING_BYTES)
      return null;
    return { code: 'too_big', message: databaseTexts.textTooBig };
  }
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    return { code: 'invalid_value', message: databaseTexts.unstorableValue };
  }
  if (typeof value === 'object') {
    if (isServerTimestamp(value) || isServerIncrement(value)) return null;
    if (ancestors.has(value))
      return { code: 'invalid_value', message: databaseTexts.unstorableValue };
    const prototype = Object.getPrototypeOf(value);
    if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) {
      return { code: 'invalid_value', message: databaseTexts.unstorableValue };
    }
    ancestors.add(value);
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = describeKeyProblem(key);
      if (keyProblem) return keyProblem;
      const childProblem = describeValueProblem(child, ancestors);
      if (childProblem) return childProblem;
    }
    ancestors.delete(value);
    return null;
  }
  return { code: 'invalid_value', message: databaseTexts.unstorableValue };
}
