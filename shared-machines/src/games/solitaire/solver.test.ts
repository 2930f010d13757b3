import { applyMove } from './applyMove';
import { dealSeededGame } from './deal';
import { isWon, legalMoves } from './moves';
import { solveSolitaire } from './solver';
import { gameOf, run } from './testCards';

/** The deal the browser test wins by tapping (found with this solver). */
const KNOWN_WINNABLE_SEED = 18;

describe('solveSolitaire', () => {
  it('finds a win for a known seed, and every move of it is legal', () => {
    let game = dealSeededGame(KNOWN_WINNABLE_SEED);
    const moves = solveSolitaire(game);
    expect(moves).not.toBeNull();
    for (const move of moves ?? []) {
      expect(legalMoves(game)).toContainEqual(move);
      game = applyMove(game, move);
    }
    expect(isWon(game)).toBe(true);
  });

  it('answers an almost finished game with the last move', () => {
    const game = gameOf({
      tableau: ['p13'],
      foundations: [run('h', 13), run('t', 13), run('c', 13), run('p', 12)],
    });
    expect(solveSolitaire(game)).toEqual([
      {
        kind: 'move',
        from: { area: 'tableau', pile: 0, index: 0 },
        to: { area: 'foundation', pile: 3 },
      },
    ]);
  });

  it('gives up (null) on a blocked game', () => {
    // Two Kings of the same colour over the Aces, no empty pile and nothing else to play.
    const game = gameOf({
      tableau: ['h1? c13', 'p1? t13', 't1? p13', 'c1? h13', 'h2', 'h3', 'h4'],
    });
    expect(solveSolitaire(game, { maxStates: 1000 })).toBeNull();
  });
});
