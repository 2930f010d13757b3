/**
 * An invitation's code: what the relative is given (in the e-mail's link, or to type), and its SHA-256,
 * the only thing the database keeps (`invitations/{codeHash}`). Twelve characters of an alphabet without
 * look-alikes (no 0/O, 1/I/L, no vowels, so no words) give about 57 bits: with reads one at a time and a
 * seven-day life, guessing one is out of reach. Typed by hand, it is read in groups of four
 * ('K7Q2-M9XD-PT4C'); case, spaces and dashes do not count.
 */
export const invitationCodeAlphabet = '23456789BCDFGHJKMNPQRSTVWXYZ';
export const invitationCodeLength = 12;

/** A new code from `randomBytes` (the browser's `crypto.getRandomValues`), grouped by four. */
export function newInvitationCode(
  randomBytes: (length: number) => Uint8Array = (length) =>
    globalThis.crypto.getRandomValues(new Uint8Array(length)),
): string {
  const alphabet = invitationCodeAlphabet;
  // Rejection sampling keeps every character equally likely (256 is not a multiple of the alphabet).
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < invitationCodeLength) {
    for (const byte of randomBytes(invitationCodeLength)) {
      if (byte < limit && code.length < invitationCodeLength)
        code += alphabet[byte % alphabet.length];
    }
  }
  return code.match(/.{4}/g)?.join('-') ?? code;
}

/** The code as it is hashed: capitals, without spaces or dashes. */
export function normalisedInvitationCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** The SHA-256 of the normalised code, in lowercase hex (Web Crypto, in the browser and in Node). */
export async function invitationCodeHash(code: string): Promise<string> {
  const bytes = new TextEncoder().encode(normalisedInvitationCode(code));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
