import { readDoseTimes } from '../domain/doseTimes';
import { isNameText, nameCharactersMessage } from '../domain/nameCharacters';
import { isBlankText, unsafeTextCharacters } from '../domain/textRules';
import type { AnyRecord, RecordByKind, RecordKind } from '../domain/recordTypes';
import { recordLayouts } from '../domain/recordTypes';

/**
 * What a carer may save in the add and edit forms (docs/product.md: What a form accepts), with a clear Portuguese message for
 * each refusal instead of the old app's silent nothing. Whitespace-only (or zero-width-only) counts
 * as empty; control characters and bidirectional overrides are refused (domain/textRules); values are
 * saved trimmed; lengths stay inside the database rules (texts 500 characters, phone 30), far below
 * the Realtime Database's own string limit, so a write is either whole and valid or not made at all.
 */

export type RecordFormMode = 'add' | 'edit';

/** The values a form holds, field by field, before they are checked. */
export type RecordFormValues = Readonly<Record<string, string>>;

export type RecordFieldErrors = Readonly<Record<string, string>>;

export type RecordValidation<K extends RecordKind> =
  | { readonly valid: true; readonly value: RecordByKind[K] }
  | { readonly valid: false; readonly errors: RecordFieldErrors };

/** Longest name or free text accepted (characters, counted as the database counts them). */
export const maxTextLength = 500;
/** Longest phone number accepted. */
export const maxPhoneLength = 30;

type FieldKind = 'text' | 'name' | 'phone' | 'date' | 'time' | 'doseTimes';

/** Longest 'Horas' typed (sixteen times with separators fit well within it). */
export const maxDoseTimesLength = 200;

interface FieldRule {
  readonly field: string;
  readonly kind: FieldKind;
  /** Which forms require the field; an optional field may be left empty. */
  readonly requiredOn: readonly RecordFormMode[];
  /** The message when a required field is empty. */
  readonly emptyMessage: string;
}

const bothModes: readonly RecordFormMode[] = ['add', 'edit'];

const fieldRules: { readonly [K in RecordKind]: readonly FieldRule[] } = {
  contact: [
    {
      field: 'contacto_Nome',
      kind: 'name',
      requiredOn: bothModes,
      emptyMessage: 'Escreva o nome do contacto.',
    },
    {
      field: 'contacto_telPesso',
      kind: 'phone',
      requiredOn: bothModes,
      emptyMessage: 'Escreva o número de telemóvel.',
    },
  ],
  appointment: [
    {
      field: 'contacto_Nome',
      kind: 'text',
      requiredOn: bothModes,
      emptyMessage: 'Escreva a especialidade da consulta.',
    },
    {
      field: 'data_consulta',
      kind: 'date',
      requiredOn: bothModes,
      emptyMessage: 'Escolha a data da consulta.',
    },
    // The time is required when editing an appointment, not when adding one (docs/product.md: What a form accepts).
    {
      field: 'time_consulta',
      kind: 'time',
      requiredOn: ['edit'],
      emptyMessage: 'Escolha a hora da consulta.',
    },
  ],
  medication: [
    {
      field: 'medicamento',
      kind: 'text',
      requiredOn: bothModes,
      emptyMessage: 'Escreva o medicamento e a dose.',
    },
    {
      field: 'momento_tomar',
      kind: 'text',
      requiredOn: bothModes,
      emptyMessage: 'Escreva quando deve ser tomado.',
    },
    // Optional: a medicine without times has no reminders. Stored tidy ('08:00,20:00', domain/doseTimes).
    { field: 'horas', kind: 'doseTimes', requiredOn: [], emptyMessage: '' },
  ],
};

/** The fields of a kind of record, in form order. */
export function recordFields(kind: RecordKind): readonly string[] {
  return fieldRules[kind].map((rule) => rule.field);
}

/** Whether the field must be filled in on this form. */
export function isFieldRequired(kind: RecordKind, mode: RecordFormMode, field: string): boolean {
  return fieldRules[kind].some((rule) => rule.field === field && rule.requiredOn.includes(mode));
}

/** The longest value the field accepts (for the input's maxLength). */
export function maxLengthOfField(kind: RecordKind, field: string): number | undefined {
  const rule = fieldRules[kind].find((candidate) => candidate.field === field);
  if (rule === undefined) return undefined;
  if (rule.kind === 'text' || rule.kind === 'name') return maxTextLength;
  if (rule.kind === 'phone') return maxPhoneLength;
  if (rule.kind === 'doseTimes') return maxDoseTimesLength;
  return undefined;
}

const phonePattern = /^\+?[0-9][0-9 ]*$/;
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

function checkFilledField(rule: FieldRule, text: string): string | null {
  switch (rule.kind) {
    case 'text':
      if (text.length > maxTextLength)
        return `O texto é demasiado longo: use no máximo ${maxTextLength} caracteres.`;
      if (unsafeTextCharacters.test(text))
        return 'O texto tem caracteres que não podem ser guardados.';
      return null;
    case 'name':
      if (text.length > maxTextLength)
        return `O nome é demasiado longo: use no máximo ${maxTextLength} caracteres.`;
      return isNameText(text) ? null : nameCharactersMessage;
    case 'phone':
      if (text.length > maxPhoneLength)
        return `O número é demasiado longo: use no máximo ${maxPhoneLength} caracteres.`;
      if (!phonePattern.test(text))
        return 'O número de telemóvel só pode ter algarismos (e um + no início).';
      return null;
    case 'date':
      return isRealDate(text) ? null : 'Escolha uma data válida.';
    case 'time':
      return timePattern.test(text) ? null : 'Escolha uma hora válida (hh:mm).';
    case 'doseTimes': {
      if (text.length > maxDoseTimesLength)
        return `O texto é demasiado longo: use no máximo ${maxDoseTimesLength} caracteres.`;
      const read = readDoseTimes(text);
      return read.ok ? null : read.message;
    }
  }
}

/** The value saved for a filled, valid field: dose times in their tidy form, everything else as typed (trimmed). */
function storedValue(rule: FieldRule, text: string): string {
  if (rule.kind !== 'doseTimes') return text;
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
  for (const rule of fieldRules[kind]) {
    const raw = values[rule.field];
    const trimmed = typeof raw === 'string' ? raw.trim() : '';
    // Whitespace of any kind or zero-width characters only: empty (saved as '' where optional).
    const text = isBlankText(trimmed) ? '' : trimmed;
    // An empty optional field that only some records have (dose times) is left out, so saving clears it.
    if (text !== '' || rule.kind !== 'doseTimes') record[rule.field] = text;
    if (text === '') {
      if (rule.requiredOn.includes(mode)) errors[rule.field] = rule.emptyMessage;
      continue;
    }
    const problem = checkFilledField(rule, text);
    if (problem !== null) errors[rule.field] = problem;
    else record[rule.field] = storedValue(rule, text);
  }
  if (Object.keys(errors).length > 0) return { valid: false, errors };
  return { valid: true, value: record as unknown as RecordByKind[K] };
}

/** Whether a key is one of this kind's record keys (`contacto_Contacto_7`): anything else is refused. */
export function isRecordKeyOf(kind: RecordKind, key: string): boolean {
  const prefix = recordLayouts[kind].keyPrefix;
  if (!key.startsWith(prefix)) return false;
  return /^[0-9]{1,15}$/.test(key.slice(prefix.length));
}

/** Whether two validated records hold the same values (key order aside). */
export function sameRecordValues(a: AnyRecord | null, b: AnyRecord | null): boolean {
  if (a === null || b === null) return false;
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (left[key] !== right[key]) return false;
  return true;
}

/** The field errors without the one of `field`. */
export function withoutFieldError(errors: RecordFieldErrors, field: string): RecordFieldErrors {
  if (!(field in errors)) return errors;
  const rest: Record<string, string> = { ...(errors as Record<string, string>) };
  delete rest[field];
  return rest as RecordFieldErrors;
}
