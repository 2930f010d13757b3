import type { PersonExport } from '../../src/association/personExport';
import { photosSection } from '../../src/association/personExportHtml';
import type { ExportedPhoto, ListedPhoto } from '../../src/association/personExportPhotos';
import { exportedPhotos, photoFolderName } from '../../src/association/personExportPhotos';

// Which photo files go with a person's copy (her family posts that are photos, their own files only,
// oldest first) and how the page lists them: as tables.

const maria = 'maria';
const older = '-OAaaaaaaaaaaaaaaaa1';
const newer = '-OAaaaaaaaaaaaaaaaa2';
const message = '-OAaaaaaaaaaaaaaaaa3';
const foreign = '-OAaaaaaaaaaaaaaaaa4';

const copyWith = (family: unknown): PersonExport => ({
  format: 'amparo-dados-pessoais',
  formatVersion: 1,
  exportedAt: '2027-03-30T11:00:00.000Z',
  uid: maria,
  account: null,
  usersDocuments: [],
  database: family === undefined ? {} : { [`family/${maria}`]: family },
  carers: [],
});

const photoPost = (key: string, at: number, text?: string): Record<string, unknown> => ({
  from: 'pedro',
  fromName: 'Pedro Silva',
  at,
  kind: 'foto',
  photo: `family/${maria}/${key}.jpg`,
  ...(text === undefined ? {} : { text }),
});

const expected = (key: string, caption: string | null): ExportedPhoto => ({
  postKey: key,
  storagePath: `family/${maria}/${key}.jpg`,
  fileName: `${key}.jpg`,
  fromName: 'Pedro Silva',
  caption,
});

describe('exportedPhotos', () => {
  it.each<[string, unknown, ExportedPhoto[]]>([
    [
      'her photo posts, oldest first, with their captions',
      {
        posts: {
          [newer]: photoPost(newer, 2_000, 'O jardim'),
          [older]: photoPost(older, 1_000),
          [message]: { from: 'pedro', fromName: 'Pedro Silva', at: 1_500, kind: 'mensagem' },
        },
      },
      [expected(older, null), expected(newer, 'O jardim')],
    ],
    [
      'not a post naming a file that is not its own',
      {
        posts: { [foreign]: { ...photoPost(foreign, 1_000), photo: `family/ana/${foreign}.jpg` } },
      },
      [],
    ],
    [
      'a blank caption is none',
      { posts: { [older]: photoPost(older, 1_000, '  ') } },
      [expected(older, null)],
    ],
    ['no posts', { settings: { dayShared: true } }, []],
    ['no family node', undefined, []],
  ])('%s', (_case, family, photos) => {
    expect(exportedPhotos(copyWith(family))).toEqual(photos);
  });
});

describe('photoFolderName', () => {
  it('is the base of the copy with -fotografias', () => {
    expect(photoFolderName('2027-03-30-dados')).toBe('2027-03-30-dados-fotografias');
  });
});

const folder = '2027-03-30-dados-fotografias';
const listed = (state: ListedPhoto['state'], caption: string | null = null): ListedPhoto => ({
  ...expected(older, caption),
  state,
});

describe('photosSection', () => {
  it.each<[string, ListedPhoto[], string[], string[]]>([
    [
      'a written file: its place, the sender and the caption',
      [listed('written', 'O <jardim>')],
      [
        `estão na pasta ${folder}`,
        `<td>${folder}/${older}.jpg</td>`,
        '<td>Pedro Silva</td>',
        '<td>O &lt;jardim&gt;</td>',
      ],
      ['não foram copiados'],
    ],
    [
      'a file gone from storage: listed as missing',
      [listed('missing')],
      [`<td>${older}.jpg (em falta: o ficheiro já não existe)</td>`],
      ['estão na pasta', 'não foram copiados'],
    ],
    [
      'none copied (a real project): they stay in storage',
      [listed('notCopied')],
      ['não foram copiados', `<td>${older}.jpg (não copiado)</td>`],
      ['estão na pasta'],
    ],
    ['no photos', [], ['Nenhum registo.'], ['<table>']],
  ])('%s', (_case, photos, shown, notShown) => {
    const text = photosSection({ folder, photos }).text;
    for (const part of shown) expect(text).toContain(part);
    for (const part of notShown) expect(text).not.toContain(part);
  });
});
