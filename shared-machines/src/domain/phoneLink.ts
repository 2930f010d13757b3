/**
 * A contact's phone as the messaging app's send link (`${messagingSendUrl}?phone=351XXXXXXXXX`), as the
 * old app linked it, but normalised: carers type phones in many ways ('912 345 678', '91.234.56.78',
 * '+351 912345678', '00351912345678'). Portuguese numbers (9 digits, starting with 2, 3 or 9) get the
 * 351 country code; numbers written with + or 00 are international and kept as they are. Anything that
 * cannot be a phone number gets no link, and a reason the screen can show (`phoneLinkTexts`).
 */
import { phoneLinkTexts } from '../texts/phoneLinkTexts';

export type PhoneLink =
  | {
      readonly ok: true;
      readonly href: string;
      /** Country code + number, digits only. */ readonly digits: string;
    }
  | { readonly ok: false; readonly reason: string };

/** Portugal's country code, and how many digits a Portuguese number has without it. */
export const portugueseCountryCode = '351';
export const portugueseNumberLength = 9;
/** E.164: a full international number has at most 15 digits; none is shorter than 8 with its country code. */
export const internationalMinLength = 8;
export const internationalMaxLength = 15;

/** Why a phone gets no link, whatever its length (`phoneLinkTexts`). */
export const phoneLinkReasons = {
  missing: phoneLinkTexts.missing,
  notDigits: phoneLinkTexts.notDigits,
  notPortuguese: phoneLinkTexts.notPortuguese,
  wrongInternationalLength: phoneLinkTexts.wrongInternationalLength,
} as const;

/** A national number with too few or too many digits (`phoneLinkTexts.wrongLength`). */
export function wrongLengthReason(digitCount: number): string {
  return phoneLinkTexts.wrongLength(digitCount, portugueseNumberLength);
}

/** A Portuguese number without its country code: 9 digits, starting with 2, 3 or 9. */
export function isPortugueseNationalNumber(digits: string): boolean {
  return /^[239]\d{8}$/.test(digits);
}

/** The digits to send (country code included), or why there are none. */
export function normalisePhone(
  phone: string,
): { ok: true; digits: string } | { ok: false; reason: string } {
  const compact = phone.trim().replace(/[\s.\-()/]/g, '');
  if (compact === '') return { ok: false, reason: phoneLinkTexts.missing };

  let international = false;
  let digits = compact;
  if (digits.startsWith('+')) {
    international = true;
    digits = digits.slice(1);
  } else if (digits.startsWith('00')) {
    international = true;
    digits = digits.slice(2);
  }
  if (!/^\d+$/.test(digits)) return { ok: false, reason: phoneLinkTexts.notDigits };

  const startsWithCountryCode = digits.startsWith(portugueseCountryCode);
  if (
    international ||
    (startsWithCountryCode &&
      digits.length === portugueseCountryCode.length + portugueseNumberLength)
  ) {
    if (startsWithCountryCode) {
      const national = digits.slice(portugueseCountryCode.length);
      if (national.length !== portugueseNumberLength)
        return { ok: false, reason: wrongLengthReason(national.length) };
      if (!isPortugueseNationalNumber(national))
        return { ok: false, reason: phoneLinkTexts.notPortuguese };
      return { ok: true, digits };
    }
    if (
      digits.length < internationalMinLength ||
      digits.length > internationalMaxLength ||
      digits.startsWith('0')
    ) {
      return { ok: false, reason: phoneLinkTexts.wrongInternationalLength };
    }
    return { ok: true, digits };
  }

  if (digits.length !== portugueseNumberLength)
    return { ok: false, reason: wrongLengthReason(digits.length) };
  if (!isPortugueseNationalNumber(digits))
    return { ok: false, reason: phoneLinkTexts.notPortuguese };
  return { ok: true, digits: `${portugueseCountryCode}${digits}` };
}

/** The send link for a phone, or the reason there is none. */
export function messagingLinkForPhone(phone: string, messagingSendUrl: string): PhoneLink {
  const normalised = normalisePhone(phone);
  if (!normalised.ok) return normalised;
  const separator = messagingSendUrl.includes('?') ? '&' : '?';
  return {
    ok: true,
    digits: normalised.digits,
    href: `${messagingSendUrl}${separator}phone=${normalised.digits}`,
  };
}
