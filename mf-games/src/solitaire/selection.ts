import type { CardPosition } from '@amparo/shared-machines/games';

/** Whether the card at `position` travels with the chosen card (itself or a card above it in its run). */
export function isInRunOf(chosen: CardPosition | null, position: CardPosition): boolean {
  if (chosen === null) return false;
  if (chosen.area === 'tableau' && position.area === 'tableau') {
    return chosen.pile === position.pile && position.index >= chosen.index;
  }
  if (chosen.area === 'waste' || position.area === 'waste') return chosen.area === position.area;
  if (chosen.area === 'foundation' && position.area === 'foundation')
    return chosen.pile === position.pile;
  return false;
}

export function isExactly(chosen: CardPosition | null, position: CardPosition): boolean {
  return (
    chosen !== null &&
    isInRunOf(chosen, position) &&
    (chosen.area !== 'tableau' || (position.area === 'tableau' && position.index === chosen.index))
  );
}
