import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { familyPostsPath } from '@amparo/shared-machines';
import { localDatabaseNamespace } from '../../src/index';
import {
  type PhotoBackend,
  associationOn,
  seededPhotosOf,
  startedPhotoBackend,
  storedFileUrl,
  storedFilesOf,
  stoppedPhotoBackend,
} from './localPhotoBackend';

// The family's photo files leave the local storage stand-in with their posts: `retention apply` deletes
// those of the posts older than the setting, `person erase` every one of the person's. Each on a local
// backend seeded with Maria's family (localPhotoBackend).

const day = 86_400_000;

/** Whether the stand-in still serves the photo, to its administrator. */
async function served(run: PhotoBackend, photo: string): Promise<boolean> {
  const response = await fetch(storedFileUrl(run, photo), {
    headers: { Authorization: 'Bearer owner' },
  });
  return response.ok;
}

async function postsOf(run: PhotoBackend): Promise<unknown> {
  const response = await fetch(
    `http://127.0.0.1:${run.backend.ports.database}/${familyPostsPath(run.maria)}.json?ns=${localDatabaseNamespace}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  return response.json();
}

describe('retention apply', () => {
  let run: PhotoBackend | undefined;
  beforeAll(async () => {
    run = await startedPhotoBackend();
  }, 60_000);
  afterAll(() => stoppedPhotoBackend(run), 30_000);

  it('keeps the photos while their posts are kept, and deletes them with their posts', async () => {
    const here = run as PhotoBackend;
    expect(seededPhotosOf(here)).toHaveLength(2);
    expect(storedFilesOf(here)).toHaveLength(4);

    const today = await associationOn(here, ['retention', 'apply']);
    expect(today.code).toBe(0);
    expect(storedFilesOf(here)).toHaveLength(4);

    await here.backend.clock.advance(14 * 31 * day);
    const later = await associationOn(here, ['retention', 'apply']);
    expect(later.err).toEqual([]);
    expect(later.code).toBe(0);
    expect(later.out[1]).toMatch(
      /^3 family posts \(photos and messages\) sent before \d{4}-\d{2}-\d{2} removed, with 2 photo files\.$/,
    );
    expect(await postsOf(here)).toBeNull();
    expect(storedFilesOf(here)).toEqual([]);
    for (const photo of seededPhotosOf(here)) expect(await served(here, photo)).toBe(false);

    const again = await associationOn(here, ['retention', 'apply']);
    expect(again.code).toBe(0);
    expect(again.out.join('\n')).not.toMatch(/photo file/);
  }, 60_000);
});

describe('person erase', () => {
  let run: PhotoBackend | undefined;
  beforeAll(async () => {
    run = await startedPhotoBackend();
  }, 60_000);
  afterAll(() => stoppedPhotoBackend(run), 30_000);

  it("deletes every photo file of the person's family, says how many, and writes it in the receipt", async () => {
    const here = run as PhotoBackend;
    expect(storedFilesOf(here)).toHaveLength(4);
    const erased = await associationOn(here, [
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
    expect(storedFilesOf(here)).toEqual([]);
    for (const photo of seededPhotosOf(here)) expect(await served(here, photo)).toBe(false);
    const receipts = path.join(here.dataDir, 'recibos');
    const [receipt] = readdirSync(receipts);
    const written = JSON.parse(readFileSync(path.join(receipts, receipt as string), 'utf8')) as {
      removed: { photoFiles?: number };
    };
    expect(written.removed.photoFiles).toBe(2);
  }, 60_000);
});
