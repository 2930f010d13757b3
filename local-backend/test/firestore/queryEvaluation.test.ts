import type { StoredDocument } from '../../src/firestore/documentStore';
import { getField, parseFieldPath, withField } from '../../src/firestore/fieldPaths';
import type { FirestoreValue } from '../../src/firestore/firestoreValues';
import {
  compareValues,
  describeInvalidValue,
  valuesEqual,
} from '../../src/firestore/firestoreValues';
import type { NamedDocument, StructuredQuery } from '../../src/firestore/queryEvaluation';
import { QueryError, runStructuredQuery } from '../../src/firestore/queryEvaluation';
import { parseDocumentName, parseRestPath } from '../../src/firestore/resourceNames';
import type { QueryFilter } from '../../src/firestore/usersAccessRules';

// The pure parts of the local Firestore server: values, field paths, names, and structured queries
// (the SDK test exercises the equality queries the product sends; these cover the rest of the subset).

const root = 'projects/demo-amparo/databases/(default)/documents';
const database = { projectId: 'demo-amparo', database: '(default)' };

function document(id: string, fields: Record<string, FirestoreValue>): NamedDocument {
  const stored: StoredDocument = {
    fields,
    createTime: '2026-01-01T00:00:00.000000Z',
    updateTime: '2026-01-01T00:00:00.000000Z',
  };
  return { name: `${root}/people/${id}`, document: stored };
}

const people = [
  document('a', {
    name: { stringValue: 'Ana' },
    age: { integerValue: '81' },
    tags: { arrayValue: { values: [{ stringValue: 'avó' }] } },
  }),
  document('b', {
    name: { stringValue: 'Bruno' },
    age: { doubleValue: 67.5 },
    city: { nullValue: null },
  }),
  document('c', {
    name: { stringValue: 'Carla' },
    age: { integerValue: '74' },
    tags: { arrayValue: { values: [{ stringValue: 'vizinha' }] } },
  }),
  document('d', { name: { stringValue: 'Duarte' }, city: { stringValue: 'Aveiro' } }),
];

const idsOf = (query: StructuredQuery): string[] =>
  runStructuredQuery(query, people).map((result) => result.name.split('/').pop() as string);
const field = (fieldPath: string, op: string, value: FirestoreValue): QueryFilter => ({
  fieldFilter: { field: { fieldPath }, op, value },
});

describe('runStructuredQuery', () => {
  it.each<[string, StructuredQuery, string[]]>([
    ['no filter, by name', {}, ['a', 'b', 'c', 'd']],
    [
      'EQUAL across integer and double',
      { where: field('age', 'EQUAL', { doubleValue: 81 }) },
      ['a'],
    ],
    [
      'NOT_EQUAL skips missing fields',
      { where: field('age', 'NOT_EQUAL', { integerValue: '81' }) },
      ['b', 'c'],
    ],
    ['LESS_THAN', { where: field('age', 'LESS_THAN', { integerValue: '75' }) }, ['b', 'c']],
    [
      'GREATER_THAN_OR_EQUAL',
      { where: field('age', 'GREATER_THAN_OR_EQUAL', { integerValue: '74' }) },
      ['a', 'c'],
    ],
    [
      'comparisons only within a type',
      { where: field('name', 'GREATER_THAN', { integerValue: '0' }) },
      [],
    ],
    ['ARRAY_CONTAINS', { where: field('tags', 'ARRAY_CONTAINS', { stringValue: 'avó' }) }, ['a']],
    [
      'IN',
      {
        where: field('name', 'IN', {
          arrayValue: { values: [{ stringValue: 'Ana' }, { stringValue: 'Duarte' }] },
        }),
      },
      ['a', 'd'],
    ],
    [
      'NOT_IN',
      { where: field('name', 'NOT_IN', { arrayValue: { values: [{ stringValue: 'Ana' }] } }) },
      ['b', 'c', 'd'],
    ],
    [
      'ARRAY_CONTAINS_ANY',
      {
        where: field('tags', 'ARRAY_CONTAINS_ANY', {
          arrayValue: { values: [{ stringValue: 'vizinha' }, { stringValue: 'x' }] },
        }),
      },
      ['c'],
    ],
    ['IS_NULL', { where: { unaryFilter: { field: { fieldPath: 'city' }, op: 'IS_NULL' } } }, ['b']],
    [
      'IS_NOT_NULL',
      { where: { unaryFilter: { field: { fieldPath: 'city' }, op: 'IS_NOT_NULL' } } },
      ['d'],
    ],
    [
      'AND',
      {
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              field('age', 'GREATER_THAN', { integerValue: '70' }),
              field('name', 'EQUAL', { stringValue: 'Carla' }),
            ],
          },
        },
      },
      ['c'],
    ],
    [
      'OR',
      {
        where: {
          compositeFilter: {
            op: 'OR',
            filters: [
              field('name', 'EQUAL', { stringValue: 'Ana' }),
              field('city', 'EQUAL', { stringValue: 'Aveiro' }),
            ],
          },
        },
      },
      ['a', 'd'],
    ],
    [
      'orderBy skips documents without the field',
      { orderBy: [{ field: { fieldPath: 'age' } }] },
      ['b', 'c', 'a'],
    ],
    [
      'orderBy descending',
      { orderBy: [{ field: { fieldPath: 'age' }, direction: 'DESCENDING' }] },
      ['a', 'c', 'b'],
    ],
    [
      'orderBy __name__ descending',
      { orderBy: [{ field: { fieldPath: '__name__' }, direction: 'DESCENDING' }] },
      ['d', 'c', 'b', 'a'],
    ],
    ['limit as a number', { limit: 2 }, ['a', 'b']],
    ['limit as a wrapper, with offset', { limit: { value: 2 }, offset: 1 }, ['b', 'c']],
    [
      'startAt a value (inclusive)',
      {
        orderBy: [{ field: { fieldPath: 'age' } }],
        startAt: { values: [{ integerValue: '74' }], before: true },
      },
      ['c', 'a'],
    ],
    [
      'startAfter a value',
      {
        orderBy: [{ field: { fieldPath: 'age' } }],
        startAt: { values: [{ integerValue: '74' }], before: false },
      },
      ['a'],
    ],
    [
      'endBefore a value',
      {
        orderBy: [{ field: { fieldPath: 'age' } }],
        endAt: { values: [{ integerValue: '74' }], before: true },
      },
      ['b'],
    ],
  ])('%s', (_description, query, expected) => {
    expect(idsOf(query)).toEqual(expected);
  });

  it('projects the selected fields', () => {
    const [first] = runStructuredQuery(
      { select: { fields: [{ fieldPath: 'name' }] }, limit: 1 },
      people,
    );
    expect(first?.document.fields).toEqual({ name: { stringValue: 'Ana' } });
  });

  it.each<[string, StructuredQuery]>([
    ['an unknown operator', { where: field('age', 'LIKE', { stringValue: 'x' }) }],
    ['a bad field path', { where: field('a..b', 'EQUAL', { stringValue: 'x' }) }],
    ['a negative limit', { limit: -1 }],
  ])('refuses %s', (_description, query) => {
    expect(() => runStructuredQuery(query, people)).toThrow(QueryError);
  });
});

describe('values', () => {
  it.each<[FirestoreValue, FirestoreValue, number]>([
    [{ nullValue: null }, { booleanValue: false }, -1],
    [{ booleanValue: true }, { integerValue: '0' }, -1],
    [{ integerValue: '2' }, { doubleValue: 1.5 }, 1],
    [{ doubleValue: Number.NaN }, { integerValue: '-5' }, -1],
    [{ stringValue: 'b' }, { stringValue: 'a' }, 1],
    [{ timestampValue: '2026-01-01T00:00:00Z' }, { stringValue: '' }, -1],
    [{ arrayValue: { values: [{ integerValue: '1' }] } }, { arrayValue: {} }, 1],
    [
      { mapValue: { fields: { a: { integerValue: '1' } } } },
      { mapValue: { fields: { a: { integerValue: '1' } } } },
      0,
    ],
  ])('compareValues(%j, %j) is %d', (left, right, sign) => {
    expect(Math.sign(compareValues(left, right))).toBe(sign);
  });

  it('NaN equals nothing, not even NaN', () => {
    expect(valuesEqual({ doubleValue: Number.NaN }, { doubleValue: Number.NaN })).toBe(false);
  });

  it.each<[unknown, boolean]>([
    [{ stringValue: 'José' }, true],
    [{ integerValue: '9007199254740993' }, true],
    [{ integerValue: '1.5' }, false],
    [{ stringValue: 'a', integerValue: '1' }, false],
    [{ unknownValue: 1 }, false],
    [{ mapValue: { fields: { a: { booleanValue: 'yes' } } } }, false],
    [{ arrayValue: { values: [{ nullValue: null }] } }, true],
    ['text', false],
  ])('%j is a valid value: %s', (value, valid) => {
    expect(describeInvalidValue(value) === null).toBe(valid);
  });
});

describe('field paths', () => {
  it.each<[string, string[] | null]>([
    ['uid', ['uid']],
    ['address.city', ['address', 'city']],
    ['`first name`.initial', ['first name', 'initial']],
    ['`a\\`b`', ['a`b']],
    ['', null],
    ['a..b', null],
    ['a.', null],
    ['`unclosed', null],
  ])('%j parses to %j', (text, segments) => {
    expect(parseFieldPath(text)).toEqual(segments);
  });

  it('reads and writes nested maps', () => {
    const fields = withField({}, ['address', 'city'], { stringValue: 'Aveiro' });
    expect(fields).toEqual({
      address: { mapValue: { fields: { city: { stringValue: 'Aveiro' } } } },
    });
    expect(getField(fields, ['address', 'city'])).toEqual({ stringValue: 'Aveiro' });
    expect(withField(fields, ['address', 'city'], undefined)).toEqual({
      address: { mapValue: { fields: {} } },
    });
  });
});

describe('resource names', () => {
  it.each<[string, unknown]>([
    [
      '/v1/projects/demo-amparo/databases/(default)/documents:commit',
      { path: [], method: 'commit' },
    ],
    [
      '/v1/projects/demo-amparo/databases/(default)/documents/users/abc:runQuery',
      { path: ['users', 'abc'], method: 'runQuery' },
    ],
    [
      '/v1/projects/demo-amparo/databases/(default)/documents/users/a%3Ab',
      { path: ['users', 'a:b'], method: null },
    ],
    ['/v1/projects/demo-amparo/databases/(default)/other:commit', null],
    ['/v2/projects/demo-amparo/databases/(default)/documents:commit', null],
  ])('%s', (pathname, expected) => {
    const route = parseRestPath(pathname);
    if (expected === null) expect(route).toBeNull();
    else expect(route).toMatchObject(expected as object);
  });

  it.each<[unknown, string[] | null]>([
    [`${root}/users/abc`, ['users', 'abc']],
    [`${root}/users/abc/notes/1`, ['users', 'abc', 'notes', '1']],
    [`${root}/users`, null],
    [`${root}/users//x`, null],
    [`${root}/users/__x__`, null],
    ['projects/other/databases/(default)/documents/users/abc', null],
    [42, null],
  ])('%j names the document %j', (name, path) => {
    expect(parseDocumentName(name, database)).toEqual(path);
  });
});
