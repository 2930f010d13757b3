/**
 * The family photos' port through the Storage web SDK against the local stand-in
 * (local-backend/src/storage), with the demo's seed: Pedro, in Maria's circle, uploads the photo of
 * one of his posts; Maria's tablet gets its download URL through the backend's photos port, connected
 * to the stand-in by the runtime configuration as the browser is, and the URL serves the same bytes;
 * José, not in her circle, is refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import {
  localDatabaseNamespace,
  localProjectId,
  seedDemoData,
  startLocalBackend,
} from '../../../local-backend/src/index';
import { demoPhotos } from '../../../local-backend/src/seed/demoPhotos';
import { localCircleMembership } from '../../../local-backend/src/storage/circleMembership';
import {
  startStorageServer,
  type StorageServerHandle,
} from '../../../local-backend/src/storage/storageServer';
import {
  createFirebaseBackend,
  type FirebaseBackend,
  type FirebaseRuntimeConfig,
} from './createFirebaseBackend';

jest.setTimeout(60_000);

const bucket = `${localProjectId}.appspot.com`;
const pedro = { email: 'pedro.silva@gmail.com', password: 'amparo2024' };
const maria = { email: 'maria.silva@gmail.com', password: 'amparo2024' };
const jose = { email: 'jose.santos@sapo.pt', password: 'amparo2024' };

let stopBackend: () => Promise<void>;
let storageServer: StorageServerHandle;
let dataDir: string;
let config: FirebaseRuntimeConfig;
let photoPath: string;
const [beach] = demoPhotos();
const backends: FirebaseBackend[] = [];
const apps: FirebaseApp[] = [];

async function signedInBackend(account: typeof maria): Promise<FirebaseBackend> {
  const backend = createFirebaseBackend(config, { log: () => undefined });
  backends.push(backend);
  await backend.auth.signInWithEmail(account.email, account.password);
  return backend;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-photos-'));
  const running = await startLocalBackend({
    authPort: 0,
    databasePort: 0,
    firestorePort: 0,
    dataDir,
  });
  stopBackend = () => running.stop();
  const seeded = await seedDemoData({ ports: running.ports, associationCode: 'segredo' });
  const photoPost = seeded.familyPosts.find((post) => post.photo !== undefined);
  if (photoPost?.photo === undefined) throw new Error('the seed wrote no photo post');
  photoPath = photoPost.photo;
  storageServer = await startStorageServer({
    port: 0,
    dataDir: path.join(dataDir, 'storage'),
    isCircleMember: localCircleMembership(
      `http://127.0.0.1:${running.ports.database}`,
      localDatabaseNamespace,
    ),
  });
  config = {
    firebase: {
      apiKey: 'demo-api-key',
      projectId: localProjectId,
      databaseURL: `http://127.0.0.1:${running.ports.database}?ns=${localDatabaseNamespace}`,
      storageBucket: bucket,
    },
    emulators: {
      authUrl: `http://127.0.0.1:${running.ports.auth}`,
      databaseHost: '127.0.0.1',
      databasePort: running.ports.database,
      firestoreHost: '127.0.0.1',
      firestorePort: running.ports.firestore,
      storageHost: '127.0.0.1',
      storagePort: storageServer.port,
    },
  };
  // Pedro's phone stores the photo of his post, as the family's section will.
  const app = initializeApp({ ...config.firebase }, 'pedro-phone');
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, config.emulators?.authUrl ?? '', { disableWarnings: true });
  await signInWithEmailAndPassword(auth, pedro.email, pedro.password);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', storageServer.port);
  await uploadBytes(ref(storage, photoPath), new Uint8Array(beach ?? []), {
    contentType: 'image/jpeg',
    customMetadata: { uploadedBy: auth.currentUser?.uid ?? '' },
  });
});

afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.dispose()));
  await Promise.all(apps.map((app) => deleteApp(app)));
  await storageServer?.stop();
  await stopBackend?.();
  rmSync(dataDir, { recursive: true, force: true });
});

test("Maria's tablet gets the photo's address from the stand-in, and it serves the photo", async () => {
  const backend = await signedInBackend(maria);
  const url = await backend.photos?.downloadUrl(photoPath);
  expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${storageServer.port}/`));
  const response = await fetch(url ?? '');
  expect(response.ok).toBe(true);
  expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(beach ?? []))).toBe(true);
});

test('José, not in her circle, is refused', async () => {
  const backend = await signedInBackend(jose);
  await expect(backend.photos?.downloadUrl(photoPath)).rejects.toBeDefined();
});

test('a project without a storage bucket has no photos port', () => {
  const { storageBucket: _left, ...firebase } = config.firebase;
  const backend = createFirebaseBackend({ ...config, firebase }, { log: () => undefined });
  backends.push(backend);
  expect(backend.photos).toBeUndefined();
});
