import { randomIndex, type RandomSource } from '../random/seededRandom';
import { freeSquares, winningLines, type Board, type Mark } from './board';

/** Free squares that would complete a line of `mark` (two of its marks and one free square). */
export function completingSquares(board: Board, mark: Mark): number[] {
  const squares = new Set<number>();
  for (const line of winningLines) {
    const marks = line.filter((square) => board[square] === mark).length;
    const free = line.filter((square) => board[square] === null);
    if (marks === 2 && free.length === 1) squares.add(free[0] as number);
  }
  return [...squares].sort((a, b) => a - b);
}

/** Free squares on a line that holds `mark` and none of the other mark. */
export function extendingSquares(board: Board, mark: Mark): number[] {
  const other: Mark = mark === 'X' ? 'O' : 'X';
  const squares = new Set<number>();
  for (const line of winningLines) {
    const hasMark = line.some((square) => board[square] === mark);
    const blocked = line.some((square) => board[square] === other);
    if (hasMark && !blocked)
      line.filter((square) => board[square] === null).forEach((square) => squares.add(square));
  }
  return [...squares].sort((a, b) => a - b);
}

export type ComputerReason = 'win' | 'block' | 'extend' | 'random';

/** The squares the computer chooses among, in the order docs/product.md (Games) gives. */
export function computerCandidates(board: Board): { reason: ComputerReason; squares: number[] } {
  const win = completingSquares(board, 'O');
  if (win.length > 0) return { reason: 'win', squares: win };
  const block = completingSquares(board, 'X');
  if (block.length > 0) return { reason: 'block', squares: block };
  const extend = extendingSquares(board, 'O');
  if (extend.length > 0) return { reason: 'extend', squares: extend };
  return { reason: 'random', squares: freeSquares(board) };
}

/**
 * The computer's square: win if it can, else block X, else extend its own line, else any free square.
 * Ties are broken with the injected random source, which is called exactly once per move (so a seeded
 * source gives a reproducible game). Returns undefined on a full board.
 */
export function chooseComputerSquare(board: Board, random: RandomSource): number | undefined {
  const { squares } = computerCandidates(board);
  const pick = randomIndex(random, Math.max(1, squares.length));
  return squares[pick];
}
