import {
  familyCaptionProblem,
  familyPhotoPost,
  maxFamilyPhotoSide,
  photoSizeWithin,
} from './familyPhoto';
import { maxFamilyMessageLength } from './familyMessage';

describe('photoSizeWithin: the longer side at most the limit, proportions kept', () => {
  it.each([
    [3000, 2000, 1600, { width: 1600, height: 1067 }],
    [2000, 3000, 1600, { width: 1067, height: 1600 }],
    [4032, 3024, 1600, { width: 1600, height: 1200 }],
    [1600, 1600, 1600, { width: 1600, height: 1600 }],
    [1601, 10, 1600, { width: 1600, height: 10 }],
    [480, 360, 1600, { width: 480, height: 360 }],
    [20000, 3, 1600, { width: 1600, height: 1 }],
    [1, 1, 1600, { width: 1, height: 1 }],
  ] as const)('%i × %i within %i → %j', (width, height, max, size) => {
    expect(photoSizeWithin(width, height, max)).toEqual(size);
  });

  it('the phone limit is 1600 pixels', () => expect(maxFamilyPhotoSide).toBe(1600));
});

describe('familyCaptionProblem: an optional caption, with a message text limits', () => {
  it.each([
    ['', null],
    ['  \n', null],
    ['Na praia', null],
    ['x'.repeat(maxFamilyMessageLength + 1), 'tooLong'],
    ['olá\u202emãe', 'unsafeCharacters'],
  ] as const)('%j → %s', (text, problem) => {
    expect(familyCaptionProblem(text)).toBe(problem);
  });
});

describe('familyPhotoPost', () => {
  const base = { person: 'maria', postKey: '-OAbcdefghij12345678', from: 'p1', fromName: 'Pedro' };

  it('names its photo by the post key, with the caption as text', () => {
    expect(familyPhotoPost({ ...base, caption: 'Na praia' })).toEqual({
      from: 'p1',
      fromName: 'Pedro',
      at: { '.sv': 'timestamp' },
      kind: 'foto',
      photo: 'family/maria/-OAbcdefghij12345678.jpg',
      text: 'Na praia',
    });
  });

  it('has no text without a caption', () => {
    expect(familyPhotoPost({ ...base, caption: '  ' })).not.toHaveProperty('text');
  });
});
