import type { Board, Square } from './board';

/** Test helper: a board from a 9-character picture, 'X', 'O' or '.' row by row ('XO. .X. ..O'). */
export function boardOf(picture: string): Board {
  const squares = picture.replace(/\s+/g, '').split('');
  if (squares.length !== 9) throw new Error(`bad board ${picture}`);
  return squares.map((s): Square => (s === 'X' || s === 'O' ? s : null));
}
