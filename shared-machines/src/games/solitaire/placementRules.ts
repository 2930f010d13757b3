import { ACE, KING, colourOf, type Card } from './cards';

/** Foundation (docs/product.md: Games): an empty pile takes only an Ace; otherwise the same suit and the next rank. */
export function canPlaceOnFoundation(card: Card, foundation: readonly Card[]): boolean {
  const top = foundation[foundation.length - 1];
  if (top === undefined) return card.rank === ACE;
  return card.suit === top.suit && card.rank === top.rank + 1;
}

/**
 * Tableau (docs/product.md: Games): an empty pile takes only a King; otherwise the next lower rank in the opposite
 * colour, on a face-up card.
 */
export function canPlaceOnTableau(card: Card, pile: readonly Card[]): boolean {
  const top = pile[pile.length - 1];
  if (top === undefined) return card.rank === KING;
  return top.faceUp && card.rank === top.rank - 1 && colourOf(card.suit) !== colourOf(top.suit);
}
