import { keptInTab } from '../../services/tabletStorage';
import { BOARD_SIZE, freeSquares, winningLineOf, type Board } from './board';

/**
 * The Jogo do Galo board in progress, kept in the tab's sessionStorage whenever it is the person's
 * turn: leaving the screen (a slip onto the bottom bar) or the page loaded again brings back the same
 * board, her turn. A finished game is not kept: the next is new.
 */
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

const keptBoard = keptInTab('amparo.jogoGalo', resumableBoard);

export const readKeptTicTacToe = keptBoard.read;
/** Keeps `board` (her turn), or forgets the kept one (null: the game is over). */
export const keepTicTacToe = keptBoard.keep;
