// Whether the association's code (`ProBrancaSec`, the registration code) is strong enough for a real
// Firebase project, and whether a runtime configuration is one. CommonJS with a .d.cts, so `npm start`
// (plain Node) and the TypeScript commands share it.
//
// The code is a bearer secret: whoever has /registar{code} can create an account and become a member,
// and anyone can test a guess by reading registrationCodes/{guess}. A code must therefore be
// unguessable, not memorable. The estimate is deliberately simple — length times log2 of the size of
// the character classes used — and generous to human-chosen codes (a phrase scores as if random), so
// the bar sits well above what online guessing could reach: at least 20 characters, not a shorter
// part repeated ('segredosegredosegredo'), at least 8 different characters, and 100 estimated bits.
// `code new` makes 32 base64url characters (192 bits).
'use strict';

const minimumLength = 20;
const minimumDistinct = 8;
const minimumBits = 100;

const characterClasses = [
  { pattern: /[a-z]/, size: 26 },
  { pattern: /[A-Z]/, size: 26 },
  { pattern: /[0-9]/, size: 10 },
  { pattern: /[-_]/, size: 2 },
  { pattern: /[^a-zA-Z0-9_-]/, size: 33 },
];

/** Length × log2(pool of the classes present), rounded down. */
function estimatedBits(associationCode) {
  const characters = [...associationCode];
  const pool = characterClasses.reduce(
    (sum, { pattern, size }) => (characters.some((c) => pattern.test(c)) ? sum + size : sum),
    0,
  );
  return pool === 0 ? 0 : Math.floor(characters.length * Math.log2(pool));
}

/** Whether the characters repeat a part of at most half the length ('abcabcab', 'aaaa'). */
function repeatsItself(characters) {
  for (let period = 1; period <= characters.length / 2; period += 1) {
    if (
      characters.every(
        (character, index) => index < period || character === characters[index - period],
      )
    )
      return true;
  }
  return false;
}

/** Why the code is weak for a real project (a short English reason), or null when it is strong enough. */
function associationCodeWeakness(associationCode) {
  const characters = [...associationCode];
  if (characters.length < minimumLength)
    return `it has ${characters.length} characters, fewer than ${minimumLength}`;
  if (repeatsItself(characters)) return 'it repeats a shorter part';
  const distinct = new Set(characters).size;
  if (distinct < minimumDistinct)
    return `it has ${distinct} different characters, fewer than ${minimumDistinct}`;
  const bits = estimatedBits(associationCode);
  if (bits < minimumBits)
    return `about ${bits} bits, fewer than ${minimumBits}: mix upper and lower case and digits, or make it longer`;
  return null;
}

/** A runtime configuration (amparo-runtime.json) for a real project: no emulators, not a demo-* id. */
function isRealProjectRuntime(config) {
  if (config === null || typeof config !== 'object') return false;
  if (config.emulators !== undefined && config.emulators !== null) return false;
  const projectId =
    config.firebase && typeof config.firebase === 'object' ? config.firebase.projectId : undefined;
  return typeof projectId === 'string' && projectId !== '' && !projectId.startsWith('demo-');
}

const makeOne =
  'make a long random one with `npm run association -- code new --project <id> --database-url <url>`';

/** The one-line warning for a weak code of a real project (`where`), or null; `advice` replaces the default way out. */
function weakAssociationCodeWarning(associationCode, where, advice = makeOne) {
  const weakness = associationCodeWeakness(associationCode);
  if (weakness === null) return null;
  return `Warning: the registration code of ${where} is weak (${weakness}); ${advice}.`;
}

module.exports = {
  minimumLength,
  minimumDistinct,
  minimumBits,
  estimatedBits,
  associationCodeWeakness,
  isRealProjectRuntime,
  weakAssociationCodeWarning,
};
