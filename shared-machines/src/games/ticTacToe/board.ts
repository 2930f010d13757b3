/**
 * Jogo do Galo (tic-tac-toe) board: nine squares numbered 0..8 row by row; the person plays X and
 * the computer plays O.
 */
export type Mark = 'X' | 'O';
export type Square = Mark | null;
export type Board = readonly Square[];

export const BOARD_SIZE = 9;

/** The 8 winning lines: 3 rows, 3 columns, 2 diagonals. */
export const winningLines: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export function emptyBoard(): Board {
  return Array.from({ length: BOARD_SIZE }, () => null);
}

export function isFree(board: Board, square: number): boolean {
  return Number.isInteger(square) && square >= 0 && square < BOARD_SIZE && board[square] === null;
}

/** Places a mark on a free square; an occupied square is never overwritten. */
export function placeMark(board: Board, square: number, mark: Mark): Board {
  if (!isFree(board, square)) return board;
  return board.map((existing, index) => (index === square ? mark : existing));
}

export function freeSquares(board: Board): number[] {
  return board.flatMap((square, index) => (square === null ? [index] : []));
}

/** The line a mark completed, if any. */
export function winningLineOf(
  board: Board,
  mark: Mark,
): readonly [number, number, number] | undefined {
  return winningLines.find((line) => line.every((square) => board[square] === mark));
}

export type GameResult = 'x' | 'o' | 'draw';

/** 'x' or 'o' when a line is complete, 'draw' when the board is full with no line, else undefined. */
export function resultOf(board: Board): GameResult | undefined {
  if (winningLineOf(board, 'X')) return 'x';
  if (winningLineOf(board, 'O')) return 'o';
  if (freeSquares(board).length === 0) return 'draw';
  return undefined;
}
