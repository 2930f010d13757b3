import { familyPhotoPath } from '@amparo/shared-machines';
import { photoOfDeletedPost, removePhotoOfDeletedPost } from './deletedPostPhoto';

const person = 'maria';
const postKey = '-OAbCdEfGhIjKlMnOpQr';
const photoPost = {
  from: 'pedro',
  fromName: 'Pedro',
  at: 1,
  kind: 'foto',
  photo: `family/${person}/${postKey}.jpg`,
};

describe('photoOfDeletedPost: the file that goes with a deleted family post', () => {
  it.each([
    ['a photo post', photoPost, `family/${person}/${postKey}.jpg`],
    ['a message', { from: 'pedro', fromName: 'Pedro', at: 1, kind: 'mensagem', text: 'Olá' }, null],
    [
      'a photo naming another person’s file',
      { ...photoPost, photo: `family/ana/${postKey}.jpg` },
      null,
    ],
    [
      'a photo naming another post’s file',
      { ...photoPost, photo: `family/${person}/outro.jpg` },
      null,
    ],
    ['a photo path leaving the folder', { ...photoPost, photo: `family/${person}/../x.jpg` }, null],
    ['a photo that is not a string', { ...photoPost, photo: 7 }, null],
    ['nothing', null, null],
    ['a bare value', 'foto', null],
  ])('%s', (_case, post, expected) => {
    expect(photoOfDeletedPost(person, postKey, post)).toBe(expected);
  });
});

describe('removePhotoOfDeletedPost: the file is deleted through the port', () => {
  it('deletes the photo of a photo post', async () => {
    const deleted: string[] = [];
    const deleteFile = async (filePath: string) => {
      deleted.push(filePath);
    };
    await expect(
      removePhotoOfDeletedPost(deleteFile, { person, post: postKey }, photoPost),
    ).resolves.toBe(`family/${person}/${postKey}.jpg`);
    expect(deleted).toEqual([`family/${person}/${postKey}.jpg`]);
  });

  it('deletes nothing for a message', async () => {
    const deleteFile = jest.fn(async () => undefined);
    await expect(
      removePhotoOfDeletedPost(deleteFile, { person, post: postKey }, { kind: 'mensagem' }),
    ).resolves.toBeNull();
    expect(deleteFile).not.toHaveBeenCalled();
  });
});

describe('the same file as the clients and the association command name', () => {
  it('is familyPhotoPath of shared-machines (the functions are deployed without it)', () => {
    expect(photoOfDeletedPost(person, postKey, photoPost)).toBe(familyPhotoPath(person, postKey));
  });
});
