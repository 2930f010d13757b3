import { ranks, suits, type Card } from './cards';
import type { SolitaireGame } from './game';

/** Klondike's layout: seven tableau piles, four foundations, one deck of 52 cards. */
const tableauPiles = 7;
const foundationPiles = 4;
const deckSize = suits.length * ranks.length;

function isCard(value: unknown): value is Card {
  if (typeof value !== 'object' || value === null) return false;
  const { suit, rank, faceUp } = value as Record<string, unknown>;
  return (
    (suits as readonly unknown[]).includes(suit) &&
    (ranks as readonly unknown[]).includes(rank) &&
    typeof faceUp === 'boolean'
  );
}

function isPile(value: unknown): value is readonly Card[] {
  return Array.isArray(value) && value.every(isCard);
}

function isPiles(value: unknown, count: number): value is readonly (readonly Card[])[] {
  return Array.isArray(value) && value.length === count && value.every(isPile);
}

/**
 * A game kept (the person left its screen mid-game), if it is one: the layout's piles, each
 * card a real card, the whole deck there once. Anything else (another version's shape, a storage
 * tampered with) is null, and a new game is dealt instead.
 */
export function keptSolitaireGame(value: unknown): SolitaireGame | null {
  if (typeof value !== 'object' || value === null) return null;
  const { tableau, foundations, stock, waste } = value as Record<string, unknown>;
  if (
    !isPiles(tableau, tableauPiles) ||
    !isPiles(foundations, foundationPiles) ||
    !isPile(stock) ||
    !isPile(waste)
  )
    return null;
  const cards = [...tableau.flat(), ...foundations.flat(), ...stock, ...waste];
  const distinct = new Set(cards.map((card) => `${card.suit}-${card.rank}`));
  if (cards.length !== deckSize || distinct.size !== deckSize) return null;
  return { tableau, foundations, stock, waste };
}
