/**
 * Hostile and odd input (docs/product.md: Hard cases): one table of values, each with what the platform must do with it
 * wherever people type or see text. Every suite named `hostileInput.test.tsx` (mf-admin, mf-calls,
 * mf-health, mf-shell) and `textRules.test.ts` runs every row through its screens; a new case is one
 * new row here. Tests only (exported from `@amparo/shared-machines/testing`).
 *
 * Outcomes:
 * - `saved`: accepted and stored as `stored` (the value itself, or trimmed), then shown literally;
 * - `empty`: refused as an empty field, with that field's own message (`recordTexts.emptyField`);
 * - `refused`: refused with exactly `message`, nothing written.
 *
 * No form leaves a field to the browser's own checks (every one is `noValidate`): an input that holds
 * nothing once typed (an `<input>` drops newlines) is refused like any blank one.
 */

export type HostileOutcome =
  | { readonly outcome: 'saved'; readonly stored: string }
  | { readonly outcome: 'empty' }
  | { readonly outcome: 'refused'; readonly message: string };

export interface HostileInput {
  readonly name: string;
  readonly value: string;
  /** Typed into a free-text field of the carers' add and edit forms (a medicine, a specialty). */
  readonly asText: HostileOutcome;
  /** Typed into a contact's name (a name: domain/nameCharacters). */
  readonly asName: HostileOutcome;
  /** Typed into the contact's phone field. */
  readonly asPhone: HostileOutcome;
  /**
   * Already stored (by an older app or by hand) and shown in a list: the text shown, or null when the
   * screen shows its placeholder for a blank value ('Contacto sem nome', 'Medicamento sem nome', …).
   */
  readonly whenStored: string | null;
  /** Typed into the registration's 'Nome e apelido' (valid e-mail and password). */
  readonly asRegistrationName: HostileOutcome;
}

export const hostileMessages = {
  textTooLong: 'O texto é demasiado longo: use no máximo 500 caracteres.',
  textCharacters: 'O texto tem caracteres que não podem ser guardados.',
  phoneTooLong: 'O número é demasiado longo: use no máximo 30 caracteres.',
  notAPhone: 'O número de telemóvel só pode ter algarismos (e um + no início).',
  twoDigits: 'O número tem 2 algarismos: um número português tem 9.',
  thirtyDigits: 'O número tem 30 algarismos: um número português tem 9.',
  nameEmpty: 'Escreva o seu nome e apelido.',
  nameTooLong: 'O nome é demasiado longo: use no máximo 500 caracteres.',
  nameCharacters:
    "O nome só pode ter letras, algarismos, espaços e a pontuação habitual dos nomes (. , ' - ( ) /).",
  loginFailed: 'Ocorreu algum erro, por favor verifique os dados inseridos.',
  emailMissing: 'Escreva o endereço de e-mail.',
  emailIncomplete:
    'O endereço de e-mail não está completo: deve ter um @ e, depois dele, um ponto (por exemplo, nome@exemplo.pt).',
  passwordMissing: 'Escreva a palavra-passe.',
} as const;

const saved = (stored: string): HostileOutcome => ({ outcome: 'saved', stored });
const refused = (message: string): HostileOutcome => ({ outcome: 'refused', message });
const empty: HostileOutcome = { outcome: 'empty' };

/** Ordinary text that is not a phone number: kept everywhere as typed (a name too), refused as a phone. */
function text(name: string, value: string, stored = value): HostileInput {
  return {
    name,
    value,
    asText: saved(stored),
    asName: saved(stored),
    asPhone: refused(hostileMessages.notAPhone),
    whenStored: stored,
    asRegistrationName: saved(stored),
  };
}

/** Text that is fine as free text but holds characters no name may hold. */
function notAName(row: HostileInput): HostileInput {
  return {
    ...row,
    asName: refused(hostileMessages.nameCharacters),
    asRegistrationName: refused(hostileMessages.nameCharacters),
  };
}

/** Characters no text may hold: refused when typed, shown as stored. */
function unsafe(name: string, value: string): HostileInput {
  return {
    name,
    value,
    asText: refused(hostileMessages.textCharacters),
    asName: refused(hostileMessages.nameCharacters),
    asPhone: refused(hostileMessages.notAPhone),
    whenStored: value,
    asRegistrationName: refused(hostileMessages.nameCharacters),
  };
}

/**
 * Nothing to show: each form's own 'empty' message. Lists show their placeholder (they trim with
 * JavaScript's trim, so zero-width characters are shown as stored, i.e. as nothing: pass `whenStored`).
 */
function blank(
  name: string,
  value: string,
  options: { readonly whenStored?: string } = {},
): HostileInput {
  return {
    name,
    value,
    asText: empty,
    asName: empty,
    asPhone: empty,
    whenStored: options.whenStored ?? null,
    asRegistrationName: refused(hostileMessages.nameEmpty),
  };
}

/** Longer than the database rules allow (names and texts 500, phones 30). */
function tooLong(name: string, value: string): HostileInput {
  return {
    name,
    value,
    asText: refused(hostileMessages.textTooLong),
    asName: refused(hostileMessages.nameTooLong),
    asPhone: refused(hostileMessages.phoneTooLong),
    whenStored: value,
    asRegistrationName: refused(hostileMessages.nameTooLong),
  };
}

/** A phone number as a carer may type it: a valid phone (stored as `stored`), and ordinary text as a name. */
function phone(name: string, value: string, stored = value): HostileInput {
  return { ...text(name, value), asPhone: saved(stored) };
}

/** Digits that are not a phone number: ordinary text, refused as a phone with `message`. */
function notAPhoneNumber(name: string, value: string, message: string): HostileInput {
  return { ...text(name, value), asPhone: refused(message) };
}

export const hostileInputs: readonly HostileInput[] = [
  // Markup and script payloads: text, never markup; never a link.
  notAName(text('a script element', '<script>alert(1)</script>')),
  notAName(text('an image with onerror', '<img src=x onerror=alert(1)>')),
  notAName(text('an attribute break-out with an svg onload', '"><svg onload=alert(1)>')),
  notAName(text('a javascript: address', 'javascript:alert(1)')),
  notAName(text('a tel: address', 'tel:+351912345678')),
  notAName(text('HTML entities (not decoded)', '&lt;b&gt; &amp; &#x27;')),
  notAName(text('template and prototype names', '${alert(1)} {{7*7}} __proto__')),
  // Other scripts and emoji.
  text('Arabic (right-to-left)', 'مريم العربية'),
  text('Hebrew (right-to-left)', 'שרה כהן'),
  text('right-to-left mixed with digits', 'اتصل بـ 912 345 678 الآن'),
  unsafe('the right-to-left override U+202E', 'Ana \u202Eoãçamrofni'),
  notAName(text('emoji with a skin tone', 'Avó Rosa 👵🏽💐')),
  notAName(text('an emoji ZWJ sequence', '👨‍👩‍👧‍👦 Família')),
  notAName(text('a flag emoji', '🇵🇹 Portugal')),
  // Lengths around the database rules.
  {
    ...text('500 characters (the limit)', 'a'.repeat(500)),
    asPhone: refused(hostileMessages.phoneTooLong),
  },
  tooLong('501 characters (over the rules’ limit)', 'a'.repeat(501)),
  tooLong('10,000 characters', 'Maria '.repeat(1_666) + 'Silv'),
  // Empty and blank.
  blank('empty', ''),
  blank('spaces only', '    '),
  blank('tabs only', '\t\t'),
  blank('newlines only (an input drops them)', '\n\n'),
  blank('no-break spaces only', '\u00a0\u00a0\u00a0'),
  blank('mixed whitespace (space, tab, NBSP, ideographic space)', ' \t\u00a0\u3000 '),
  blank('zero-width characters only', '\u200b\u200d\u2060', { whenStored: '\u200b\u200d\u2060' }),
  blank('the Hangul filler only (shows as nothing)', '\u3164\u3164', {
    whenStored: '\u3164\u3164',
  }),
  notAName(text('a left-to-right mark inside a name', 'Ana\u200eRita')),
  notAName(text('a zero-width space inside a name', 'Ana\u200bRita')),
  text('surrounding spaces', '  Maria Silva  ', 'Maria Silva'),
  // Control characters.
  unsafe('a null character', 'Ana\u0000Maria'),
  unsafe('control characters (bell, escape sequence)', 'Ana\u0007\u001b[31mMaria'),
  // Database key and path characters are fine inside values.
  text('a database path', 'contactos/../../ProBrancaSec'),
  notAName(text('database key characters . # $ [ ]', 'a.b#c$d[e]f')),
  // Phone numbers.
  phone('a phone with spaces', '912 345 678'),
  // Portugal's country code is left out, as the lists show the number.
  notAName(phone('a phone with the country code', '+351 912 345 678', '912 345 678')),
  notAName(phone('another country’s phone', '+44 20 7946 0958')),
  notAPhoneNumber('a number too short to be a phone', '12', hostileMessages.twoDigits),
  notAPhoneNumber(
    '30 digits (the phone’s length limit)',
    '9'.repeat(30),
    hostileMessages.thirtyDigits,
  ),
  {
    ...tooLong('a phone of 31 digits', '9'.repeat(31)),
    asText: saved('9'.repeat(31)),
    asName: saved('9'.repeat(31)),
    asRegistrationName: saved('9'.repeat(31)),
  },
  text('a phone with letters', '91234567a'),
  notAName(text('a phone with a link payload', '912345678&text=Olá')),
  text('Arabic-Indic digits', '٩١٢٣٤٥٦٧٨'),
];

/** What an `<input>` holds once the value is typed or pasted into it (HTML's value sanitization drops CR and LF). */
export function asTypedInInput(value: string): string {
  return value.replace(/[\r\n]/g, '');
}
