import { cardTexts } from '../../texts/cardTexts';
import type { Card, Rank, Suit } from './cards';

/** The suits' names (`cardTexts.suits`), on screen and in the cards' accessible names. */
export const suitNames: Readonly<Record<Suit, string>> = cardTexts.suits;

/** The printed suit symbol; each has its own shape, so suits never depend on colour alone. */
export const suitSymbols: Readonly<Record<Suit, string>> = {
  heart: '♥',
  tile: '♦',
  clover: '♣',
  pike: '♠',
};

const rankNames: Readonly<Record<number, string>> = cardTexts.ranks;
const rankIndices: Readonly<Record<number, string>> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

export function rankName(rank: Rank): string {
  return rankNames[rank] ?? String(rank);
}

/** The corner index printed on the card, as on the decks people know (A, 2..10, J, Q, K). */
export function rankIndex(rank: Rank): string {
  return rankIndices[rank] ?? String(rank);
}

/** A card's name, on screen and as its accessible name (`cardTexts.card`). */
export function cardName(card: Pick<Card, 'suit' | 'rank'>): string {
  return cardTexts.card(rankName(card.rank), suitNames[card.suit]);
}
