import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { familyPostsPath } from '@amparo/shared-machines';
import { runAssociationCommand } from '../../src/association/associationCommand';
import type { RunningLocalBackend, SeedSummary } from '../../src/index';
import {
  ServiceClock,
  localDatabaseNamespace,
  seedDemoData,
  startLocalBackend,
} from '../../src/index';
import { localStorageBucket } from '../../src/ports/emulatorPorts';

// The family's photo files leave the local storage stand-in with their posts: `retention apply` deletes
// those of the posts older than the setting, `person erase` every one of the person's. Each on a local
// backend seeded with Maria's family (Pedro's two photos stored in the stand-in, as `npm start` does).

const day = 86_400_000;
/** Noon in Lisbon on Tuesday 30 March 2027. */
const start = Date.parse('2027-03-30T11:00:00Z');

interface Started {
  readonly dataDir: string;
  readonly backend: RunningLocalBackend;
  readonly seeded: SeedSummary;
  readonly maria: string;
}

async function started(): Promise<Started> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-photo-files-test-'));
  const backend = await startLocalBackend({
    authPort: 0,
    databasePort: 0,
    firestorePort: 0,
    dataDir,
    clock: new ServiceClock(start - Date.now()),
  });
  const seeded = await seedDemoData({
    ports: backend.ports,
    storagePort: backend.storagePort,
    associationCode: 'segredo',
    today: new Date(start),
  });
  return { dataDir, backend, seeded, maria: seeded.uids['maria.silva@gmail.com'] as string };
}

async function stopped(run: Started | undefined): Promise<void> {
  await run?.backend.stop();
  if (run !== undefined) rmSync(run.dataDir, { recursive: true, force: true });
}

async function association(
  run: Started,
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
function filesOf(run: Started): string[] {
  const folder = path.join(run.dataDir, 'storage', localStorageBucket, 'family', run.maria);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

/** Whether the stand-in still serves the photo, to its administrator. */
async function served(run: Started, photo: string): Promise<boolean> {
  const response = await fetch(
    `http://127.0.0.1:${run.backend.storagePort}/v0/b/${localStorageBucket}/o/${encodeURIComponent(photo)}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  return response.ok;
}

async function postsOf(run: Started): Promise<unknown> {
  const response = await fetch(
    `http://127.0.0.1:${run.backend.ports.database}/${familyPostsPath(run.maria)}.json?ns=${localDatabaseNamespace}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  return response.json();
}

const photosOf = (run: Started): string[] =>
  run.seeded.familyPosts.flatMap((post) => (post.photo === undefined ? [] : [post.photo]));

describe('retention apply', () => {
  let run: Started | undefined;
  beforeAll(async () => {
    run = await started();
  }, 60_000);
  afterAll(() => stopped(run), 30_000);

  it('keeps the photos while their posts are kept, and deletes them with their posts', async () => {
    const here = run as Started;
    expect(photosOf(here)).toHaveLength(2);
    expect(filesOf(here)).toHaveLength(4);

    const today = await association(here, ['retention', 'apply']);
    expect(today.code).toBe(0);
    expect(filesOf(here)).toHaveLength(4);

    await here.backend.clock.advance(14 * 31 * day);
    const later = await association(here, ['retention', 'apply']);
    expect(later.err).toEqual([]);
    expect(later.code).toBe(0);
    expect(later.out[1]).toMatch(
      /^3 family posts \(photos and messages\) sent before \d{4}-\d{2}-\d{2} removed, with 2 photo files\.$/,
    );
    expect(await postsOf(here)).toBeNull();
    expect(filesOf(here)).toEqual([]);
    for (const photo of photosOf(here)) expect(await served(here, photo)).toBe(false);

    const again = await association(here, ['retention', 'apply']);
    expect(again.code).toBe(0);
    expect(again.out.join('\n')).not.toMatch(/photo file/);
  }, 60_000);
});

describe('person erase', () => {
  let run: Started | undefined;
  beforeAll(async () => {
    run = await started();
  }, 60_000);
  afterAll(() => stopped(run), 30_000);

  it("deletes every photo file of the person's family, says how many, and writes it in the receipt", async () => {
    const here = run as Started;
    expect(filesOf(here)).toHaveLength(4);
    const erased = await association(here, [
      'person',
      'erase',
      'maria.silva@gmail.com',
      '--confirm',
      '--receipts',
      'recibos',
      '--by',
      'secretaria',
    ]);
    expect(erased.err).toEqual([]);
    expect(erased.code).toBe(0);
    expect(erased.out.join('\n')).toContain('family photo files: 2');
    expect(filesOf(here)).toEqual([]);
    for (const photo of photosOf(here)) expect(await served(here, photo)).toBe(false);
    const receipts = path.join(here.dataDir, 'recibos');
    const [receipt] = readdirSync(receipts);
    const written = JSON.parse(readFileSync(path.join(receipts, receipt as string), 'utf8')) as {
      removed: { photoFiles?: number };
    };
    expect(written.removed.photoFiles).toBe(2);
  }, 60_000);
});
