import { readContactPhone, type ContactPhoneReading } from '../domain/contactPhone';
import { readDoseTimes } from '../domain/doseTimes';
import {
  internationalMaxLength,
  internationalMinLength,
  portugueseNumberLength,
} from '../domain/phoneLink';
import { isNameText, nameCharactersMessage } from '../domain/nameCharacters';
import { isBlankText, unsafeTextCharacters } from '../domain/textRules';
import type { RecordByKind, RecordKind } from '../domain/recordTypes';
import { recordLayouts } from '../domain/recordTypes';
import {
  fieldNamesOf,
  fieldSchemasOf,
  type FieldKind,
  type RecordFormMode,
} from '../domain/recordSchemas';
import { recordTexts } from '../texts/recordTexts';

/**
 * What a carer may save in the add and edit forms (docs/product.md: What a form accepts), field by field
 * as each kind's schema says (domain/recordSchemas), with a clear Portuguese message for each refusal
 * (texts/recordTexts) instead of the old app's silent nothing. Whitespace-only (or zero-width-only) counts
 * as empty; control characters and bidirectional overrides are refused (domain/textRules); values are
 * saved trimmed; lengths stay inside the database rules (`maxTextLength`, `maxPhoneLength`), far below
 * the Realtime Database's own string limit, so a write is either whole and valid or not made at all.
 */

export type { RecordFormMode };

declare const checked: unique symbol;

/**
 * A record that `validateRecord` accepted and normalised: the only kind the repository writes, so a
 * value is checked once per submit in the browser (and once more by the database rules).
 */
export type CheckedRecord<K extends RecordKind> = RecordByKind[K] & { readonly [checked]: true };

/** A checked record of any kind. */
export type AnyCheckedRecord = CheckedRecord<RecordKind>;

/** The values a form holds, field by field, before they are checked. */
export type RecordFormValues = Readonly<Record<string, string>>;

export type RecordFieldErrors = Readonly<Record<string, string>>;

export type RecordValidation<K extends RecordKind> =
  | { readonly valid: true; readonly value: CheckedRecord<K> }
  | { readonly valid: false; readonly errors: RecordFieldErrors };

/** Longest name or free text accepted (characters, counted as the database counts them). */
export const maxTextLength = 500;
/** Longest phone number accepted. */
export const maxPhoneLength = 30;

/** Longest 'Horas' typed (sixteen times with separators fit well within it). */
export const maxDoseTimesLength = 200;

/** The longest value of each kind of field (for the check and the input's maxLength); none for dates and times. */
const maxLengthOfKind: Readonly<Record<FieldKind, number | undefined>> = {
  text: maxTextLength,
  name: maxTextLength,
  phone: maxPhoneLength,
  doseTimes: maxDoseTimesLength,
  date: undefined,
  time: undefined,
};

/** The fields of a kind of record, in form order. */
export function recordFields(kind: RecordKind): readonly string[] {
  return fieldNamesOf(kind);
}

/** Whether the field must be filled in on this form. */
export function isFieldRequired(kind: RecordKind, mode: RecordFormMode, field: string): boolean {
  return fieldSchemasOf(kind).some((rule) => rule.name === field && rule.requiredOn.includes(mode));
}

/** The longest value the field accepts (for the input's maxLength). */
export function maxLengthOfField(kind: RecordKind, field: string): number | undefined {
  const rule = fieldSchemasOf(kind).find((candidate) => candidate.name === field);
  return rule === undefined ? undefined : maxLengthOfKind[rule.kind];
}

const timePattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (match === null) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (year < 1900 || year > 2199) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Why a typed phone is not a phone number (domain/contactPhone), said next to the field. */
function phoneMessage(reading: ContactPhoneReading): string | null {
  if (reading.ok) return null;
  switch (reading.problem) {
    case 'notDigits':
      return recordTexts.badPhone;
    case 'wrongLength':
      return recordTexts.phoneWrongLength(reading.digitCount, portugueseNumberLength);
    case 'notPortuguese':
      return recordTexts.phoneNotPortuguese;
    case 'wrongInternationalLength':
      return recordTexts.phoneWrongInternationalLength(
        internationalMinLength,
        internationalMaxLength,
      );
  }
}

function checkFilledField(kind: FieldKind, text: string): string | null {
  switch (kind) {
    case 'text':
      if (text.length > maxTextLength) return recordTexts.textTooLong(maxTextLength);
      if (unsafeTextCharacters.test(text)) return recordTexts.unsafeText;
      return null;
    case 'name':
      if (text.length > maxTextLength) return recordTexts.nameTooLong(maxTextLength);
      return isNameText(text) ? null : nameCharactersMessage;
    case 'phone':
      if (text.length > maxPhoneLength) return recordTexts.phoneTooLong(maxPhoneLength);
      return phoneMessage(readContactPhone(text));
    case 'date':
      return isRealDate(text) ? null : recordTexts.badDate;
    case 'time':
      return timePattern.test(text) ? null : recordTexts.badTime;
    case 'doseTimes': {
      if (text.length > maxDoseTimesLength) return recordTexts.textTooLong(maxDoseTimesLength);
      const read = readDoseTimes(text);
      return read.ok ? null : read.message;
    }
  }
}

/**
 * The value saved for a filled, valid field: dose times in their tidy form, a phone without Portugal's
 * country code (domain/contactPhone), everything else as typed (trimmed).
 */
function storedValue(kind: FieldKind, text: string): string {
  if (kind === 'phone') {
    const phone = readContactPhone(text);
    return phone.ok ? phone.stored : text;
  }
  if (kind !== 'doseTimes') return text;
  const read = readDoseTimes(text);
  return read.ok ? read.value : text;
}

/**
 * Checks a form's values for a kind of record. Valid values come back trimmed, in the record's
 * shape, with only its own fields; otherwise one Portuguese message per field that is wrong.
 */
export function validateRecord<K extends RecordKind>(
  kind: K,
  mode: RecordFormMode,
  values: RecordFormValues,
): RecordValidation<K> {
  const errors: Record<string, string> = {};
  const record: Record<string, string> = {};
  for (const field of fieldSchemasOf(kind)) {
    const raw = values[field.name];
    const trimmed = typeof raw === 'string' ? raw.trim() : '';
    // Whitespace of any kind or zero-width characters only: empty (saved as '' where optional).
    const text = isBlankText(trimmed) ? '' : trimmed;
    // A field no form requires (dose times) is left out when empty, so saving it empty clears it.
    if (text !== '' || field.requiredOn.length > 0) record[field.name] = text;
    if (text === '') {
      if (field.requiredOn.includes(mode) && field.emptyMessage !== undefined)
        errors[field.name] = recordTexts.emptyField[field.emptyMessage];
      continue;
    }
    const problem = checkFilledField(field.kind, text);
    if (problem !== null) errors[field.name] = problem;
    else record[field.name] = storedValue(field.kind, text);
  }
  if (Object.keys(errors).length > 0) return { valid: false, errors };
  return { valid: true, value: record as unknown as CheckedRecord<K> };
}

/** Whether a key is one of this kind's record keys (`contacto_Contacto_7`): anything else is refused. */
export function isRecordKeyOf(kind: RecordKind, key: string): boolean {
  const prefix = recordLayouts[kind].keyPrefix;
  if (!key.startsWith(prefix)) return false;
  return /^[0-9]{1,15}$/.test(key.slice(prefix.length));
}

/** The field errors without the one of `field`. */
export function withoutFieldError(errors: RecordFieldErrors, field: string): RecordFieldErrors {
  if (!(field in errors)) return errors;
  const rest: Record<string, string> = { ...(errors as Record<string, string>) };
  delete rest[field];
  return rest as RecordFieldErrors;
}
