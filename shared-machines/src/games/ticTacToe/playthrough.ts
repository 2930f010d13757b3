import { createSeededRandom } from '../random/seededRandom';
import { freeSquares, placeMark, resultOf, type Board, type GameResult, emptyBoard } from './board';
import { chooseComputerSquare } from './computerMove';

/**
 * Test support (unit, component and browser tests): the person's squares that lead to a wanted result
 * against the computer seeded with `seed` (the computer draws one random number per move, so its k-th
 * move uses the k-th number of the seeded sequence). Null when no sequence reaches that result.
 */
export function findPlayerMoves(seed: number, wanted: GameResult): number[] | null {
  const random = createSeededRandom(seed);
  const draws = Array.from({ length: 5 }, () => random());

  const search = (board: Board, computerMoves: number, played: number[]): number[] | null => {
    for (const square of freeSquares(board)) {
      const afterPlayer = placeMark(board, square, 'X');
      const moves = [...played, square];
      const ended = resultOf(afterPlayer);
      if (ended !== undefined) {
        if (ended === wanted) return moves;
        continue;
      }
      const reply = chooseComputerSquare(afterPlayer, () => draws[computerMoves] ?? 0);
      const afterComputer = reply === undefined ? afterPlayer : placeMark(afterPlayer, reply, 'O');
      const result = resultOf(afterComputer);
      if (result !== undefined) {
        if (result === wanted) return moves;
        continue;
      }
      const found = search(afterComputer, computerMoves + 1, moves);
      if (found) return found;
    }
    return null;
  };

  return search(emptyBoard(), 0, []);
}
