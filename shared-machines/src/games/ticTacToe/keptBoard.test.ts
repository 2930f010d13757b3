import { createActor } from 'xstate';
import type { Board } from './board';
import { resumableBoard } from './keptBoard';
import { ticTacToeMachine } from './ticTacToeMachine';

const _ = null;
const herTurn: Board = ['X', _, _, _, 'O', _, _, _, _];

describe('resumableBoard: a Jogo do Galo board to go on with, her turn', () => {
  it.each<[string, unknown, boolean]>([
    ['an empty board', [_, _, _, _, _, _, _, _, _], true],
    ['one X and one O', herTurn, true],
    ["the computer's turn (one X more)", ['X', _, _, _, _, _, _, _, _], false],
    ['a line made', ['X', 'X', 'X', 'O', 'O', _, 'O', _, _], false],
    ['full', ['X', 'O', 'X', 'X', 'O', 'O', 'O', 'X', 'X'], false],
    ['eight squares', herTurn.slice(1), false],
    ['a square that is no mark', ['X', _, _, _, 'Y', _, _, _, _], false],
    ['not a board', 'X', false],
  ])('%s: %p', (_case, board, resumable) => {
    expect(resumableBoard(board)).toEqual(resumable ? board : null);
  });

  it('the machine goes on from a kept board, her turn; a board not to go on with starts anew', () => {
    const resumed = createActor(ticTacToeMachine, { input: { board: herTurn } }).start();
    expect(resumed.getSnapshot().context.board).toEqual(herTurn);
    expect(resumed.getSnapshot().hasTag('playable')).toBe(true);
    const fresh = createActor(ticTacToeMachine, {
      input: { board: ['X', 'X', 'X', 'O', 'O', _, 'O', _, _] },
    }).start();
    expect(fresh.getSnapshot().context.board.every((square) => square === null)).toBe(true);
  });
});
