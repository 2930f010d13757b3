import {
  invitationCodeAlphabet,
  invitationCodeHash,
  newInvitationCode,
  normalisedInvitationCode,
} from './invitationCode';
import { invitationHashPattern } from './familyCircle';

describe('newInvitationCode', () => {
  it('is twelve characters of the alphabet in groups of four', () => {
    const code = newInvitationCode();
    expect(code).toMatch(
      /^[23456789BCDFGHJKMNPQRSTVWXYZ]{4}(-[23456789BCDFGHJKMNPQRSTVWXYZ]{4}){2}$/,
    );
  });

  it('skips the bytes that would make some characters likelier', () => {
    // 252 is the first byte past the last whole round of the alphabet (28 × 9): skipped.
    const bytes = [252, 255, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    const code = newInvitationCode((length) => Uint8Array.from(bytes.splice(0, length)));
    expect(normalisedInvitationCode(code)).toBe(invitationCodeAlphabet.slice(0, 12));
  });
});

describe('invitationCodeHash', () => {
  it('is the SHA-256 of the normalised code, in hex', async () => {
    // echo -n ABC | sha256sum
    expect(await invitationCodeHash('abc')).toBe(
      'b5d4045c3f466fa91fe2cc6abe79232a1a57cdf104f7a26e716e0a1e2789df78',
    );
  });

  it.each([
    ['K7Q2-M9XD-PT4C', 'k7q2 m9xd pt4c'],
    ['K7Q2-M9XD-PT4C', 'K7Q2M9XDPT4C'],
  ])('%s and %s are the same code', async (a, b) => {
    expect(await invitationCodeHash(a)).toBe(await invitationCodeHash(b));
  });

  it('is a key the rules accept', async () => {
    expect(await invitationCodeHash(newInvitationCode())).toMatch(invitationHashPattern);
  });
});
