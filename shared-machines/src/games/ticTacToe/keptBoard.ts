import { BOARD_SIZE, freeSquares, winningLineOf, type Board } from './board';

/**
 * A board to go on with, if it is one: nine squares of X, O or nothing, as many X as O (her turn),
 * no line made and a square still free. Anything else is null, and a new game starts.
 */
export function resumableBoard(value: unknown): Board | null {
  if (!Array.isArray(value) || value.length !== BOARD_SIZE) return null;
  if (!value.every((square) => square === 'X' || square === 'O' || square === null)) return null;
  const board = value as Board;
  const count = (mark: 'X' | 'O') => board.filter((square) => square === mark).length;
  if (count('X') !== count('O')) return null;
  if (winningLineOf(board, 'X') !== undefined || winningLineOf(board, 'O') !== undefined)
    return null;
  return freeSquares(board).length === 0 ? null : board;
}
