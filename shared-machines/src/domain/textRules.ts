import { isNameText } from './nameCharacters';
import { nameTexts } from '../texts/nameTexts';

/**
 * What any name or free text typed into the platform may hold (docs/product.md: Hard cases), shared by the carers' forms
 * (records/recordValidation) and the registration's name. HTML, right-to-left text, emoji, path and
 * key characters are ordinary text: kept and shown as typed. Refused: the C0 control characters and
 * DEL (invisible garbage in the database and the messaging link) and the bidirectional embedding,
 * override and isolate controls (U+202A–U+202E, U+2066–U+2069), which silently reorder what is shown
 * after them ('Ana \u202Eoãçamrofni' reads 'Ana informação'). Marks that only hint a direction
 * (U+200E, U+200F) and the joiners inside emoji stay.
 */

/** Characters no name or text may hold. */
export const unsafeTextCharacters = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/**
 * Characters that show as nothing: zero-width ones, and the Hangul fillers and the blank Braille cell,
 * which are letters or symbols to Unicode but draw no ink. A text made only of them (and spaces) shows
 * as nothing. The database rules ask every free text for one character outside them and whitespace
 * (local-backend/test/rules/visibleTextRules.test.ts holds the two lists together).
 */
const invisibleCharacters = /[\u200b-\u200d\u2060\ufeff\u115f\u1160\u3164\uffa0\u2800]/g;

/** Whether a text shows nothing: empty, whitespace of any kind (tabs, NBSP, …) or zero-width characters only. */
export function isBlankText(text: string): boolean {
  return text.replace(invisibleCharacters, '').trim() === '';
}

/** Longest name the registration accepts (as the carers' texts, docs/product.md: Limits of the database). */
export const maxPersonNameLength = 500;

/** Whose name a registration asks for: the one typing it, or a person a carer registers. */
export type NameOwner = 'own' | 'person';

/**
 * The registration's name (docs/product.md: What a form accepts): the message (`nameTexts`) when it cannot be used, or
 * null. Whitespace-only counts as empty; the name is sent trimmed; it holds only a name's characters
 * (nameCharacters.ts). An empty name is asked for as the typist's own or as the person's (`owner`).
 */
export function registrationNameProblem(name: string, owner: NameOwner = 'own'): string | null {
  const text = name.trim();
  if (isBlankText(text)) return owner === 'own' ? nameTexts.missing : nameTexts.personMissing;
  if (text.length > maxPersonNameLength) return nameTexts.tooLong(maxPersonNameLength);
  if (!isNameText(text)) return nameTexts.unsafeCharacters;
  return null;
}
