import type { Caller } from '../../src/auth/bearerToken';
import { callerFromAuthorization } from '../../src/auth/bearerToken';
import type { FirestoreFields } from '../../src/firestore/firestoreValues';
import type { QueryFilter } from '../../src/firestore/usersAccessRules';
import { mayReadDocument, mayRunQuery, mayWriteDocument } from '../../src/firestore/usersAccessRules';

// The users rule of firestore.rules as the local server applies it, and how callers are recognised.

const maria: Caller = { kind: 'user', uid: 'maria', token: {} };
const jose: Caller = { kind: 'user', uid: 'jose', token: {} };
const owner: Caller = { kind: 'owner' };
const signedOut: Caller = { kind: 'signedOut' };
const callers = { maria, jose, owner, signedOut };
type Who = keyof typeof callers;

const withUid = (uid: string): FirestoreFields => ({ uid: { stringValue: uid }, name: { stringValue: 'Nome' } });
const uidEquals = (uid: string): QueryFilter => ({ fieldFilter: { field: { fieldPath: 'uid' }, op: 'EQUAL', value: { stringValue: uid } } });

describe('mayReadDocument', () => {
  it.each<[Who, string[], FirestoreFields | undefined, boolean]>([
    ['maria', ['users', 'a'], withUid('maria'), true],
    ['jose', ['users', 'a'], withUid('maria'), false],
    ['signedOut', ['users', 'a'], withUid('maria'), false],
    ['maria', ['users', 'a'], undefined, false],
    ['maria', ['users', 'a'], { name: { stringValue: 'sem uid' } }, false],
    ['maria', ['users', 'a'], { uid: { integerValue: '1' } }, false],
    ['maria', ['notes', 'a'], withUid('maria'), false],
    ['maria', ['users', 'a', 'sub', 'b'], withUid('maria'), false],
    ['owner', ['notes', 'a'], undefined, true],
  ])('%s reading %j holding %j: %s', (who, path, fields, allowed) => {
    expect(mayReadDocument(callers[who], path, fields)).toBe(allowed);
  });
});

describe('mayWriteDocument', () => {
  it.each<[string, Who, string[], FirestoreFields | undefined, FirestoreFields | null, boolean]>([
    ['creates its own document', 'maria', ['users', 'a'], undefined, withUid('maria'), true],
    ['creates a document for another uid', 'maria', ['users', 'a'], undefined, withUid('jose'), false],
    ['creates a document without uid', 'maria', ['users', 'a'], undefined, { name: { stringValue: 'x' } }, false],
    ['replaces its own document', 'maria', ['users', 'a'], withUid('maria'), withUid('maria'), true],
    ['gives its document to another uid', 'maria', ['users', 'a'], withUid('maria'), withUid('jose'), false],
    ["takes over another's document", 'jose', ['users', 'a'], withUid('maria'), withUid('jose'), false],
    ['deletes its own document', 'maria', ['users', 'a'], withUid('maria'), null, false],
    ['writes while signed out', 'signedOut', ['users', 'a'], undefined, withUid('maria'), false],
    ['writes another collection', 'maria', ['notes', 'a'], undefined, withUid('maria'), false],
    ['writes a subcollection', 'maria', ['users', 'a', 'x', 'b'], undefined, withUid('maria'), false],
    ['writes anything as owner', 'owner', ['notes', 'a'], undefined, null, true],
  ])('a person who %s: %s', (_description, who, path, before, after, allowed) => {
    expect(mayWriteDocument(callers[who], path, before, after)).toBe(allowed);
  });
});

describe('mayRunQuery', () => {
  const and = (...filters: QueryFilter[]): QueryFilter => ({ compositeFilter: { op: 'AND', filters } });
  const or = (...filters: QueryFilter[]): QueryFilter => ({ compositeFilter: { op: 'OR', filters } });
  const providerIsGoogle: QueryFilter = {
    fieldFilter: { field: { fieldPath: 'authProvider' }, op: 'EQUAL', value: { stringValue: 'google' } },
  };
  it.each<[string, Who, string[], string, boolean, QueryFilter | undefined, boolean]>([
    ['users where uid == own uid', 'maria', [], 'users', false, uidEquals('maria'), true],
    ['users where uid == own uid and another equality', 'maria', [], 'users', false, and(uidEquals('maria'), providerIsGoogle), true],
    ['users where uid == another uid', 'maria', [], 'users', false, uidEquals('jose'), false],
    ['users without filter', 'maria', [], 'users', false, undefined, false],
    ['users where uid == own OR other', 'maria', [], 'users', false, or(uidEquals('maria'), uidEquals('jose')), false],
    [
      'users where uid != own uid',
      'maria',
      [],
      'users',
      false,
      { fieldFilter: { field: { fieldPath: 'uid' }, op: 'NOT_EQUAL', value: { stringValue: 'maria' } } },
      false,
    ],
    ['a users collection group', 'maria', [], 'users', true, uidEquals('maria'), false],
    ['a users subcollection', 'maria', ['users', 'a'], 'users', false, uidEquals('maria'), false],
    ['users while signed out', 'signedOut', [], 'users', false, uidEquals('maria'), false],
    ['anything as owner', 'owner', [], 'notes', true, undefined, true],
  ])('%s by %s', (_description, who, parent, collectionId, allDescendants, where, allowed) => {
    expect(mayRunQuery(callers[who], parent, collectionId, allDescendants, where)).toBe(allowed);
  });
});

describe('callerFromAuthorization', () => {
  const jwt = (payload: object): string =>
    `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
  it.each<[string | undefined, unknown]>([
    [undefined, { ok: true, caller: { kind: 'signedOut' } }],
    ['', { ok: true, caller: { kind: 'signedOut' } }],
    ['Bearer owner', { ok: true, caller: { kind: 'owner' } }],
    [`Bearer ${jwt({ user_id: 'maria', sub: 'other' })}`, { ok: true, caller: { kind: 'user', uid: 'maria' } }],
    [`Bearer ${jwt({ sub: 'jose' })}`, { ok: true, caller: { kind: 'user', uid: 'jose' } }],
    [`Bearer ${jwt({ email: 'x@y.pt' })}`, { ok: false }],
    ['Bearer not-a-jwt', { ok: false }],
    ['Basic dXNlcjpwYXNz', { ok: false }],
    ['Bearer a.!!!.c', { ok: false }],
  ])('%j', (header, expected) => {
    expect(callerFromAuthorization(header)).toMatchObject(expected as object);
  });
});
