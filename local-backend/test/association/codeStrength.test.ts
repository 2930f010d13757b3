import {
  estimatedBits,
  isRealProjectRuntime,
  associationCodeWeakness,
  weakAssociationCodeWarning,
} from '../../src/association/codeStrength.cjs';
import { newAssociationCode, registrationPath } from '../../src/association/registrationCode';
import { describeInvalidAssociationCode } from '../../src/seed/demoAssociation';

// Association codes (`ProBrancaSec`) for a real project: which are too weak and why (a table), what `code new` makes,
// and which runtime configurations are a real project.

describe('associationCodeWeakness', () => {
  it.each<[string, string | null]>([
    ['segredo', 'it has 7 characters, fewer than 20'],
    ['Probranca2024', 'it has 13 characters, fewer than 20'],
    ['x'.repeat(19), 'it has 19 characters, fewer than 20'],
    ['a'.repeat(40), 'it repeats a shorter part'],
    ['segredosegredosegredo', 'it repeats a shorter part'],
    ['ProBranca2024ProBranca2024', 'it repeats a shorter part'],
    ['12345678901234567890123456789', 'it repeats a shorter part'],
    ['abcabcabdabcabcabcabcabd', 'it has 4 different characters, fewer than 8'],
    [
      'abcdefghijklmnopqrst',
      'about 94 bits, fewer than 100: mix upper and lower case and digits, or make it longer',
    ],
    [
      '839201746519283746501928374651',
      'about 99 bits, fewer than 100: mix upper and lower case and digits, or make it longer',
    ],
    ['8392017465192837465019283746512', null],
    ['abcdefghijklmnopqrstuv', null],
    ['Q7m2xK9pL4vR8nT3wZ6y', null],
    ['correcthorsebatterystaple', null],
    ['3q2-Zp_8RkXv0Lw9aBcD7eFg', null],
    ['ÁguaFresca-do-Caramulo-2024', null],
  ])('%j → %j', (code, weakness) => {
    expect(associationCodeWeakness(code)).toBe(weakness);
  });

  it.each<[string, number]>([
    ['', 0],
    ['abcd', 18],
    ['aB3_', 24],
    ['x'.repeat(32), 150],
  ])('estimatedBits(%j) = %d', (code, bits) => {
    expect(estimatedBits(code)).toBe(bits);
  });

  it('warns in one line naming the place and the way out, and not for a strong code', () => {
    const warning = weakAssociationCodeWarning('segredo', 'Firebase project "amparo-prod"');
    expect(warning).toBe(
      'Warning: the registration code of Firebase project "amparo-prod" is weak (it has 7 characters, fewer than 20); ' +
        'make a long random one with `npm run association -- code new --project <id> --database-url <url>`.',
    );
    expect(warning).not.toMatch(/\n/);
    expect(weakAssociationCodeWarning(newAssociationCode(), 'x')).toBeNull();
  });
});

describe('newAssociationCode', () => {
  it('is 32 URL-safe characters from 24 random bytes, a valid key, and strong', () => {
    const codes = Array.from({ length: 200 }, () => newAssociationCode());
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(describeInvalidAssociationCode(code)).toBeNull();
      expect(encodeURIComponent(code)).toBe(code);
      expect(associationCodeWeakness(code)).toBeNull();
      expect(estimatedBits(code)).toBeGreaterThanOrEqual(128);
    }
  });

  it('takes its 24 bytes from the random source', () => {
    const sizes: number[] = [];
    const code = newAssociationCode((size) => {
      sizes.push(size);
      return Buffer.alloc(size, 0xfb);
    });
    expect(sizes).toEqual([24]);
    expect(code).toBe('-_v7'.repeat(8));
    expect(registrationPath(code)).toBe(`/registar${code}`);
  });
});

describe('isRealProjectRuntime', () => {
  const firebase = {
    apiKey: 'k',
    projectId: 'amparo-prod',
    databaseURL: 'https://amparo-prod-default-rtdb.europe-west1.firebasedatabase.app',
  };
  it.each<[string, unknown, boolean]>([
    ['a real project', { firebase }, true],
    [
      'the local demo (demo-* and emulators)',
      {
        firebase: { ...firebase, projectId: 'demo-amparo' },
        emulators: { authUrl: 'http://127.0.0.1:9099' },
      },
      false,
    ],
    [
      'a real id with emulators',
      { firebase, emulators: { authUrl: 'http://127.0.0.1:9099' } },
      false,
    ],
    ['a demo id without emulators', { firebase: { ...firebase, projectId: 'demo-x' } }, false],
    ['no project id', { firebase: { apiKey: 'k' } }, false],
    ['no firebase options', {}, false],
    ['not an object', 'amparo', false],
    ['null', null, false],
  ])('%s: %s', (_label, config, real) => {
    expect(isRealProjectRuntime(config)).toBe(real);
  });
});
