/**
 * What a name may be made of: a person's, a carer's, a representative's and their relationship, a
 * contact's and an appointment's specialty. An allowlist, because a denylist always misses something:
 * names made only of invisible characters (U+200B, U+2060, the Hangul filler U+3164), direction marks,
 * lone surrogates and tag characters all passed the old one. A name holds letters of the scripts below,
 * their combining accents, digits, spaces and the punctuation names use, and at least one letter or
 * digit. Free texts (a medicine and when to take it) keep textRules' wider rule.
 *
 * Written as plain ranges of characters, not Unicode classes: the database rules say the same with a
 * regular expression (nameRulesCondition), and the production rules engine has no `\p{L}` and no
 * Unicode-aware `\s`. `database.rules.json` holds that condition on every name field;
 * `nameCharacters.test.ts` checks it is exactly this one. Characters outside the Basic Multilingual
 * Plane (emoji, rare ideographs, tag characters) are not in any range: a surrogate is never allowed.
 */
import { nameTexts } from '../texts/nameTexts';

type Range = readonly [first: number, last: number];

/** Letters, by script. */
const letterRanges: readonly Range[] = [
  [0x41, 0x5a], // A-Z
  [0x61, 0x7a], // a-z
  [0xaa, 0xaa], // ª
  [0xba, 0xba], // º
  [0xc0, 0xd6], // À-Ö
  [0xd8, 0xf6], // Ø-ö
  [0xf8, 0x24f], // ø-ɏ: Latin-1, Latin Extended-A and -B
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese, …)
  [0x386, 0x386],
  [0x388, 0x3ff], // Greek
  [0x400, 0x481],
  [0x48a, 0x52f], // Cyrillic
  [0x5d0, 0x5ea], // Hebrew
  [0x620, 0x64a], // Arabic
  [0x904, 0x939], // Devanagari
  [0x3041, 0x3096], // Hiragana
  [0x30a1, 0x30fa], // Katakana
  [0x4e00, 0x9fff], // CJK ideographs
  [0xac00, 0xd7a3], // Hangul syllables
];

/** Digits: ASCII and Arabic-Indic. */
const digitRanges: readonly Range[] = [
  [0x30, 0x39],
  [0x660, 0x669],
];

/** Accents and vowel signs that combine with the letter before them. */
const markRanges: readonly Range[] = [
  [0x300, 0x36f], // combining diacritical marks (an accent typed apart)
  [0x591, 0x5c7], // Hebrew points
  [0x64b, 0x65f], // Arabic vowel signs
  [0x93a, 0x94f], // Devanagari vowel signs
];

/** Space and the punctuation names use: . , ' ’ - ‐ – — ( ) / & · and the Katakana long vowel. */
const punctuation = [
  0x20, 0x2e, 0x2c, 0x27, 0x2019, 0x2d, 0x2010, 0x2013, 0x2014, 0x28, 0x29, 0x2f, 0x26, 0xb7,
  0x30fc,
];

/** One character of a regular expression's class, escaped where a class (or a rule's `/…/`) needs it. */
function classCharacter(code: number): string {
  const character = String.fromCharCode(code);
  return /[\\\]^\-/]/.test(character) ? `\\${character}` : character;
}

function classOf(ranges: readonly Range[]): string {
  return ranges
    .map(([first, last]) =>
      first === last ? classCharacter(first) : `${classCharacter(first)}-${classCharacter(last)}`,
    )
    .join('');
}

/** The characters a name may hold, as the inside of a regular expression's class. */
export const nameCharacterClass = classOf([
  ...letterRanges,
  ...digitRanges,
  ...markRanges,
  ...punctuation.map((code): Range => [code, code]),
]);

/** Letters and digits: a name holds at least one. */
export const nameLetterOrDigitClass = classOf([...letterRanges, ...digitRanges]);

const onlyNameCharacters = new RegExp(`^[${nameCharacterClass}]+$`);
const aLetterOrDigit = new RegExp(`[${nameLetterOrDigitClass}]`);

/** Whether `text` (trimmed) is a name: only the characters above, and a letter or digit among them. */
export function isNameText(text: string): boolean {
  return onlyNameCharacters.test(text) && aLetterOrDigit.test(text);
}

/** The same, as the database rules write it for a field's `newData`. */
export const nameRulesCondition = `newData.val().matches(/^[${nameCharacterClass}]+$/) && newData.val().matches(/[${nameLetterOrDigitClass}]/)`;

/** The message next to a name that holds something else (`nameTexts.unsafeCharacters`). */
export const nameCharactersMessage = nameTexts.unsafeCharacters;
