import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FirebaseApp } from 'firebase/app';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  query,
  setDoc,
  setLogLevel,
  where,
} from 'firebase/firestore/lite';
import type { RunningAuthEmulator } from '../../src/auth/authEmulatorProcess';
import { startAuthEmulator } from '../../src/auth/authEmulatorProcess';
import { ServiceClock } from '../../src/clock/serviceClock';
import type { RunningFirestoreServer } from '../../src/firestore/firestoreServer';
import { startFirestoreServer } from '../../src/firestore/firestoreServer';
import { localProjectId } from '../../src/ports/emulatorPorts';

// The real SDK (firebase/auth + firebase/firestore/lite 12) against the official Auth emulator and the
// local Firestore server, both on free ports, started once for this file.

interface Client {
  readonly app: FirebaseApp;
  readonly db: Firestore;
  readonly uid: string | null;
}

let workDir: string;
let authEmulator: RunningAuthEmulator;
let firestoreServer: RunningFirestoreServer;
let maria: Client;
let jose: Client;
let visitor: Client;
const apps: FirebaseApp[] = [];
/** The origin of the platform's pages in these tests: the only one given CORS headers. */
const platformOrigin = 'http://localhost:9200';

async function restartFirestore(): Promise<void> {
  await firestoreServer.stop();
  firestoreServer = await startFirestoreServer({
    port: firestoreServer.port,
    dataFile: path.join(workDir, 'firestore.json'),
    allowedOrigins: [platformOrigin],
  });
}

async function newClient(name: string, email: string | null): Promise<Client> {
  const app = initializeApp(
    { apiKey: 'fake-api-key', projectId: localProjectId, appId: `app-${name}` },
    name,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${authEmulator.port}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', firestoreServer.port);
  if (email === null) return { app, db, uid: null };
  const credential = await createUserWithEmailAndPassword(auth, email, 'amparo2024');
  return { app, db, uid: credential.user.uid };
}

function userRecord(uid: string | null, name: string): Record<string, unknown> {
  return {
    uid,
    name,
    authProvider: 'local',
    email: `${name.toLowerCase().replace(' ', '.')}@example.pt`,
  };
}

beforeAll(async () => {
  // Refusals are expected here; the SDK would log each one as a warning.
  setLogLevel('silent');
  workDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-firestore-test-'));
  [authEmulator, firestoreServer] = await Promise.all([
    startAuthEmulator({ host: '127.0.0.1', port: 0, dataDir: path.join(workDir, 'data') }),
    startFirestoreServer({
      port: 0,
      dataFile: path.join(workDir, 'firestore.json'),
      allowedOrigins: [platformOrigin],
    }),
  ]);
  maria = await newClient('maria', 'maria.silva@gmail.com');
  jose = await newClient('jose', 'jose.santos@sapo.pt');
  visitor = await newClient('visitor', null);
}, 90_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await Promise.all([authEmulator?.stop(), firestoreServer?.stop()]);
  rmSync(workDir, { recursive: true, force: true });
}, 30_000);

describe('the users collection through firestore/lite', () => {
  it('addDoc stores a document that getDoc and a uid query read back', async () => {
    const reference = await addDoc(
      collection(maria.db, 'users'),
      userRecord(maria.uid, 'Maria Silva'),
    );
    expect(reference.id).toMatch(/^[A-Za-z0-9]{20}$/);

    const snapshot = await getDoc(reference);
    expect(snapshot.exists()).toBe(true);
    expect(snapshot.data()).toEqual(userRecord(maria.uid, 'Maria Silva'));

    const results = await getDocs(
      query(collection(maria.db, 'users'), where('uid', '==', maria.uid)),
    );
    expect(results.docs.map((result) => result.id)).toEqual([reference.id]);
    expect(results.docs[0]?.data().name).toBe('Maria Silva');
  });

  it('a query for a uid without documents returns nothing', async () => {
    const results = await getDocs(
      query(collection(jose.db, 'users'), where('uid', '==', jose.uid)),
    );
    expect(results.empty).toBe(true);
  });

  it('setDoc creates and then replaces a document at a chosen id', async () => {
    const reference = doc(jose.db, 'users', 'jose-profile');
    await setDoc(reference, userRecord(jose.uid, 'Jose Santos'));
    await setDoc(reference, { ...userRecord(jose.uid, 'José Santos'), authProvider: 'google' });
    const snapshot = await getDoc(reference);
    expect(snapshot.data()).toEqual({
      ...userRecord(jose.uid, 'José Santos'),
      authProvider: 'google',
    });
    await setDoc(reference, { name: 'José M. Santos' }, { merge: true });
    expect((await getDoc(reference)).data()).toEqual({
      ...userRecord(jose.uid, 'José Santos'),
      authProvider: 'google',
      name: 'José M. Santos',
    });
    // A users document holds exactly its four fields: a merge adding another is refused.
    await expect(setDoc(reference, { extra: 'mais' }, { merge: true })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('keeps every value type of the JSON encoding intact (written by the owner, outside users)', async () => {
    const fields = {
      name: { stringValue: 'Conceição Araújo' },
      count: { integerValue: '42' },
      ratio: { doubleValue: 0.25 },
      big: { integerValue: '9007199254740991' },
      active: { booleanValue: true },
      nothing: { nullValue: null },
      when: { timestampValue: '2023-11-14T22:13:20.123000Z' },
      tags: {
        arrayValue: {
          values: [{ stringValue: 'avó' }, { stringValue: 'Cardiologia' }, { integerValue: '3' }],
        },
      },
      address: {
        mapValue: {
          fields: {
            street: { stringValue: 'Rua da Liberdade' },
            city: { mapValue: { fields: { name: { stringValue: 'Albergaria-a-Velha' } } } },
          },
        },
      },
    };
    const base = `http://127.0.0.1:${firestoreServer.port}/v1/projects/${localProjectId}/databases/(default)/documents`;
    const name = `projects/${localProjectId}/databases/(default)/documents/tipos/todos`;
    const commit = await fetch(`${base}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes: [{ update: { name, fields } }] }),
    });
    expect(commit.status).toBe(200);
    const read = await fetch(`${base}/tipos/todos`, { headers: { Authorization: 'Bearer owner' } });
    expect(((await read.json()) as { fields: unknown }).fields).toEqual(fields);
  });

  it('a query combining the uid with another equality filters on both', async () => {
    await addDoc(collection(maria.db, 'users'), {
      ...userRecord(maria.uid, 'Outra Maria'),
      authProvider: 'google',
    });
    const results = await getDocs(
      query(
        collection(maria.db, 'users'),
        where('uid', '==', maria.uid),
        where('authProvider', '==', 'google'),
      ),
    );
    expect(results.docs.map((result) => result.data().name)).toEqual(['Outra Maria']);
  });
});

describe('the users rule', () => {
  it('refuses to create a document carrying another uid', async () => {
    await expect(
      addDoc(collection(jose.db, 'users'), userRecord(maria.uid, 'Intruso')),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      setDoc(doc(jose.db, 'users', 'forged'), userRecord(maria.uid, 'Intruso')),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it("refuses to read another person's document or query by another uid", async () => {
    const reference = await addDoc(
      collection(maria.db, 'users'),
      userRecord(maria.uid, 'Maria Privada'),
    );
    await expect(getDoc(doc(jose.db, 'users', reference.id))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      getDocs(query(collection(jose.db, 'users'), where('uid', '==', maria.uid))),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDocs(collection(jose.db, 'users'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it("refuses to take over another person's document or change one's own uid", async () => {
    const reference = await addDoc(collection(maria.db, 'users'), userRecord(maria.uid, 'Maria'));
    await expect(
      setDoc(doc(jose.db, 'users', reference.id), userRecord(jose.uid, 'Jose')),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(setDoc(reference, userRecord(jose.uid, 'Maria'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await getDoc(reference)).data()).toEqual(userRecord(maria.uid, 'Maria'));
  });

  it('gives a signed-out visitor nothing', async () => {
    await expect(
      addDoc(collection(visitor.db, 'users'), userRecord(null, 'Visitante')),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      getDocs(query(collection(visitor.db, 'users'), where('uid', '==', maria.uid))),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDoc(doc(visitor.db, 'users', 'jose-profile'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('closes every other collection', async () => {
    await expect(addDoc(collection(maria.db, 'notes'), { uid: maria.uid })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      setDoc(doc(maria.db, 'users', 'x', 'sub', 'y'), { uid: maria.uid }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('the local Firestore server', () => {
  it('keeps the documents across a restart', async () => {
    const reference = await addDoc(
      collection(maria.db, 'users'),
      userRecord(maria.uid, 'Maria Persistente'),
    );
    await restartFirestore();
    expect((await getDoc(reference)).data()).toEqual(userRecord(maria.uid, 'Maria Persistente'));
  });

  it("answers the platform's browser preflight and an owner GET of a document", async () => {
    const base = `http://127.0.0.1:${firestoreServer.port}`;
    const preflight = await fetch(
      `${base}/v1/projects/${localProjectId}/databases/(default)/documents:runQuery`,
      {
        method: 'OPTIONS',
        headers: {
          Origin: platformOrigin,
          'Access-Control-Request-Headers': 'authorization,content-type,x-goog-api-client',
        },
      },
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(platformOrigin);
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization,content-type,x-goog-api-client',
    );

    const documentUrl = `${base}/v1/projects/${localProjectId}/databases/(default)/documents/users/jose-profile`;
    const asOwner = await fetch(documentUrl, { headers: { Authorization: 'Bearer owner' } });
    expect(asOwner.status).toBe(200);
    expect(
      ((await asOwner.json()) as { fields: { uid: { stringValue: string } } }).fields.uid
        .stringValue,
    ).toBe(jose.uid);
    expect((await fetch(documentUrl)).status).toBe(403);
    expect(
      (await fetch(documentUrl, { headers: { Authorization: 'Bearer not-a-jwt' } })).status,
    ).toBe(401);
  });

  it('refuses malformed requests without storing anything', async () => {
    const commitUrl = `http://127.0.0.1:${firestoreServer.port}/v1/projects/${localProjectId}/databases/(default)/documents:commit`;
    const post = (body: string): Promise<Response> =>
      fetch(commitUrl, {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'text/plain' },
        body,
      });
    expect((await post('{not json')).status).toBe(400);
    const name = `projects/${localProjectId}/databases/(default)/documents/users/bad`;
    expect(
      (
        await post(
          JSON.stringify({
            writes: [
              { update: { name, fields: { uid: { stringValue: 'a', integerValue: '1' } } } },
            ],
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          JSON.stringify({
            writes: [
              { update: { name: 'projects/x/databases/(default)/documents/users', fields: {} } },
            ],
          }),
        )
      ).status,
    ).toBe(400);
    const oversized = await post(
      JSON.stringify({
        writes: [
          { update: { name, fields: { uid: { stringValue: 'x'.repeat(11 * 1024 * 1024) } } } },
        ],
      }),
    );
    expect(oversized.status).toBe(400);
    expect(((await oversized.json()) as { error: { message: string } }).error.message).toMatch(
      /payload size exceeds/,
    );
    // This stand-in refuses above 1 MiB (Firestore: 10 MiB), before parsing, so no large body holds up other clients.
    const twoMebibytes = await post(
      JSON.stringify({
        writes: [{ update: { name, fields: { uid: { stringValue: 'x' } } } }],
        padding: 'x'.repeat(2 * 1024 * 1024),
      }),
    );
    expect(twoMebibytes.status).toBe(400);
    expect(((await twoMebibytes.json()) as { error: unknown }).error).toEqual({
      code: 400,
      status: 'INVALID_ARGUMENT',
      message: 'Request payload size exceeds the limit: 1048576 bytes.',
    });
    const read = await fetch(`http://127.0.0.1:${firestoreServer.port}/v1/${name}`, {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(read.status).toBe(404);
  });
});

describe('the local Firestore server on the services clock', () => {
  const hour = 3_600_000;
  let clock: ServiceClock;
  let clocked: RunningFirestoreServer;
  const documentsUrl = (): string =>
    `http://127.0.0.1:${clocked.port}/v1/projects/${localProjectId}/databases/(default)/documents`;
  const unsignedToken = (claims: object): string =>
    `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

  beforeAll(async () => {
    clock = new ServiceClock(24 * hour);
    clocked = await startFirestoreServer({ port: 0, dataFile: null, clock });
  });

  afterAll(async () => {
    await clocked.stop();
  });

  it('an expired ID token is 401 UNAUTHENTICATED, as soon as the clock passes its exp', async () => {
    const query = (token: string): Promise<Response> =>
      fetch(`${documentsUrl()}:runQuery`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: 'users' }],
            where: {
              fieldFilter: {
                field: { fieldPath: 'uid' },
                op: 'EQUAL',
                value: { stringValue: 'maria' },
              },
            },
          },
        }),
      });
    const iat = Math.floor(clock.now() / 1000);
    const fresh = unsignedToken({ user_id: 'maria', sub: 'maria', iat, exp: iat + 3600 });
    expect((await query(fresh)).status).toBe(200);
    const emulatorToken = await getAuth(maria.app).currentUser?.getIdToken();
    expect(emulatorToken).toBeDefined();

    for (const expired of [
      unsignedToken({ user_id: 'maria', iat: 978_303_600, exp: 978_307_200 }),
      emulatorToken as string,
    ]) {
      const refused = await query(expired);
      expect(refused.status).toBe(401);
      expect(
        ((await refused.json()) as { error: { status: string; message: string } }).error,
      ).toMatchObject({
        status: 'UNAUTHENTICATED',
        message: expect.stringMatching(/expired/),
      });
    }

    await clock.advance(2 * hour);
    expect((await query(fresh)).status).toBe(401);
    expect((await query('owner')).status).toBe(200);
  });

  it("stamps commits with the clock's time", async () => {
    const response = await fetch(`${documentsUrl()}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        writes: [
          {
            update: {
              name: `projects/${localProjectId}/databases/(default)/documents/users/clocked`,
              fields: { uid: { stringValue: 'x' } },
            },
          },
        ],
      }),
    });
    const { commitTime } = (await response.json()) as { commitTime: string };
    expect(Math.abs(Date.parse(commitTime) - clock.now())).toBeLessThan(60_000);
    expect(Date.parse(commitTime) - Date.now()).toBeGreaterThan(23 * hour);
  });
});
