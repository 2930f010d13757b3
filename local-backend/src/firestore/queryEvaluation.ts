import type { StoredDocument } from './documentStore';
import { getField, parseFieldPath, withField } from './fieldPaths';
import type { FirestoreFields, FirestoreValue } from './firestoreValues';
import {
  arrayValues,
  compareValues,
  numberOf,
  sameTypeClass,
  valueKind,
  valuesEqual,
} from './firestoreValues';
import type { QueryFilter } from './usersAccessRules';

/**
 * Runs a REST `StructuredQuery` over stored documents: filters (field, unary, AND/OR), orderBy
 * (including `__name__`), cursors, offset, limit and field projection — what `getDocs(query(...))`
 * of firestore/lite sends.
 */
export interface Cursor {
  readonly values?: readonly FirestoreValue[];
  readonly before?: boolean;
}

export interface StructuredQuery {
  readonly from?: readonly { readonly collectionId?: string; readonly allDescendants?: boolean }[];
  readonly where?: QueryFilter;
  readonly orderBy?: readonly {
    readonly field?: { readonly fieldPath?: string };
    readonly direction?: string;
  }[];
  readonly startAt?: Cursor;
  readonly endAt?: Cursor;
  readonly offset?: number;
  readonly limit?: number | { readonly value?: number };
  readonly select?: { readonly fields?: readonly { readonly fieldPath?: string }[] };
}

export interface NamedDocument {
  readonly name: string;
  readonly document: StoredDocument;
}

/** A query the local server cannot run: answered as INVALID_ARGUMENT. */
export class QueryError extends Error {}

const namePath = '__name__';

function fieldPathOf(reference: { readonly fieldPath?: string } | undefined): string {
  const text = reference?.fieldPath;
  if (typeof text !== 'string' || (text !== namePath && parseFieldPath(text) === null)) {
    throw new QueryError(`invalid field path ${JSON.stringify(text)}`);
  }
  return text;
}

function valueAt(candidate: NamedDocument, fieldPath: string): FirestoreValue | undefined {
  if (fieldPath === namePath) return { referenceValue: candidate.name };
  return getField(candidate.document.fields, parseFieldPath(fieldPath) ?? []);
}

function isNaNValue(value: FirestoreValue): boolean {
  return valueKind(value) === 'doubleValue' && Number.isNaN(numberOf(value));
}

function matchesFieldFilter(
  candidate: NamedDocument,
  filter: NonNullable<QueryFilter['fieldFilter']>,
): boolean {
  const value = valueAt(candidate, fieldPathOf(filter.field));
  const operand = filter.value;
  if (operand === undefined) throw new QueryError('a field filter has no value');
  if (value === undefined) return false;
  const ordered = (test: (difference: number) => boolean): boolean =>
    sameTypeClass(value, operand) &&
    !isNaNValue(value) &&
    !isNaNValue(operand) &&
    test(compareValues(value, operand));
  switch (filter.op) {
    case 'EQUAL':
      return valuesEqual(value, operand);
    case 'NOT_EQUAL':
      return valueKind(value) !== 'nullValue' && !valuesEqual(value, operand);
    case 'LESS_THAN':
      return ordered((difference) => difference < 0);
    case 'LESS_THAN_OR_EQUAL':
      return ordered((difference) => difference <= 0);
    case 'GREATER_THAN':
      return ordered((difference) => difference > 0);
    case 'GREATER_THAN_OR_EQUAL':
      return ordered((difference) => difference >= 0);
    case 'ARRAY_CONTAINS':
      return (
        valueKind(value) === 'arrayValue' &&
        arrayValues(value).some((element) => valuesEqual(element, operand))
      );
    case 'IN':
      return arrayValues(operand).some((candidateValue) => valuesEqual(value, candidateValue));
    case 'NOT_IN':
      return (
        valueKind(value) !== 'nullValue' &&
        !arrayValues(operand).some((candidateValue) => valuesEqual(value, candidateValue))
      );
    case 'ARRAY_CONTAINS_ANY':
      return (
        valueKind(value) === 'arrayValue' &&
        arrayValues(value).some((element) =>
          arrayValues(operand).some((candidateValue) => valuesEqual(element, candidateValue)),
        )
      );
    default:
      throw new QueryError(`unsupported field filter operator ${JSON.stringify(filter.op)}`);
  }
}

function matchesUnaryFilter(
  candidate: NamedDocument,
  filter: { readonly field?: { readonly fieldPath?: string }; readonly op?: string },
): boolean {
  const value = valueAt(candidate, fieldPathOf(filter.field));
  if (value === undefined) return false;
  switch (filter.op) {
    case 'IS_NAN':
      return isNaNValue(value);
    case 'IS_NOT_NAN':
      return !isNaNValue(value);
    case 'IS_NULL':
      return valueKind(value) === 'nullValue';
    case 'IS_NOT_NULL':
      return valueKind(value) !== 'nullValue';
    default:
      throw new QueryError(`unsupported unary filter operator ${JSON.stringify(filter.op)}`);
  }
}

export function matchesFilter(candidate: NamedDocument, filter: QueryFilter): boolean {
  if (filter.fieldFilter !== undefined) return matchesFieldFilter(candidate, filter.fieldFilter);
  if (filter.unaryFilter !== undefined)
    return matchesUnaryFilter(
      candidate,
      filter.unaryFilter as { field?: { fieldPath?: string }; op?: string },
    );
  const composite = filter.compositeFilter;
  if (composite !== undefined) {
    const filters = composite.filters ?? [];
    if (composite.op === 'AND') return filters.every((inner) => matchesFilter(candidate, inner));
    if (composite.op === 'OR') return filters.some((inner) => matchesFilter(candidate, inner));
    throw new QueryError(`unsupported composite filter operator ${JSON.stringify(composite.op)}`);
  }
  throw new QueryError('a filter must be a fieldFilter, unaryFilter or compositeFilter');
}

interface Ordering {
  readonly fieldPath: string;
  readonly sign: 1 | -1;
}

function orderingsOf(query: StructuredQuery): Ordering[] {
  const orderings = (query.orderBy ?? []).map((order) => ({
    fieldPath: fieldPathOf(order.field),
    sign: order.direction === 'DESCENDING' ? (-1 as const) : (1 as const),
  }));
  // Firestore always breaks ties by document name, in the direction of the last ordering.
  if (!orderings.some((ordering) => ordering.fieldPath === namePath)) {
    orderings.push({ fieldPath: namePath, sign: orderings.at(-1)?.sign ?? 1 });
  }
  return orderings;
}

function compareToCursor(
  candidate: NamedDocument,
  orderings: readonly Ordering[],
  values: readonly FirestoreValue[],
): number {
  for (let index = 0; index < Math.min(values.length, orderings.length); index += 1) {
    const ordering = orderings[index] as Ordering;
    const value = valueAt(candidate, ordering.fieldPath);
    const difference =
      value === undefined ? -1 : compareValues(value, values[index] as FirestoreValue);
    if (difference !== 0) return difference * ordering.sign;
  }
  return 0;
}

function limitOf(limit: StructuredQuery['limit']): number | null {
  if (limit === undefined) return null;
  const value = typeof limit === 'number' ? limit : limit.value;
  if (value === undefined) return null;
  if (!Number.isInteger(value) || value < 0)
    throw new QueryError(`invalid limit ${JSON.stringify(limit)}`);
  return value;
}

function project(document: StoredDocument, select: StructuredQuery['select']): StoredDocument {
  if (select?.fields === undefined) return document;
  let fields: FirestoreFields = {};
  for (const reference of select.fields) {
    const fieldPath = fieldPathOf(reference);
    if (fieldPath === namePath) continue;
    const segments = parseFieldPath(fieldPath) ?? [];
    const value = getField(document.fields, segments);
    if (value !== undefined) fields = withField(fields, segments, value);
  }
  return { ...document, fields };
}

/** The query's results, in order, among documents already restricted to the queried collection. */
export function runStructuredQuery(
  query: StructuredQuery,
  candidates: readonly NamedDocument[],
): NamedDocument[] {
  const orderings = orderingsOf(query);
  let results = candidates.filter((candidate) =>
    query.where === undefined ? true : matchesFilter(candidate, query.where),
  );
  results = results.filter((candidate) =>
    orderings.every((ordering) => valueAt(candidate, ordering.fieldPath) !== undefined),
  );
  results.sort((left, right) => {
    for (const ordering of orderings) {
      const difference = compareValues(
        valueAt(left, ordering.fieldPath) as FirestoreValue,
        valueAt(right, ordering.fieldPath) as FirestoreValue,
      );
      if (difference !== 0) return difference * ordering.sign;
    }
    return 0;
  });
  const { startAt, endAt } = query;
  if (startAt?.values !== undefined) {
    const values = startAt.values;
    results = results.filter((candidate) => {
      const difference = compareToCursor(candidate, orderings, values);
      return difference > 0 || (difference === 0 && startAt.before === true);
    });
  }
  if (endAt?.values !== undefined) {
    const values = endAt.values;
    results = results.filter((candidate) => {
      const difference = compareToCursor(candidate, orderings, values);
      return difference < 0 || (difference === 0 && endAt.before !== true);
    });
  }
  const offset = query.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0)
    throw new QueryError(`invalid offset ${JSON.stringify(query.offset)}`);
  const limit = limitOf(query.limit);
  results = results.slice(offset, limit === null ? undefined : offset + limit);
  return results.map((result) => ({
    name: result.name,
    document: project(result.document, query.select),
  }));
}
