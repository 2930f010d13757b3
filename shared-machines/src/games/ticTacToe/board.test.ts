import {
  emptyBoard,
  freeSquares,
  isFree,
  placeMark,
  resultOf,
  winningLineOf,
  winningLines,
} from './board';
import { boardOf } from './testBoards';

describe('the 8 winning lines', () => {
  it('are 3 rows, 3 columns and 2 diagonals, all different', () => {
    expect(winningLines).toHaveLength(8);
    expect(new Set(winningLines.map((line) => line.join())).size).toBe(8);
  });

  it.each(winningLines.map((line) => [line.join('-'), line] as const))(
    'line %s wins for X and for O',
    (_name, line) => {
      const forX = line.reduce((board, square) => placeMark(board, square, 'X'), emptyBoard());
      const forO = line.reduce((board, square) => placeMark(board, square, 'O'), emptyBoard());
      expect(winningLineOf(forX, 'X')).toEqual(line);
      expect(resultOf(forX)).toBe('x');
      expect(winningLineOf(forO, 'O')).toEqual(line);
      expect(resultOf(forO)).toBe('o');
    },
  );
});

describe('resultOf', () => {
  it.each([
    ['... ... ...', undefined],
    ['XX. OO. ...', undefined],
    ['XXX OO. ...', 'x'],
    ['XX. OOO X..', 'o'],
    ['XOX XOO OXX', 'draw'],
    ['XOX OXO OXO', 'draw'],
    ['XOX OXO OXX', 'x'],
    ['XOO XXO OXX', 'x'],
    ['OXX XOO XXO', 'o'],
    ['XOX XOO OX.', undefined],
  ])('%s → %p', (picture, expected) => {
    expect(resultOf(boardOf(picture))).toBe(expected);
  });
});

describe('marks', () => {
  it('places a mark on a free square only; an occupied square is never overwritten', () => {
    const board = boardOf('X.. ... ...');
    expect(placeMark(board, 0, 'O')).toBe(board);
    expect(placeMark(board, 1, 'O')).toEqual(boardOf('XO. ... ...'));
  });

  it.each([
    [0, false],
    [1, true],
    [8, true],
    [9, false],
    [-1, false],
    [1.5, false],
  ])('isFree(%p) on X.. ... ... → %p', (square, expected) => {
    expect(isFree(boardOf('X.. ... ...'), square)).toBe(expected);
  });

  it('lists free squares', () => {
    expect(freeSquares(boardOf('XO. .X. ..O'))).toEqual([2, 3, 5, 6, 7]);
  });
});
