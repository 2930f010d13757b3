import { familyPhotoFiles } from '../../src/association/familyPhotoFiles';

// Which storage files go with a person's family posts: a photo post's own file only.

const maria = 'maria';
const first = '-OAaaaaaaaaaaaaaaaa1';
const second = '-OAaaaaaaaaaaaaaaaa2';
const message = '-OAaaaaaaaaaaaaaaaa3';
const posts = {
  [first]: { kind: 'foto', photo: `family/${maria}/${first}.jpg` },
  [second]: { kind: 'foto', photo: `family/${maria}/${second}.jpg` },
  [message]: { kind: 'mensagem', text: 'Olá, mãe' },
  '-OAaaaaaaaaaaaaaaaa4': { kind: 'foto', photo: `family/ana/${first}.jpg` },
  '-OAaaaaaaaaaaaaaaaa5': { kind: 'foto', photo: `family/${maria}/../${first}.jpg` },
  '-OAaaaaaaaaaaaaaaaa6': 'foto',
};

describe('familyPhotoFiles', () => {
  it.each<[string, unknown, readonly string[] | undefined, string[]]>([
    [
      'every post: the photos whose file is their own',
      posts,
      undefined,
      [`family/${maria}/${first}.jpg`, `family/${maria}/${second}.jpg`],
    ],
    ['only the posts named', posts, [second, message], [`family/${maria}/${second}.jpg`]],
    ['a key with no post', posts, ['-OAaaaaaaaaaaaaaaaa9'], []],
    ['no posts', null, undefined, []],
    ['posts that are not an object', 'x', undefined, []],
  ])('%s', (_case, given, keys, files) => {
    expect(familyPhotoFiles(maria, given, keys)).toEqual(files);
  });
});
