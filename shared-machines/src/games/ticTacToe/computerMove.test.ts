import {
  chooseComputerSquare,
  completingSquares,
  computerCandidates,
  extendingSquares,
} from './computerMove';
import { boardOf } from './testBoards';

describe("the computer's priorities: win, else block X, else extend its line, else random", () => {
  it.each([
    ['wins on a row rather than blocking', 'OO. XX. X..', 'win', [2]],
    ['wins on a column', 'OX. OX. ..X', 'win', [6]],
    ['wins on a diagonal', 'OX. XO. ...', 'win', [8]],
    ['takes either of two wins', 'OO. ... O.X', 'win', [2, 3]],
    ['blocks X on a row', 'XX. .O. ...', 'block', [2]],
    ['blocks X on the anti-diagonal', 'O.X .X. ...', 'block', [6]],
    ['blocks either of two threats', 'XX. X.. ..O', 'block', [2, 6]],
    ['extends its centre', 'X.. .O. ...', 'extend', [1, 2, 3, 5, 6, 7]],
    ['extends along its open column only', 'XO. ... ...', 'extend', [4, 7]],
    [
      'plays any free square with no mark of its own',
      'X.. ... .X.',
      'random',
      [1, 2, 3, 4, 5, 6, 8],
    ],
  ] as const)('%s (%s)', (_label, picture, reason, squares) => {
    expect(computerCandidates(boardOf(picture))).toEqual({ reason, squares });
  });

  it.each([
    ['OO. XX. X..', 0, 2],
    ['OO. ... O.X', 0, 2],
    ['OO. ... O.X', 0.99, 3],
    ['X.. .O. ...', 0, 1],
    ['X.. .O. ...', 0.5, 5],
    ['X.. ... .X.', 0.99, 8],
  ])('on %s with random() = %p it plays square %p', (picture, value, square) => {
    expect(chooseComputerSquare(boardOf(picture), () => value)).toBe(square);
  });

  it('always plays a candidate of the highest priority, whatever the random value', () => {
    const board = boardOf('XX. X.. ..O');
    for (const value of [0, 0.2, 0.49, 0.5, 0.75, 0.9999]) {
      expect([2, 6]).toContain(chooseComputerSquare(board, () => value));
    }
  });

  it('draws exactly one random number per move', () => {
    const random = jest.fn(() => 0.3);
    chooseComputerSquare(boardOf('OO. XX. X..'), random);
    chooseComputerSquare(boardOf('X.. ... .X.'), random);
    expect(random).toHaveBeenCalledTimes(2);
  });

  it('has no move on a full board', () => {
    expect(chooseComputerSquare(boardOf('XOX XOO OXX'), () => 0)).toBeUndefined();
  });

  it('completingSquares and extendingSquares look at one mark at a time', () => {
    const board = boardOf('XX. OO. ...');
    expect(completingSquares(board, 'X')).toEqual([2]);
    expect(completingSquares(board, 'O')).toEqual([5]);
    expect(extendingSquares(boardOf('O.. ... ..X'), 'O')).toEqual([1, 2, 3, 6]);
  });
});
