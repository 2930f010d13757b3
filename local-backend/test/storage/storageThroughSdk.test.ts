import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getMetadata,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { decode } from 'jpeg-js';
import { startRtdbServer, type RtdbServerHandle } from '../../src/rtdb';
import { demoPhotos } from '../../src/seed/demoPhotos';
import { localCircleMembership } from '../../src/storage/circleMembership';
import { startStorageServer, type StorageServerHandle } from '../../src/storage/storageServer';
import { NAMESPACE } from '../rtdb/rtdbTestClients';

// The storage stand-in through the firebase Storage SDK, as the family's pages will use it: Pedro, in
// Maria's circle, uploads a photo and gets its download URL; Maria reads and deletes it; a stranger
// cannot upload or read; Pedro, once removed from her circle, reads no more.

const bucket = 'demo-amparo.appspot.com';
const photoPath = 'family/maria/-Nabc000000000000001.jpg';
const [beach] = demoPhotos();
let database: RtdbServerHandle;
let storageServer: StorageServerHandle;
let dataDir: string;
const apps: FirebaseApp[] = [];

/** A Storage client signed in as `uid` (each call its own app). */
function storageAs(uid: string): FirebaseStorage {
  const app = initializeApp(
    { projectId: 'demo-amparo', storageBucket: bucket },
    `storage-${uid}-${apps.length}`,
  );
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', storageServer.port, {
    mockUserToken: { user_id: uid, sub: uid },
  });
  return storage;
}

async function adminPut(pathInDatabase: string, value: unknown): Promise<void> {
  const response = await fetch(
    `http://127.0.0.1:${database.port}/${pathInDatabase}.json?ns=${NAMESPACE}`,
    { method: 'PUT', headers: { Authorization: 'Bearer owner' }, body: JSON.stringify(value) },
  );
  if (!response.ok) throw new Error(`admin PUT ${pathInDatabase}: ${response.status}`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'amparo-storage-'));
  database = await startRtdbServer({ port: 0, rules: { rules: {} }, dataFile: null });
  storageServer = await startStorageServer({
    port: 0,
    dataDir,
    isCircleMember: localCircleMembership(`http://127.0.0.1:${database.port}`, NAMESPACE),
  });
  await adminPut('circles/maria/members/pedro', { name: 'Pedro Silva', invitation: 'x', since: 1 });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await storageServer.stop();
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('family photos through the Storage SDK (local stand-in)', () => {
  it.each([
    ['a bucket of ".." parts', (outside: string) => `..%2F${path.basename(outside)}`, 400],
    ['a bucket with a "/"', () => 'demo-amparo.appspot.com%2Fx', 400],
    // The address itself is normalised: there is no such route.
    ['a bucket that is ".."', () => '..', 404],
  ])('refuses %s: nothing is written outside its folder', async (_case, bucketOf, status) => {
    const outside = await mkdtemp(path.join(tmpdir(), 'amparo-outside-'));
    try {
      const name = encodeURIComponent('family/maria/-Nabc000000000000009.jpg');
      const response = await fetch(
        `http://127.0.0.1:${storageServer.port}/v0/b/${bucketOf(outside)}/o?name=${name}`,
        {
          method: 'POST',
          headers: {
            Authorization: 'Bearer owner',
            'X-Goog-Upload-Protocol': 'multipart',
            'Content-Type': 'multipart/related; boundary=b',
          },
          // The SDK's two parts, the metadata then the bytes (the administrator may store anything).
          body: ['--b', 'Content-Type: application/json', '', '{}', '--b']
            .concat(['Content-Type: image/jpeg', '', 'x', '--b--'])
            .join('\r\n'),
        },
      );
      expect(response.status).toBe(status);
      expect(await readdir(outside)).toEqual([]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('pedro uploads a photo; its download URL serves the same JPEG', async () => {
    const pedro = storageAs('pedro');
    const uploaded = await uploadBytes(ref(pedro, photoPath), new Uint8Array(beach), {
      contentType: 'image/jpeg',
    });
    expect(uploaded.metadata.size).toBe(beach.length);
    const url = await getDownloadURL(ref(pedro, photoPath));
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(beach)).toBe(true);
    expect(decode(bytes).width).toBe(480);
  });

  it('a stranger can neither upload nor read; pedro cannot replace a photo', async () => {
    const stranger = storageAs('estranho');
    await expect(
      uploadBytes(ref(stranger, 'family/maria/-Nabc000000000000002.jpg'), new Uint8Array(beach), {
        contentType: 'image/jpeg',
      }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(getMetadata(ref(stranger, photoPath))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(
      uploadBytes(ref(storageAs('pedro'), photoPath), new Uint8Array(beach), {
        contentType: 'image/jpeg',
      }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('pedro removes a photo he sent (his undo when its post cannot be written); another relative may not', async () => {
    const ownPath = 'family/maria/-Nabc000000000000003.jpg';
    await adminPut('circles/maria/members/rita', { name: 'Rita', invitation: 'y', since: 1 });
    const pedro = storageAs('pedro');
    await uploadBytes(ref(pedro, ownPath), new Uint8Array(beach), {
      contentType: 'image/jpeg',
      customMetadata: { uploadedBy: 'pedro' },
    });
    await expect(deleteObject(ref(storageAs('rita'), ownPath))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await deleteObject(ref(pedro, ownPath));
    await expect(getMetadata(ref(pedro, ownPath))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
    await adminPut('circles/maria/members/rita', null);
  });

  it('once removed from her circle, pedro reads no more; maria reads and deletes', async () => {
    await adminPut('circles/maria/members/pedro', null);
    await expect(getMetadata(ref(storageAs('pedro'), photoPath))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    const maria = storageAs('maria');
    expect((await getMetadata(ref(maria, photoPath))).contentType).toBe('image/jpeg');
    await deleteObject(ref(maria, photoPath));
    await expect(getMetadata(ref(maria, photoPath))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });
});
