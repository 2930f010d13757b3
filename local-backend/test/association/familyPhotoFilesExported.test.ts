import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { localAdminBackend } from '../../src/association/localAdminBackend';
import { runPersonAction } from '../../src/association/personCommand';
import {
  type PhotoBackend,
  associationOn,
  seededPhotosOf,
  startedPhotoBackend,
  storedFileUrl,
  stoppedPhotoBackend,
} from './localPhotoBackend';

// `person export` copies the person's family photo files beside her JSON and page, privately, and lists
// them on the page; a file gone from storage is listed as missing; a backend that cannot read the files
// (a real project's) leaves them in the bucket and says where. On a local backend seeded with Maria's
// family (localPhotoBackend): Pedro's two photos.

const jpegStart = [0xff, 0xd8];

function exportedFiles(folder: string): { photoFolder: string; page: string; json: string } {
  const names = readdirSync(folder).sort();
  const named = (pattern: RegExp): string =>
    path.join(folder, names.find((name) => pattern.test(name)) as string);
  return {
    photoFolder: named(/^\d{4}-\d{2}-\d{2}-dados-fotografias$/),
    page: named(/^\d{4}-\d{2}-\d{2}-dados\.html$/),
    json: named(/^\d{4}-\d{2}-\d{2}-dados\.json$/),
  };
}

const postKeyOf = (photo: string): string => path.basename(photo, '.jpg');

describe('person export with the family photo files', () => {
  let run: PhotoBackend | undefined;
  beforeAll(async () => {
    run = await startedPhotoBackend();
  }, 60_000);
  afterAll(() => stoppedPhotoBackend(run), 30_000);

  it("writes Maria's two photos as private JPEG files beside the copy and lists them on the page", async () => {
    const here = run as PhotoBackend;
    const photos = seededPhotosOf(here);
    expect(photos).toHaveLength(2);
    const result = await associationOn(here, [
      'person',
      'export',
      'maria.silva@gmail.com',
      '--out',
      'copia',
    ]);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);

    const folder = path.join(here.dataDir, 'copia');
    const { photoFolder, page, json } = exportedFiles(folder);
    const written = photos.map((photo) => path.join(photoFolder, `${postKeyOf(photo)}.jpg`));
    expect(readdirSync(photoFolder).sort()).toEqual(
      written.map((file) => path.basename(file)).sort(),
    );
    expect(statSync(photoFolder).mode & 0o777).toBe(0o700);
    for (const file of written) {
      expect([...readFileSync(file).subarray(0, 2)]).toEqual(jpegStart);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }
    // Paths only, in the order written: the JSON, each photo, the page.
    expect(result.out[0]).toBe(json);
    expect(result.out.slice(1, -1).sort()).toEqual([...written].sort());
    expect(result.out.at(-1)).toBe(page);

    const html = readFileSync(page, 'utf8');
    expect(html).toContain('<h2>Fotografias da família</h2>');
    for (const photo of photos)
      expect(html).toContain(`${path.basename(photoFolder)}/${postKeyOf(photo)}.jpg`);
  }, 60_000);

  it('lists a photo whose file is gone as missing, and copies the other', async () => {
    const here = run as PhotoBackend;
    const [gone, kept] = seededPhotosOf(here) as [string, string];
    const removed = await fetch(storedFileUrl(here, gone), {
      method: 'DELETE',
      headers: { Authorization: 'Bearer owner' },
    });
    expect(removed.status).toBe(204);

    const result = await associationOn(here, [
      'person',
      'export',
      'maria.silva@gmail.com',
      '--out',
      'sem-uma',
    ]);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    const { photoFolder, page } = exportedFiles(path.join(here.dataDir, 'sem-uma'));
    expect(readdirSync(photoFolder)).toEqual([`${postKeyOf(kept)}.jpg`]);
    expect(result.out).toContain(`Missing: ${gone} (its post is in the copy, its file is gone)`);
    expect(readFileSync(page, 'utf8')).toContain(
      `${postKeyOf(gone)}.jpg (em falta: o ficheiro já não existe)`,
    );
  }, 60_000);

  it('without a photos port (a real project) copies none and says where they stay', async () => {
    const here = run as PhotoBackend;
    const { photos: _photos, ...withoutPhotos } = localAdminBackend({ ports: here.backend.ports });
    const out: string[] = [];
    const code = await runPersonAction(
      { kind: 'person-export', email: 'maria.silva@gmail.com', out: 'sem-fotos' },
      withoutPhotos,
      { cwd: here.dataDir, out: (line) => out.push(line) },
    );
    expect(code).toBe(0);
    const folder = path.join(here.dataDir, 'sem-fotos');
    expect(readdirSync(folder).sort()).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}-dados\.html$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}-dados\.json$/),
    ]);
    expect(out).toHaveLength(3);
    expect(out[1]).toBe(
      `2 family photo file(s) not copied: they stay in the storage bucket of ${withoutPhotos.target}, under family/${here.maria}/.`,
    );
    expect(readFileSync(out[2] as string, 'utf8')).toContain(
      'Os ficheiros destas fotografias não foram copiados',
    );
  }, 60_000);
});
