import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAssociationCommand } from '../../src/association/associationCommand';
import type { RunningLocalBackend, SeedSummary } from '../../src/index';
import { ServiceClock, seedDemoData, startLocalBackend } from '../../src/index';
import { localStorageBucket } from '../../src/ports/emulatorPorts';

// A local backend seeded with Maria's family (Pedro's two photos stored in the storage stand-in, as
// `npm start` does), and the association's command run against it: for the tests of the family's
// photo files (removed by retention and erasure, copied by the export).

/** Noon in Lisbon on Tuesday 30 March 2027. */
export const photoTestStart = Date.parse('2027-03-30T11:00:00Z');

export interface PhotoBackend {
  readonly dataDir: string;
  readonly backend: RunningLocalBackend;
  readonly seeded: SeedSummary;
  readonly maria: string;
}

export async function startedPhotoBackend(): Promise<PhotoBackend> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-photo-files-test-'));
  const backend = await startLocalBackend({
    authPort: 0,
    databasePort: 0,
    firestorePort: 0,
    dataDir,
    clock: new ServiceClock(photoTestStart - Date.now()),
  });
  const seeded = await seedDemoData({
    ports: backend.ports,
    storagePort: backend.storagePort,
    associationCode: 'segredo',
    today: new Date(photoTestStart),
  });
  return { dataDir, backend, seeded, maria: seeded.uids['maria.silva@gmail.com'] as string };
}

export async function stoppedPhotoBackend(run: PhotoBackend | undefined): Promise<void> {
  await run?.backend.stop();
  if (run !== undefined) rmSync(run.dataDir, { recursive: true, force: true });
}

/** Runs the association's command against the backend, in its folder. */
export async function associationOn(
  run: PhotoBackend,
  argv: string[],
): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAssociationCommand(argv, {
    env: {
      ...process.env,
      AUTH_EMULATOR_PORT: String(run.backend.ports.auth),
      DATABASE_EMULATOR_PORT: String(run.backend.ports.database),
      FIRESTORE_EMULATOR_PORT: String(run.backend.ports.firestore),
      STORAGE_EMULATOR_PORT: String(run.backend.storagePort),
    },
    cwd: run.dataDir,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

/** The files the stand-in keeps in Maria's folder (each photo with its `.meta.json`). */
export function storedFilesOf(run: PhotoBackend): string[] {
  const folder = path.join(run.dataDir, 'storage', localStorageBucket, 'family', run.maria);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

/** The storage URL of a file, for its administrator (`Bearer owner`). */
export const storedFileUrl = (run: PhotoBackend, photo: string): string =>
  `http://127.0.0.1:${run.backend.storagePort}/v0/b/${localStorageBucket}/o/${encodeURIComponent(photo)}`;

/** The storage paths of Pedro's seeded photos. */
export const seededPhotosOf = (run: PhotoBackend): string[] =>
  run.seeded.familyPosts.flatMap((post) => (post.photo === undefined ? [] : [post.photo]));
