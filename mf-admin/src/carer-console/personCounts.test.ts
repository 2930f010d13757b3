import { describeCounts, personName } from './personCounts';

describe('describeCounts', () => {
  it.each<[number, number, number, string]>([
    [4, 3, 3, '4 contactos, 3 consultas e 3 medicamentos'],
    [1, 1, 1, '1 contacto, 1 consulta e 1 medicamento'],
    [0, 0, 0, '0 contactos, 0 consultas e 0 medicamentos'],
    [2, 0, 1, '2 contactos, 0 consultas e 1 medicamento'],
  ])('%i, %i, %i → %s', (contact, appointment, medication, expected) => {
    expect(describeCounts({ contact, appointment, medication })).toBe(expected);
  });

  it('says when the counts are not known yet', () => {
    expect(describeCounts(null)).toBe(
      'Ainda não se sabe quantos contactos, consultas e medicamentos tem.',
    );
  });
});

describe('personName', () => {
  it.each<[string | null, string]>([
    ['Maria Silva', 'Maria Silva'],
    ['  José Santos ', 'José Santos'],
    ['   ', 'Pessoa sem nome'],
    [null, 'Pessoa sem nome'],
  ])('%j → %s', (name, expected) => {
    expect(personName(name)).toBe(expected);
  });
});
