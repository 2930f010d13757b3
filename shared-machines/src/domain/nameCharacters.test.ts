import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isNameText, nameRulesCondition } from './nameCharacters';

describe('isNameText: a name is letters, accents, digits, spaces and a name’s punctuation', () => {
  it.each<[string, string]>([
    ['a Portuguese name', 'Maria da Conceição Silva'],
    ['an apostrophe and a hyphen', "Ana-Rita D'Almeida"],
    ['a typographic apostrophe', 'João D’Ávila'],
    ['an accent typed apart (combining)', 'Jose\u0301'],
    ['a title and a place in brackets', 'Dr. Silva (Cardiologia)'],
    ['an ordinal', 'Vizinha do 2º andar'],
    ['a slash and an ampersand', 'Farmácia S. João / Ana & Rui'],
    ['a dash between words', 'Centro de Saúde – Lisboa'],
    ['Cyrillic', 'Олена Коваленко'],
    ['Greek', 'Ελένη'],
    ['Arabic', 'محمد'],
    ['Hebrew', 'דוד'],
    ['Devanagari', 'प्रिया'],
    ['Chinese', '李明'],
    ['Japanese with a long vowel', 'ローラ'],
    ['Korean', '김민준'],
    ['Vietnamese', 'Nguyễn Thị Hằng'],
    ['digits only', '112'],
  ])('accepts %s', (_case, name) => expect(isNameText(name)).toBe(true));

  it.each<[string, string]>([
    ['zero-width spaces only', '\u200b\u200b'],
    ['a word joiner only', '\u2060'],
    ['the Hangul filler', '\u3164'],
    ['the byte-order mark', '\ufeff'],
    ['a right-to-left override', 'Ana \u202eoãçamrofni'],
    ['a left-to-right mark', 'Ana\u200e'],
    ['a lone high surrogate', 'Ana\ud800'],
    ['a lone low surrogate', '\udc00Ana'],
    ['a tag character', 'Ana\udb40\udc41'],
    ['an emoji', 'Ana 🙂'],
    ['a control character', 'Ana\u0007'],
    ['a tab', 'Ana\tRita'],
    ['a line break', 'Ana\nRita'],
    ['a no-break space', 'Ana\u00a0Rita'],
    ['punctuation only', '- . ,'],
    ['a combining accent alone', '\u0301'],
    ['HTML', '<b>Ana</b>'],
    ['an e-mail address', 'ana@exemplo.pt'],
    ['empty', ''],
  ])('refuses %s', (_case, name) => expect(isNameText(name)).toBe(false));
});

/** `.validate` of every rule for a field named `field`, anywhere in the rules. */
function validationsOf(rules: unknown, field: string): string[] {
  if (rules === null || typeof rules !== 'object') return [];
  return Object.entries(rules as Record<string, unknown>).flatMap(([key, child]) => [
    ...(key === field && child !== null && typeof child === 'object'
      ? [String((child as Record<string, unknown>)['.validate'])]
      : []),
    ...validationsOf(child, field),
  ]);
}

describe('the database rules say the same as the forms', () => {
  const rules: unknown = JSON.parse(
    readFileSync(path.join(__dirname, '..', '..', '..', 'database.rules.json'), 'utf8'),
  );

  it.each<[string, number]>([
    // members/{uid}/name, carers/{uid}/name, a card's membro/name, relatives/{uid}/name, a
    // relative's name in a circle (circles/{person}/members/{relative}/name) and the person's name in
    // her relative's reverse entry (relativeCircles/{relative}/{person}/name)
    ['name', 6],
    ['representativeName', 1],
    ['relationship', 1],
    // a contact's name (an appointment's contacto_Nome, its specialty, is free text)
    ['contacto_Nome', 2],
  ])('every %s rule', (field, count) => {
    const validations = validationsOf(rules, field);
    expect(validations).toHaveLength(count);
    const withCondition = validations.filter((rule) => rule.includes(nameRulesCondition));
    expect(withCondition).toHaveLength(field === 'contacto_Nome' ? 1 : count);
  });
});
