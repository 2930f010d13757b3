import type { Keyed, MedicationRecord } from './recordTypes';
import { foldForSearch } from './contactSearch';

/**
 * Saúde's list of the medicines to take. 'momento_tomar' is free text ('Ao pequeno-almoço',
 * 'Antes de jantar', 'De tarde'); where it names a moment of the day the list follows the day, so the
 * person reads it top to bottom as the day goes by. Texts naming no known moment keep their place
 * after those, in the order the association added them.
 */

export interface MedicationItem {
  readonly key: string;
  /** Dose and medicine, e.g. '1 comprimido de Ben-u-ron'. */
  readonly medicine: string;
  /** When to take it, as the association wrote it; null when not given. */
  readonly whenToTake: string | null;
}

/** Moments of the day in order; each with the words that name it (folded: lower case, no accents). */
const momentsOfTheDay: readonly (readonly string[])[] = [
  ['jejum', 'acordar', 'levantar'],
  ['pequeno-almoco', 'pequeno almoco', 'manha'],
  ['almoco', 'almocar', 'meio-dia', 'meio dia'],
  ['lanche', 'lanchar', 'tarde'],
  ['jantar'],
  ['deitar', 'noite', 'dormir'],
];

/**
 * Where a 'momento_tomar' text falls in the day: 0 (on waking) to 5 (at bedtime), with 'antes de' a
 * little earlier and 'depois de' a little later than the moment itself; null when it names none.
 * The first moment named wins ('Ao almoço e ao jantar' → lunch; 'Ao pequeno-almoço' → breakfast, not lunch).
 */
export function momentOfDayRank(whenToTake: string): number | null {
  const folded = foldForSearch(whenToTake);
  let best: { index: number; rank: number } | null = null;
  momentsOfTheDay.forEach((words, rank) => {
    for (const word of words) {
      const index = folded.indexOf(word);
      if (index === -1) continue;
      if (best === null || index < best.index) best = { index, rank };
    }
  });
  if (best === null) return null;
  const { index, rank } = best as { index: number; rank: number };
  const before = folded.slice(0, index);
  if (/\bantes\b/.test(before)) return rank - 0.25;
  if (/\b(depois|apos)\b/.test(before)) return rank + 0.25;
  return rank;
}

export function listMedications(medications: readonly Keyed<MedicationRecord>[]): MedicationItem[] {
  const items = medications.map((record, position) => {
    const whenToTake = record.value.momento_tomar.trim();
    return {
      item: {
        key: record.key,
        medicine: record.value.medicamento.trim(),
        whenToTake: whenToTake === '' ? null : whenToTake,
      },
      rank: whenToTake === '' ? null : momentOfDayRank(whenToTake),
      position,
    };
  });
  items.sort((a, b) => {
    if (a.rank !== null && b.rank !== null && a.rank !== b.rank) return a.rank - b.rank;
    if (a.rank !== null && b.rank === null) return -1;
    if (a.rank === null && b.rank !== null) return 1;
    return a.position - b.position;
  });
  return items.map(({ item }) => item);
}
