import type { Card, Rank, Suit } from './cards';
import type { SolitaireGame } from './game';

/** Test helper: 'h1' = the ace of hearts face up, 'p13?' = the king of spades face down. */
export function card(code: string): Card {
  const suitByLetter: Record<string, Suit> = { h: 'heart', t: 'tile', c: 'clover', p: 'pike' };
  const suit = suitByLetter[code[0] ?? ''];
  const faceUp = !code.endsWith('?');
  const rank = Number(code.slice(1).replace('?', '')) as Rank;
  if (!suit || !(rank >= 1 && rank <= 13)) throw new Error(`bad card code ${code}`);
  return { suit, rank, faceUp };
}

export function cards(codes: string): Card[] {
  return codes.trim() === '' ? [] : codes.trim().split(/\s+/).map(card);
}

/** Test helper: a game from card codes; unspecified piles are empty. */
export function gameOf(parts: {
  tableau?: string[];
  foundations?: string[];
  stock?: string;
  waste?: string;
}): SolitaireGame {
  const tableau = Array.from({ length: 7 }, (_, i) => cards(parts.tableau?.[i] ?? ''));
  const foundations = Array.from({ length: 4 }, (_, i) => cards(parts.foundations?.[i] ?? ''));
  return { tableau, foundations, stock: cards(parts.stock ?? ''), waste: cards(parts.waste ?? '') };
}

/** A foundation holding ace..rank of a suit, as codes. */
export function run(suitLetter: string, upTo: number): string {
  return Array.from({ length: upTo }, (_, i) => `${suitLetter}${i + 1}`).join(' ');
}
