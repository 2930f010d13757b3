import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './phoneMetadata.json';

/**
 * A phone number as a person reads it, grouped the way its country writes it: Portuguese numbers in
 * their national form ('912 345 678'), others with their country code ('+44 20 7946 0958'). Formatting
 * is libphonenumber-js's (Google's libphonenumber data), with the countries of tools/phone/phoneMetadata.mjs.
 * A number it cannot read (too short, an unknown country) or a text that is not only a number (letters,
 * an address, anything the library would pick a number out of) is shown exactly as it was typed: the
 * stored value is never changed or hidden, only a plain number is grouped.
 */
const plainNumber = /^[+\d\s().-]+$/u;

export function phoneForDisplay(typed: string): string {
  if (!plainNumber.test(typed)) return typed;
  const phone = parsePhoneNumberFromString(typed.trim(), 'PT', metadata as MetadataJson);
  if (phone === undefined || !phone.isPossible()) return typed;
  return phone.country === 'PT' ? phone.formatNational() : phone.formatInternational();
}
