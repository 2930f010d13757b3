import type { FirestoreFields, FirestoreValue } from './firestoreValues';
import { mapFields, valueKind } from './firestoreValues';

/**
 * Field paths as the REST API writes them (`address.city`, with backticks around a segment that is
 * not a plain identifier: `` `first name`.initial ``), and reading and writing them in a document's
 * fields (maps nested through `mapValue`).
 */
export function parseFieldPath(text: string): string[] | null {
  const segments: string[] = [];
  let index = 0;
  while (index < text.length) {
    let segment = '';
    if (text[index] === '`') {
      index += 1;
      while (index < text.length && text[index] !== '`') {
        if (text[index] === '\\' && index + 1 < text.length) index += 1;
        segment += text[index];
        index += 1;
      }
      if (text[index] !== '`') return null;
      index += 1;
    } else {
      while (index < text.length && text[index] !== '.') {
        segment += text[index];
        index += 1;
      }
    }
    if (segment === '') return null;
    segments.push(segment);
    if (index < text.length) {
      if (text[index] !== '.') return null;
      index += 1;
      if (index === text.length) return null;
    }
  }
  return segments.length > 0 ? segments : null;
}

export function getField(
  fields: FirestoreFields,
  path: readonly string[],
): FirestoreValue | undefined {
  let current: FirestoreFields = fields;
  for (let index = 0; index < path.length; index += 1) {
    const value = current[path[index] as string];
    if (value === undefined) return undefined;
    if (index === path.length - 1) return value;
    if (valueKind(value) !== 'mapValue') return undefined;
    current = mapFields(value);
  }
  return undefined;
}

/** A copy of `fields` with the value at `path` replaced (undefined: removed); maps are created on the way. */
export function withField(
  fields: FirestoreFields,
  path: readonly string[],
  value: FirestoreValue | undefined,
): FirestoreFields {
  const [head, ...rest] = path;
  if (head === undefined) return fields;
  const copy: Record<string, FirestoreValue> = { ...fields };
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const existing = copy[head];
  const inner =
    existing !== undefined && valueKind(existing) === 'mapValue' ? mapFields(existing) : {};
  if (value === undefined && (existing === undefined || valueKind(existing) !== 'mapValue'))
    return fields;
  copy[head] = { mapValue: { fields: withField(inner, rest, value) } };
  return copy;
}
