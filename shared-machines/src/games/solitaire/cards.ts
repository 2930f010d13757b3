/**
 * Cards of the Solitário (Klondike). Suits keep the old app's names (docs/product.md: Games) (heart, clover, tile, pike); ranks are
 * numbers 1 (Ás) .. 13 (Rei) so that "next rank" is plain arithmetic.
 */
export const suits = ['heart', 'tile', 'clover', 'pike'] as const;
export type Suit = (typeof suits)[number];

export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export const ranks: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

export const ACE: Rank = 1;
export const KING: Rank = 13;

export interface Card {
  readonly suit: Suit;
  readonly rank: Rank;
  readonly faceUp: boolean;
}

export type CardColour = 'red' | 'black';

/** heart and tile are red; clover and pike are black (docs/product.md: Games). */
export function colourOf(suit: Suit): CardColour {
  return suit === 'heart' || suit === 'tile' ? 'red' : 'black';
}

/** A stable identity for a card, e.g. 'heart-1'. */
export function cardId(card: Pick<Card, 'suit' | 'rank'>): string {
  return `${card.suit}-${card.rank}`;
}

export function sameCard(a: Pick<Card, 'suit' | 'rank'>, b: Pick<Card, 'suit' | 'rank'>): boolean {
  return a.suit === b.suit && a.rank === b.rank;
}
