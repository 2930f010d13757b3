/**
 * Firestore's JSON value encoding (the REST API's `Value`): exactly one of `nullValue`,
 * `booleanValue`, `integerValue` (a decimal string), `doubleValue`, `timestampValue` (RFC 3339),
 * `stringValue`, `bytesValue` (base64), `referenceValue`, `geoPointValue`, `arrayValue`, `mapValue`.
 */
export type FirestoreValue = Readonly<Record<string, unknown>>;
export type FirestoreFields = Readonly<Record<string, FirestoreValue>>;

const valueKinds = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
] as const;
export type ValueKind = (typeof valueKinds)[number];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function valueKind(value: FirestoreValue): ValueKind | null {
  const keys = Object.keys(value);
  if (keys.length !== 1) return null;
  const kind = keys[0] as ValueKind;
  return valueKinds.includes(kind) ? kind : null;
}

export function mapFields(value: FirestoreValue): FirestoreFields {
  const map = value.mapValue;
  return isPlainObject(map) && isPlainObject(map.fields) ? (map.fields as FirestoreFields) : {};
}

export function arrayValues(value: FirestoreValue): readonly FirestoreValue[] {
  const array = value.arrayValue;
  return isPlainObject(array) && Array.isArray(array.values)
    ? (array.values as FirestoreValue[])
    : [];
}

/** Why a value is not a well-formed Firestore value, or null when it is. */
export function describeInvalidValue(value: unknown, depth = 0): string | null {
  if (depth > 20) return 'values are nested more than 20 levels deep';
  if (!isPlainObject(value)) return 'a value must be an object';
  const kind = valueKind(value);
  if (kind === null) return `a value must have exactly one of ${valueKinds.join(', ')}`;
  const inner = value[kind];
  switch (kind) {
    case 'nullValue':
      return inner === null || inner === 'NULL_VALUE' ? null : 'nullValue must be null';
    case 'booleanValue':
      return typeof inner === 'boolean' ? null : 'booleanValue must be a boolean';
    case 'integerValue':
      return (typeof inner === 'string' && /^-?[0-9]{1,19}$/.test(inner)) ||
        Number.isSafeInteger(inner)
        ? null
        : 'integerValue must be an integer';
    case 'doubleValue':
      return typeof inner === 'number' || ['NaN', 'Infinity', '-Infinity'].includes(inner as string)
        ? null
        : 'doubleValue must be a number';
    case 'timestampValue':
      return typeof inner === 'string' && !Number.isNaN(Date.parse(inner))
        ? null
        : 'timestampValue must be an RFC 3339 time';
    case 'stringValue':
    case 'bytesValue':
    case 'referenceValue':
      return typeof inner === 'string' ? null : `${kind} must be a string`;
    case 'geoPointValue':
      return isPlainObject(inner) ? null : 'geoPointValue must be an object';
    case 'arrayValue': {
      if (!isPlainObject(inner)) return 'arrayValue must be an object';
      if (inner.values === undefined) return null;
      if (!Array.isArray(inner.values)) return 'arrayValue.values must be a list';
      for (const element of inner.values) {
        const problem = describeInvalidValue(element, depth + 1);
        if (problem !== null) return problem;
      }
      return null;
    }
    case 'mapValue': {
      if (!isPlainObject(inner)) return 'mapValue must be an object';
      return inner.fields === undefined ? null : describeInvalidFields(inner.fields, depth + 1);
    }
  }
}

export function describeInvalidFields(fields: unknown, depth = 0): string | null {
  if (!isPlainObject(fields)) return 'fields must be an object';
  for (const [name, value] of Object.entries(fields)) {
    if (name === '') return 'a field name must not be empty';
    const problem = describeInvalidValue(value, depth);
    if (problem !== null) return `field "${name}": ${problem}`;
  }
  return null;
}

/** Firestore's order of value types: null < booleans < numbers < timestamps < strings < bytes < references < geo points < arrays < maps. */
function typeRank(kind: ValueKind): number {
  switch (kind) {
    case 'nullValue':
      return 0;
    case 'booleanValue':
      return 1;
    case 'integerValue':
    case 'doubleValue':
      return 2;
    case 'timestampValue':
      return 3;
    case 'stringValue':
      return 4;
    case 'bytesValue':
      return 5;
    case 'referenceValue':
      return 6;
    case 'geoPointValue':
      return 7;
    case 'arrayValue':
      return 8;
    case 'mapValue':
      return 9;
  }
}

export function numberOf(value: FirestoreValue): number {
  const kind = valueKind(value);
  if (kind === 'integerValue') return Number(value.integerValue);
  if (kind === 'doubleValue') return Number(value.doubleValue);
  return Number.NaN;
}

function compareNumbers(left: number, right: number): number {
  if (Number.isNaN(left)) return Number.isNaN(right) ? 0 : -1;
  if (Number.isNaN(right)) return 1;
  return left < right ? -1 : left > right ? 1 : 0;
}

function compareStrings(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Same value-type class (numbers compare across integer and double), as Firestore filters require. */
export function sameTypeClass(left: FirestoreValue, right: FirestoreValue): boolean {
  const leftKind = valueKind(left);
  const rightKind = valueKind(right);
  return leftKind !== null && rightKind !== null && typeRank(leftKind) === typeRank(rightKind);
}

/** Total order of Firestore values (the order `orderBy` sorts by). */
export function compareValues(left: FirestoreValue, right: FirestoreValue): number {
  const leftKind = valueKind(left);
  const rightKind = valueKind(right);
  if (leftKind === null || rightKind === null) return 0;
  const rankDifference = typeRank(leftKind) - typeRank(rightKind);
  if (rankDifference !== 0) return Math.sign(rankDifference);
  switch (leftKind) {
    case 'nullValue':
      return 0;
    case 'booleanValue':
      return Number(left.booleanValue) - Number(right.booleanValue);
    case 'integerValue':
    case 'doubleValue':
      return compareNumbers(numberOf(left), numberOf(right));
    case 'timestampValue':
      return compareNumbers(
        Date.parse(left.timestampValue as string),
        Date.parse(right.timestampValue as string),
      );
    case 'stringValue':
    case 'bytesValue':
    case 'referenceValue':
      return compareStrings(String(left[leftKind]), String(right[leftKind]));
    case 'geoPointValue':
      return compareStrings(
        JSON.stringify(left.geoPointValue),
        JSON.stringify(right.geoPointValue),
      );
    case 'arrayValue': {
      const leftValues = arrayValues(left);
      const rightValues = arrayValues(right);
      for (let index = 0; index < Math.min(leftValues.length, rightValues.length); index += 1) {
        const difference = compareValues(
          leftValues[index] as FirestoreValue,
          rightValues[index] as FirestoreValue,
        );
        if (difference !== 0) return difference;
      }
      return compareNumbers(leftValues.length, rightValues.length);
    }
    case 'mapValue': {
      const leftEntries = Object.entries(mapFields(left)).sort(([a], [b]) => compareStrings(a, b));
      const rightEntries = Object.entries(mapFields(right)).sort(([a], [b]) =>
        compareStrings(a, b),
      );
      for (let index = 0; index < Math.min(leftEntries.length, rightEntries.length); index += 1) {
        const [leftName, leftValue] = leftEntries[index] as [string, FirestoreValue];
        const [rightName, rightValue] = rightEntries[index] as [string, FirestoreValue];
        const difference =
          compareStrings(leftName, rightName) || compareValues(leftValue, rightValue);
        if (difference !== 0) return difference;
      }
      return compareNumbers(leftEntries.length, rightEntries.length);
    }
  }
}

export function valuesEqual(left: FirestoreValue, right: FirestoreValue): boolean {
  if (!sameTypeClass(left, right)) return false;
  const leftNumber = numberOf(left);
  if (
    Number.isNaN(leftNumber) &&
    (valueKind(left) === 'doubleValue' || valueKind(left) === 'integerValue')
  )
    return false;
  return compareValues(left, right) === 0;
}

export function stringField(fields: FirestoreFields | undefined, name: string): string | null {
  const value = fields?.[name];
  return value !== undefined && typeof value.stringValue === 'string' ? value.stringValue : null;
}
