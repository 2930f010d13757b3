import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import type { Caller } from '../../src/auth/bearerToken';
import { callerFromAuthorization } from '../../src/auth/bearerToken';
import type { FirestoreFields } from '../../src/firestore/firestoreValues';
import type { QueryFilter } from '../../src/firestore/usersAccessRules';
import {
  mayReadDocument,
  mayRunQuery,
  mayWriteDocument,
} from '../../src/firestore/usersAccessRules';
import {
  startFirestoreServer,
  type RunningFirestoreServer,
} from '../../src/firestore/firestoreServer';
import { localProjectId } from '../../src/ports/emulatorPorts';

// The users rule of firestore.rules as the local server applies it (the functions, then a table through
// firebase/firestore/lite against the local server), and how callers are recognised.

const maria: Caller = { kind: 'user', uid: 'maria', token: {} };
const jose: Caller = { kind: 'user', uid: 'jose', token: {} };
const owner: Caller = { kind: 'owner' };
const signedOut: Caller = { kind: 'signedOut' };
const callers = { maria, jose, owner, signedOut };
type Who = keyof typeof callers;

/** A well-formed `users` document of `uid`, with some fields replaced (undefined removes one). */
const withUid = (
  uid: string,
  changes: Record<string, FirestoreFields[string] | undefined> = {},
): FirestoreFields => {
  const fields: Record<string, FirestoreFields[string] | undefined> = {
    uid: { stringValue: uid },
    name: { stringValue: 'Nome' },
    authProvider: { stringValue: 'local' },
    email: { stringValue: `${uid}@example.pt` },
    ...changes,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as FirestoreFields;
};
const uidEquals = (uid: string): QueryFilter => ({
  fieldFilter: { field: { fieldPath: 'uid' }, op: 'EQUAL', value: { stringValue: uid } },
});

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
    // The circle's mirror (familyCircles/{person}/members/{relative}) is written by the Cloud Function
    // with the Admin SDK only: neither the person nor the relative reads it or writes it.
    ['maria', ['familyCircles', 'maria', 'members', 'jose'], {}, false],
    ['jose', ['familyCircles', 'maria', 'members', 'jose'], {}, false],
    ['maria', ['familyCircles', 'maria'], undefined, false],
    ['owner', ['familyCircles', 'maria', 'members', 'jose'], {}, true],
  ])('%s reading %j holding %j: %s', (who, path, fields, allowed) => {
    expect(mayReadDocument(callers[who], path, fields)).toBe(allowed);
  });
});

describe('mayWriteDocument', () => {
  it.each<[string, Who, string[], FirestoreFields | undefined, FirestoreFields | null, boolean]>([
    ['creates its own document', 'maria', ['users', 'a'], undefined, withUid('maria'), true],
    [
      'creates a document for another uid',
      'maria',
      ['users', 'a'],
      undefined,
      withUid('jose'),
      false,
    ],
    [
      'creates a document without uid',
      'maria',
      ['users', 'a'],
      undefined,
      { name: { stringValue: 'x' } },
      false,
    ],
    [
      'replaces its own document',
      'maria',
      ['users', 'a'],
      withUid('maria'),
      withUid('maria'),
      true,
    ],
    [
      'gives its document to another uid',
      'maria',
      ['users', 'a'],
      withUid('maria'),
      withUid('jose'),
      false,
    ],
    [
      "takes over another's document",
      'jose',
      ['users', 'a'],
      withUid('maria'),
      withUid('jose'),
      false,
    ],
    ['deletes its own document', 'maria', ['users', 'a'], withUid('maria'), null, false],
    ['writes while signed out', 'signedOut', ['users', 'a'], undefined, withUid('maria'), false],
    ['writes another collection', 'maria', ['notes', 'a'], undefined, withUid('maria'), false],
    [
      'the person adds a relative to the mirror',
      'maria',
      ['familyCircles', 'maria', 'members', 'jose'],
      undefined,
      {},
      false,
    ],
    [
      'a relative adds herself to the mirror',
      'jose',
      ['familyCircles', 'maria', 'members', 'jose'],
      undefined,
      {},
      false,
    ],
    [
      'the person removes a relative from the mirror',
      'maria',
      ['familyCircles', 'maria', 'members', 'jose'],
      {},
      null,
      false,
    ],
    [
      'the Admin SDK writes the mirror',
      'owner',
      ['familyCircles', 'maria', 'members', 'jose'],
      undefined,
      {},
      true,
    ],
    [
      'writes a subcollection',
      'maria',
      ['users', 'a', 'x', 'b'],
      undefined,
      withUid('maria'),
      false,
    ],
    ['writes anything as owner', 'owner', ['notes', 'a'], undefined, null, true],
    [
      'creates its own document as a Google account',
      'maria',
      ['users', 'a'],
      undefined,
      withUid('maria', { authProvider: { stringValue: 'google' } }),
      true,
    ],
    [
      'creates a document with an extra field',
      'maria',
      ['users', 'a'],
      undefined,
      withUid('maria', { role: { stringValue: 'carer' } }),
      false,
    ],
    [
      'creates a document without email',
      'maria',
      ['users', 'a'],
      undefined,
      withUid('maria', { email: undefined }),
      false,
    ],
    [
      'creates a document without name',
      'maria',
      ['users', 'a'],
      undefined,
      withUid('maria', { name: undefined }),
      false,
    ],
    [
      'creates a document without authProvider',
      'maria',
      ['users', 'a'],
      undefined,
      withUid('maria', { authProvider: undefined }),
      false,
    ],
    [
      'creates a document with an unknown provider',
      'maria',
      ['users', 'a'],
      undefined,
      withUid('maria', { authProvider: { stringValue: 'facebook' } }),
      false,
    ],
    [
      'creates a document with a number as name',
      'maria',
      ['users', 'a'],
      undefined,
      withUid('maria', { name: { integerValue: '7' } }),
      false,
    ],
    [
      'creates a document with a null email',
      'maria',
      ['users', 'a'],
      undefined,
      withUid('maria', { email: { nullValue: null } }),
      false,
    ],
    [
      'creates a document with a map as name',
      'maria',
      ['users', 'a'],
      undefined,
      withUid('maria', { name: { mapValue: { fields: {} } } }),
      false,
    ],
    [
      'creates a document with only uid',
      'maria',
      ['users', 'a'],
      undefined,
      { uid: { stringValue: 'maria' } },
      false,
    ],
    [
      'renames its own document',
      'maria',
      ['users', 'a'],
      withUid('maria'),
      withUid('maria', { name: { stringValue: 'Maria S.' } }),
      true,
    ],
    [
      'adds a field to its own document',
      'maria',
      ['users', 'a'],
      withUid('maria'),
      withUid('maria', { role: { stringValue: 'carer' } }),
      false,
    ],
    [
      'drops the email of its own document',
      'maria',
      ['users', 'a'],
      withUid('maria'),
      withUid('maria', { email: undefined }),
      false,
    ],
    [
      'writes any document, extra fields too, as owner',
      'owner',
      ['users', 'a'],
      undefined,
      withUid('jose', { extra: { booleanValue: true } }),
      true,
    ],
  ])('a person who %s: %s', (_description, who, path, before, after, allowed) => {
    expect(mayWriteDocument(callers[who], path, before, after)).toBe(allowed);
  });
});

describe('mayRunQuery', () => {
  const and = (...filters: QueryFilter[]): QueryFilter => ({
    compositeFilter: { op: 'AND', filters },
  });
  const or = (...filters: QueryFilter[]): QueryFilter => ({
    compositeFilter: { op: 'OR', filters },
  });
  const providerIsGoogle: QueryFilter = {
    fieldFilter: {
      field: { fieldPath: 'authProvider' },
      op: 'EQUAL',
      value: { stringValue: 'google' },
    },
  };
  it.each<[string, Who, string[], string, boolean, QueryFilter | undefined, boolean]>([
    ['users where uid == own uid', 'maria', [], 'users', false, uidEquals('maria'), true],
    [
      'users where uid == own uid and another equality',
      'maria',
      [],
      'users',
      false,
      and(uidEquals('maria'), providerIsGoogle),
      true,
    ],
    ['users where uid == another uid', 'maria', [], 'users', false, uidEquals('jose'), false],
    ['users without filter', 'maria', [], 'users', false, undefined, false],
    [
      'users where uid == own OR other',
      'maria',
      [],
      'users',
      false,
      or(uidEquals('maria'), uidEquals('jose')),
      false,
    ],
    [
      'users where uid != own uid',
      'maria',
      [],
      'users',
      false,
      {
        fieldFilter: {
          field: { fieldPath: 'uid' },
          op: 'NOT_EQUAL',
          value: { stringValue: 'maria' },
        },
      },
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
    [
      `Bearer ${jwt({ user_id: 'maria', sub: 'other' })}`,
      { ok: true, caller: { kind: 'user', uid: 'maria' } },
    ],
    [`Bearer ${jwt({ sub: 'jose' })}`, { ok: true, caller: { kind: 'user', uid: 'jose' } }],
    [`Bearer ${jwt({ email: 'x@y.pt' })}`, { ok: false }],
    ['Bearer not-a-jwt', { ok: false }],
    ['Basic dXNlcjpwYXNz', { ok: false }],
    ['Bearer a.!!!.c', { ok: false }],
  ])('%j', (header, expected) => {
    expect(callerFromAuthorization(header)).toMatchObject(expected as object);
  });
});

describe('the users rule through firebase/firestore/lite against the local server', () => {
  type Person = 'signedOut' | 'maria' | 'jose';
  let server: RunningFirestoreServer;
  const apps: FirebaseApp[] = [];
  const clients = {} as Record<Person, Firestore>;
  /** maria's document, written by the owner before the table runs (addDoc gives documents random ids). */
  const mariaDocument = 'documento-da-maria';

  const userDocument = (
    uid: string,
    changes: Record<string, unknown> = {},
  ): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries({
        uid,
        name: 'Maria Silva',
        authProvider: 'local',
        email: 'maria.silva@gmail.com',
        ...changes,
      }).filter(([, value]) => value !== undefined),
    );

  beforeAll(async () => {
    setLogLevel('silent');
    server = await startFirestoreServer({ port: 0, dataFile: null });
    for (const person of ['signedOut', 'maria', 'jose'] as const) {
      const app = initializeApp(
        { projectId: localProjectId, apiKey: 'fake-api-key' },
        `firestore-rules-${person}`,
      );
      apps.push(app);
      const db = getFirestore(app);
      connectFirestoreEmulator(
        db,
        '127.0.0.1',
        server.port,
        person === 'signedOut' ? {} : { mockUserToken: { user_id: person } },
      );
      clients[person] = db;
    }
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
    await server.stop();
  });

  beforeEach(async () => {
    const name = `projects/${localProjectId}/databases/(default)/documents/users/${mariaDocument}`;
    const fields = Object.fromEntries(
      Object.entries(userDocument('maria')).map(([key, value]) => [key, { stringValue: value }]),
    );
    const response = await fetch(
      `http://127.0.0.1:${server.port}/v1/projects/${localProjectId}/databases/(default)/documents:commit`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ writes: [{ update: { name, fields } }] }),
      },
    );
    expect(response.status).toBe(200);
  });

  async function allowed(operation: Promise<unknown>): Promise<boolean> {
    try {
      await operation;
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'permission-denied') return false;
      throw error;
    }
  }

  const users = (person: Person) => collection(clients[person], 'users');
  const mine = (person: Person) => doc(clients[person], 'users', mariaDocument);

  // Each row: who, what they do, and whether the rules let it through.
  it.each<[Person, string, boolean, (person: Person) => Promise<unknown>]>([
    [
      'maria',
      'adds her document (as the registration does)',
      true,
      (p) => addDoc(users(p), userDocument('maria')),
    ],
    [
      'maria',
      'adds her document as a Google account',
      true,
      (p) => addDoc(users(p), userDocument('maria', { authProvider: 'google' })),
    ],
    [
      'maria',
      'adds a document with an extra field',
      false,
      (p) => addDoc(users(p), userDocument('maria', { role: 'carer' })),
    ],
    [
      'maria',
      'adds a document without email',
      false,
      (p) => addDoc(users(p), userDocument('maria', { email: undefined })),
    ],
    [
      'maria',
      'adds a document with an unknown provider',
      false,
      (p) => addDoc(users(p), userDocument('maria', { authProvider: 'facebook' })),
    ],
    [
      'maria',
      'adds a document with a number as name',
      false,
      (p) => addDoc(users(p), userDocument('maria', { name: 7 })),
    ],
    [
      'maria',
      "adds a document carrying jose's uid",
      false,
      (p) => addDoc(users(p), userDocument('jose')),
    ],
    [
      'jose',
      'adds his document at a chosen id',
      true,
      (p) => setDoc(doc(clients[p], 'users', 'perfil-do-jose'), userDocument('jose')),
    ],
    ['signedOut', 'adds a document', false, (p) => addDoc(users(p), userDocument('maria'))],
    ['maria', 'reads her document', true, (p) => getDoc(mine(p))],
    ['jose', "reads maria's document", false, (p) => getDoc(mine(p))],
    ['signedOut', "reads maria's document", false, (p) => getDoc(mine(p))],
    [
      'maria',
      'queries her uid (as the session does)',
      true,
      (p) => getDocs(query(users(p), where('uid', '==', 'maria'), limit(1))),
    ],
    [
      'jose',
      "queries maria's uid",
      false,
      (p) => getDocs(query(users(p), where('uid', '==', 'maria'))),
    ],
    ['maria', 'lists every document', false, (p) => getDocs(users(p))],
    [
      'signedOut',
      'queries a uid',
      false,
      (p) => getDocs(query(users(p), where('uid', '==', 'maria'))),
    ],
    ['maria', 'renames herself', true, (p) => updateDoc(mine(p), { name: 'Maria S.' })],
    [
      'maria',
      'replaces her document whole',
      true,
      (p) => setDoc(mine(p), userDocument('maria', { email: 'maria@sapo.pt' })),
    ],
    ['maria', 'gives her document to jose', false, (p) => updateDoc(mine(p), { uid: 'jose' })],
    ['maria', 'adds a field to her document', false, (p) => updateDoc(mine(p), { role: 'carer' })],
    [
      'maria',
      'merges a field into her document',
      false,
      (p) => setDoc(mine(p), { extra: 'mais' }, { merge: true }),
    ],
    [
      'maria',
      'changes her provider to an unknown one',
      false,
      (p) => updateDoc(mine(p), { authProvider: 'facebook' }),
    ],
    ['jose', "takes maria's document over", false, (p) => setDoc(mine(p), userDocument('jose'))],
    ['maria', 'deletes her document', false, (p) => deleteDoc(mine(p))],
    [
      'maria',
      'writes another collection',
      false,
      (p) => addDoc(collection(clients[p], 'notes'), { uid: 'maria' }),
    ],
  ])('%s %s: allowed %s', async (person, _what, expected, operation) => {
    expect(await allowed(operation(person))).toBe(expected);
  });
});
