import { readFileSync } from 'node:fs';
import * as targaryen from 'targaryen';
import { familyMessageProblem } from '@amparo/shared-machines';
import { validateRecord } from '@amparo/shared-machines/records';
import { databaseRulesPath } from '../../src/ports/repoLayout';
import { fixtureWith, names, pushKey, rulesNow, uidOf } from './rulesTables';

// A free text that shows nothing, judged by the forms and by the rules (targaryen) alike: every character
// of the Basic Multilingual Plane that the forms count as nothing (whitespace of any kind, zero-width
// characters, the Hangul fillers, the blank Braille cell), doubled, is refused as a relative's message
// and as a medicine. The rules tables (rulesTables.ts) hold the same for every free-text field, a few
// characters each.

const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));

/**
 * U+2028 and U+2029 end a line: a rule's regular expression cannot hold them (its literal would end
 * there), so the rules count them as visible. The forms call them blank and never send them alone.
 */
const lineSeparators = ['\u2028', '\u2029'];

function databaseAs(uid: string) {
  return targaryen.database(rules as never, fixtureWith(), rulesNow).as({
    uid,
    token: { user_id: uid },
  });
}

function rulesTakeMessage(text: string): boolean {
  const pedro = uidOf.family as string;
  const post = { from: pedro, fromName: names.pedro, at: rulesNow, kind: 'mensagem', text };
  return databaseAs(pedro).write(`/family/maria/posts/${pushKey(2)}`, post, { now: rulesNow })
    .allowed;
}

function rulesTakeMedicine(medicamento: string): boolean {
  const maria = uidOf.person as string;
  const medicine = { medicamento, momento_tomar: 'Ao almoço' };
  return databaseAs(maria).write(`/Newdata_${maria}/medicamentos/medicamento_987`, medicine, {
    now: rulesNow,
  }).allowed;
}

const blankCharacters = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
  .filter((character) => familyMessageProblem(character.repeat(2)) === 'empty')
  .map((character) => [character.charCodeAt(0).toString(16).padStart(4, '0'), character] as const);

describe('a text of characters that show nothing', () => {
  it('is what the forms count as empty: whitespace, zero-width characters and fillers', () => {
    expect(blankCharacters.map(([code]) => code)).toEqual(
      expect.arrayContaining(['0020', '00a0', '200b', '200c', '200d', '2060', 'feff', '3164']),
    );
  });

  it.each(blankCharacters)('U+%s, doubled, is refused by the forms', (_code, text) => {
    const doubled = text.repeat(2);
    expect(
      validateRecord('medication', 'add', { medicamento: doubled, momento_tomar: 'Ao almoço' }),
    ).toMatchObject({ valid: false, errors: { medicamento: expect.any(String) } });
  });

  it.each(blankCharacters.filter(([, text]) => !lineSeparators.includes(text)))(
    'U+%s, doubled, is refused by the rules',
    (_code, text) => {
      const doubled = text.repeat(2);
      expect({ message: rulesTakeMessage(doubled), medicine: rulesTakeMedicine(doubled) }).toEqual({
        message: false,
        medicine: false,
      });
    },
  );

  it.each([
    ['a family emoji', '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}'],
    ['a word among zero-width characters', '\u200b\u2060Olá\ufeff'],
    ['accents', 'Ação'],
  ])('%s, around them, is taken by both', (_label, text) => {
    expect(familyMessageProblem(text)).toBeNull();
    expect(rulesTakeMessage(text)).toBe(true);
    expect(rulesTakeMedicine(text)).toBe(true);
  });
});
