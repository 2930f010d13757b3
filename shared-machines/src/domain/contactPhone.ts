/**
 * A contact's phone as a carer types it in the carers' form (docs/product.md: What a form accepts): a
 * Portuguese number of 9 digits starting with 2, 3 or 9, or another country's number after 00 (or +)
 * and its country code, 8 to 15 digits with the code; spaces between the digits are kept as typed. A
 * Portuguese number pasted with its country code (+351, 00351 or 351) is stored without it, as the
 * carers' list and Chamadas show it; 00 before another country's code is stored as +. Every number
 * accepted here gets a messaging link (domain/phoneLink, whose limits these are), and the database
 * rules accept exactly the same texts (`contacto_telPesso`).
 */
import {
  internationalMaxLength,
  internationalMinLength,
  isPortugueseNationalNumber,
  portugueseCountryCode,
  portugueseNumberLength,
} from './phoneLink';

export type ContactPhoneReading =
  | { readonly ok: true; readonly stored: string }
  | { readonly ok: false; readonly problem: 'notDigits' }
  | { readonly ok: false; readonly problem: 'wrongLength'; readonly digitCount: number }
  | { readonly ok: false; readonly problem: 'notPortuguese' }
  | { readonly ok: false; readonly problem: 'wrongInternationalLength' };

/** Digits and spaces, a + only at the start. */
const typedPhone = /^\+?[0-9][0-9 ]*$/;
/** What calls a country code: 00 before it, as a phone dials it. */
const internationalPrefix = '00';

/** The text after its first `count` digits, without the + and spaces that lead it. */
function afterDigits(text: string, count: number): string {
  let seen = 0;
  let index = 0;
  while (seen < count && index < text.length) {
    if (/[0-9]/.test(text.charAt(index))) seen += 1;
    index += 1;
  }
  return text.slice(index).replace(/^[+ ]+/, '');
}

function portugueseNumber(national: string, stored: string): ContactPhoneReading {
  if (national.length !== portugueseNumberLength)
    return { ok: false, problem: 'wrongLength', digitCount: national.length };
  if (!isPortugueseNationalNumber(national)) return { ok: false, problem: 'notPortuguese' };
  return { ok: true, stored };
}

/** The phone to store for what was typed (trimmed), or why it is not a phone number. */
export function readContactPhone(typed: string): ContactPhoneReading {
  const text = typed.trim();
  if (!typedPhone.test(text)) return { ok: false, problem: 'notDigits' };
  const allDigits = text.replace(/[+ ]/g, '');
  const plus = text.startsWith('+');
  const international = plus || allDigits.startsWith(internationalPrefix);
  const digits = international && !plus ? allDigits.slice(internationalPrefix.length) : allDigits;

  const withCountryCode =
    digits.startsWith(portugueseCountryCode) &&
    (international || digits.length === portugueseCountryCode.length + portugueseNumberLength);
  if (withCountryCode) {
    const national = digits.slice(portugueseCountryCode.length);
    return portugueseNumber(national, afterDigits(text, allDigits.length - national.length));
  }
  if (international) {
    if (
      digits.length < internationalMinLength ||
      digits.length > internationalMaxLength ||
      digits.startsWith('0')
    )
      return { ok: false, problem: 'wrongInternationalLength' };
    return { ok: true, stored: `+${afterDigits(text, allDigits.length - digits.length)}` };
  }
  return portugueseNumber(digits, text);
}
