import type { Keyed, MedicationRecord } from './recordTypes';
import { listMedications, momentOfDayRank } from './medications';

function medication(
  key: string,
  medicamento: string,
  momento_tomar: string,
): Keyed<MedicationRecord> {
  return { key, value: { medicamento, momento_tomar } };
}

describe('momentOfDayRank: where a free-text moment falls in the day', () => {
  it.each<[string, number | null]>([
    ['Em jejum', 0],
    ['Ao acordar', 0],
    ['Ao pequeno-almoço', 1],
    ['Antes do pequeno-almoço', 0.75],
    ['De manhã', 1],
    ['Ao almoço', 2],
    ['AO ALMOCO', 2],
    ['Antes de almoçar', 1.75],
    ['Depois do almoço', 2.25],
    ['Após o almoço', 2.25],
    ['De tarde', 3],
    ['Ao lanche', 3],
    ['Antes de jantar', 3.75],
    ['Ao jantar', 4],
    ['Ao deitar', 5],
    ['À noite', 5],
    ['Ao almoço e ao jantar', 2],
    ['Quando tiver dores', null],
    ['', null],
  ])('%j → %s', (text, rank) => {
    expect(momentOfDayRank(text)).toBe(rank);
  });
});

describe('listMedications', () => {
  it('follows the day, keeping unknown moments after the known ones in the order they were added', () => {
    const items = listMedications([
      medication('medicamento_1', '1 comprimido de Ben-u-ron', 'Quando tiver dores'),
      medication('medicamento_2', 'Xarope', 'Ao deitar'),
      medication('medicamento_3', '1 comprimido de Brufen', 'Ao almoço'),
      medication('medicamento_4', 'Gotas', 'Se precisar'),
      medication('medicamento_5', 'Omeprazol', 'Em jejum'),
      medication('medicamento_6', 'Aspirina', 'Antes de jantar'),
    ]);
    expect(items.map((item) => item.key)).toEqual([
      'medicamento_5',
      'medicamento_3',
      'medicamento_6',
      'medicamento_2',
      'medicamento_1',
      'medicamento_4',
    ]);
  });

  it('trims texts and gives null for a missing moment (shown with what it has)', () => {
    expect(
      listMedications([
        medication('medicamento_1', '  Xarope ', '   '),
        medication('medicamento_2', '', 'Ao almoço'),
      ]),
    ).toEqual([
      { key: 'medicamento_2', medicine: '', whenToTake: 'Ao almoço' },
      { key: 'medicamento_1', medicine: 'Xarope', whenToTake: null },
    ]);
  });

  it('an empty list stays empty', () => {
    expect(listMedications([])).toEqual([]);
  });
});
