import { createSeededRandom, randomIndex, type RandomSource } from '../random/seededRandom';
import { ranks, suits, type Card } from './cards';
import { FOUNDATION_PILES, TABLEAU_PILES, type SolitaireGame } from './game';

/** The 52 cards, face down, in suit then rank order. */
export function createDeck(): Card[] {
  return suits.flatMap((suit) => ranks.map((rank) => ({ suit, rank, faceUp: false })));
}

/** Fisher–Yates shuffle driven by the given random source; returns a new array. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomIndex(random, i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * Deals a deck in the given order: pile n (0-based) receives n + 1 cards with only the top one face up;
 * the remaining 24 cards form the stock, face down.
 */
export function dealDeck(deck: readonly Card[]): SolitaireGame {
  let next = 0;
  const tableau: Card[][] = [];
  for (let pile = 0; pile < TABLEAU_PILES; pile += 1) {
    const cards: Card[] = [];
    for (let depth = 0; depth <= pile; depth += 1) {
      const card = deck[next] as Card;
      next += 1;
      cards.push({ ...card, faceUp: depth === pile });
    }
    tableau.push(cards);
  }
  return {
    tableau,
    foundations: Array.from({ length: FOUNDATION_PILES }, () => []),
    stock: deck.slice(next).map((card) => ({ ...card, faceUp: false })),
    waste: [],
  };
}

/** A new game from a seed: the same seed always deals the same game. */
export function dealSeededGame(seed: number): SolitaireGame {
  return dealDeck(shuffle(createDeck(), createSeededRandom(seed)));
}
