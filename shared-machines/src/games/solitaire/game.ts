import type { Card } from './cards';

export const TABLEAU_PILES = 7;
export const FOUNDATION_PILES = 4;
export const FLOP_SIZE = 3;
export const DECK_SIZE = 52;
export const CARDS_PER_FOUNDATION = 13;

/**
 * One Klondike game. Every pile lists its cards bottom first, so the last card is the one on top.
 * The stock is face down and its first card is the next to be turned; the waste holds at most the
 * last flop (the previous flop goes back under the stock), its last card being the playable one.
 */
export interface SolitaireGame {
  readonly tableau: readonly (readonly Card[])[];
  readonly foundations: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
  readonly waste: readonly Card[];
}

/** Where a card the player wants to move lies. In the tableau, `index` counts from the bottom. */
export type CardPosition =
  | { readonly area: 'tableau'; readonly pile: number; readonly index: number }
  | { readonly area: 'waste' }
  | { readonly area: 'foundation'; readonly pile: number };

/** Where cards can be put. */
export type Destination =
  | { readonly area: 'tableau'; readonly pile: number }
  | { readonly area: 'foundation'; readonly pile: number };

export function samePosition(a: CardPosition, b: CardPosition): boolean {
  if (a.area === 'waste' || b.area === 'waste') return a.area === b.area;
  if (a.area === 'tableau' && b.area === 'tableau') return a.pile === b.pile && a.index === b.index;
  return a.area === b.area && a.pile === b.pile;
}

export function sameDestination(a: Destination, b: Destination): boolean {
  return a.area === b.area && a.pile === b.pile;
}

/** Every card of the game, wherever it is (for invariants and tests). */
export function allCards(game: SolitaireGame): Card[] {
  return [...game.tableau.flat(), ...game.foundations.flat(), ...game.stock, ...game.waste];
}
