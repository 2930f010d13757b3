import type { Card, Rank, Suit } from './cards';

/** European Portuguese names used on screen and as accessible names ('Ás de copas'). */
export const suitNames: Readonly<Record<Suit, string>> = {
  heart: 'copas',
  tile: 'ouros',
  clover: 'paus',
  pike: 'espadas',
};

/** The printed suit symbol; each has its own shape, so suits never depend on colour alone. */
export const suitSymbols: Readonly<Record<Suit, string>> = {
  heart: '♥',
  tile: '♦',
  clover: '♣',
  pike: '♠',
};

const rankNames: Readonly<Record<number, string>> = {
  1: 'Ás',
  11: 'Valete',
  12: 'Dama',
  13: 'Rei',
};
const rankIndices: Readonly<Record<number, string>> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

export function rankName(rank: Rank): string {
  return rankNames[rank] ?? String(rank);
}

/** The corner index printed on the card, as on the decks people know (A, 2..10, J, Q, K). */
export function rankIndex(rank: Rank): string {
  return rankIndices[rank] ?? String(rank);
}

export function cardName(card: Pick<Card, 'suit' | 'rank'>): string {
  return `${rankName(card.rank)} de ${suitNames[card.suit]}`;
}
