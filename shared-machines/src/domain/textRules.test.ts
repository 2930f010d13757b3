import { validateRecord, type RecordFormValues } from '../records/recordValidation';
import type { RecordKind } from './recordTypes';
import { asTypedInInput, hostileInputs, type HostileOutcome } from '../testing/hostileInputs';
import { isBlankText, registrationNameProblem } from './textRules';

/**
 * The hostile-input table (docs/product.md: Hard cases) through the pure rules the screens use; the screens' own suites
 * (`hostileInput.test.tsx` in each micro-frontend) run the same rows through the UI.
 */

interface TextField {
  readonly kind: RecordKind;
  readonly field: string;
  readonly valid: RecordFormValues;
  readonly emptyMessage: string;
  readonly outcome: 'asText' | 'asName' | 'asPhone';
}

const fields: readonly TextField[] = [
  {
    kind: 'contact',
    field: 'contacto_Nome',
    valid: { contacto_Nome: 'Ana', contacto_telPesso: '912345678' },
    emptyMessage: 'Escreva o nome do contacto.',
    outcome: 'asName',
  },
  {
    kind: 'contact',
    field: 'contacto_telPesso',
    valid: { contacto_Nome: 'Ana', contacto_telPesso: '912345678' },
    emptyMessage: 'Escreva o número de telemóvel.',
    outcome: 'asPhone',
  },
  {
    kind: 'appointment',
    field: 'contacto_Nome',
    valid: { contacto_Nome: 'Cardiologia', data_consulta: '2026-12-03', time_consulta: '09:30' },
    emptyMessage: 'Escreva a especialidade da consulta.',
    outcome: 'asText',
  },
  {
    kind: 'medication',
    field: 'medicamento',
    valid: { medicamento: 'Xarope', momento_tomar: 'Ao deitar' },
    emptyMessage: 'Escreva o medicamento e a dose.',
    outcome: 'asText',
  },
  {
    kind: 'medication',
    field: 'momento_tomar',
    valid: { medicamento: 'Xarope', momento_tomar: 'Ao deitar' },
    emptyMessage: 'Escreva quando deve ser tomado.',
    outcome: 'asText',
  },
];

function expectedErrors(
  outcome: HostileOutcome,
  field: string,
  emptyMessage: string,
): Record<string, string> | null {
  switch (outcome.outcome) {
    case 'saved':
      return null;
    case 'empty':
      return { [field]: emptyMessage };
    case 'refused':
      return { [field]: outcome.message };
  }
}

const cases = hostileInputs.flatMap((row) =>
  fields.map((field) => [`${field.kind}.${field.field}: ${row.name}`, row, field] as const),
);

describe.each(['add', 'edit'] as const)(
  'the carers’ forms’ rule (%s), every hostile row',
  (mode) => {
    it.each(cases)('%s', (_name, row, { kind, field, valid, emptyMessage, outcome }) => {
      const expected = row[outcome];
      const result = validateRecord(kind, mode, { ...valid, [field]: row.value });
      const errors = expectedErrors(expected, field, emptyMessage);
      if (errors === null) {
        expect(result).toEqual({
          valid: true,
          value: { ...valid, [field]: expected.outcome === 'saved' ? expected.stored : '' },
        });
      } else {
        expect(result).toEqual({ valid: false, errors });
      }
    });
  },
);

describe('the registration’s name rule, every hostile row', () => {
  it.each(hostileInputs.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const expected = row.asRegistrationName;
    const typed = asTypedInInput(row.value);
    switch (expected.outcome) {
      case 'saved':
        expect(registrationNameProblem(typed)).toBeNull();
        expect(typed.trim()).toBe(expected.stored);
        break;
      case 'refused':
        expect(registrationNameProblem(typed)).toBe(expected.message);
        break;
      case 'empty':
        throw new Error('the registration has no field-specific empty message');
    }
  });
});

describe('blank text', () => {
  it.each([
    ['', true],
    [' \t\n\u00a0\u3000\ufeff', true],
    ['\u200b\u200c\u200d\u2060', true],
    ['👨‍👩‍👧', false],
    ['\u200bAna', false],
    ['.', false],
  ])('%j is blank: %s', (text, blank) => {
    expect(isBlankText(text)).toBe(blank);
  });
});
