import { createActor, type SnapshotFrom } from 'xstate';
import { COMPUTER_DELAY_MS, ticTacToeMachine, type TicTacToeEvent } from './ticTacToeMachine';
import { boardOf } from './testBoards';
import {
  getShortestPaths,
  replayStep,
  settleablePromises,
} from '../../testing/modelTesting.testkit';

/** The named delay's expiry as path generation sees it (xstate/graph names it xstate.after.<delay>): replayed by advancing timers. */
const COMPUTER_REPLIES = 'xstate.after.computerDelay.ticTacToe.computerThinking';

/** A random source without memory, so generation and replay make the same choices. */
const firstCandidate = () => 0;

const events = [
  ...Array.from({ length: 9 }, (_, square) => ({ type: 'PLAY', square }) as TicTacToeEvent),
  { type: 'RESTART' } as TicTacToeEvent,
  { type: COMPUTER_REPLIES } as unknown as TicTacToeEvent,
];

type Snapshot = SnapshotFrom<typeof ticTacToeMachine>;
const identity = (s: Snapshot) => JSON.stringify({ value: s.value, board: s.context.board });

function startGame(
  input: Parameters<typeof createActor<typeof ticTacToeMachine>>[1] = {
    input: { random: firstCandidate },
  },
) {
  const actor = createActor(ticTacToeMachine, input);
  actor.start();
  return actor;
}

describe('ticTacToeMachine, model-based', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const paths = getShortestPaths(ticTacToeMachine, {
    events,
    input: { random: firstCandidate },
    serializeState: identity,
  });

  it('reaches every state the person can see', () => {
    const values = new Set(paths.map((path) => path.state.value));
    expect([...values].sort()).toEqual(['computerThinking', 'draw', 'lost', 'playerTurn', 'won']);
  });

  it(`replays all ${paths.length} shortest paths on a real actor with fake timers`, async () => {
    // The machine invokes no promise actor: the kit's replay only runs its timer and sends its events.
    const promises = settleablePromises([]);
    for (const path of paths) {
      const actor = startGame();
      for (const step of path.steps) {
        if ((step.event.type as string) === COMPUTER_REPLIES) {
          await jest.advanceTimersByTimeAsync(COMPUTER_DELAY_MS - 1);
          expect(actor.getSnapshot().value).toBe('computerThinking');
        }
        await replayStep(actor, step.event, { promises, delays: { computerDelay: 1 } });
      }
      expect(identity(actor.getSnapshot())).toBe(identity(path.state));
      actor.stop();
    }
  });
});

describe('ticTacToeMachine, behaviour', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ignores an occupied square', async () => {
    const actor = startGame();
    actor.send({ type: 'PLAY', square: 4 });
    await jest.advanceTimersByTimeAsync(COMPUTER_DELAY_MS);
    const before = actor.getSnapshot();
    const computerSquare = before.context.computerSquare ?? -1;
    actor.send({ type: 'PLAY', square: 4 });
    actor.send({ type: 'PLAY', square: computerSquare });
    expect(actor.getSnapshot().value).toBe('playerTurn');
    expect(actor.getSnapshot().context.board).toEqual(before.context.board);
  });

  it('ignores plays while the computer is thinking', async () => {
    const actor = startGame();
    actor.send({ type: 'PLAY', square: 0 });
    actor.send({ type: 'PLAY', square: 8 });
    expect(actor.getSnapshot().value).toBe('computerThinking');
    expect(actor.getSnapshot().context.board).toEqual(boardOf('X.. ... ...'));
    await jest.advanceTimersByTimeAsync(COMPUTER_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('playerTurn');
    expect(actor.getSnapshot().context.board.filter((s) => s === 'O')).toHaveLength(1);
  });

  it('ignores plays after the end, and RESTART starts a new game in place', async () => {
    // With the first candidate each time O answers 1, then blocks 6, then blocks 5; X completes 0-4-8.
    const actor = startGame();
    const xMoves = [0, 3, 4, 8];
    for (const square of xMoves) {
      actor.send({ type: 'PLAY', square });
      await jest.advanceTimersByTimeAsync(COMPUTER_DELAY_MS);
    }
    expect(actor.getSnapshot().value).toBe('won');
    expect(actor.getSnapshot().context.winningLine).toEqual([0, 4, 8]);
    const finalBoard = actor.getSnapshot().context.board;
    actor.send({ type: 'PLAY', square: finalBoard.indexOf(null) });
    expect(actor.getSnapshot().context.board).toEqual(finalBoard);
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().value).toBe('playerTurn');
    expect(actor.getSnapshot().context.board).toEqual(boardOf('... ... ...'));
    expect(actor.getSnapshot().context.winningLine).toBeNull();
  });

  it('declares a draw when the board fills with no line', async () => {
    const actor = startGame();
    // With the first candidate each time, these X moves lead to a full board.
    for (const square of [4, 8, 2, 3, 7]) {
      actor.send({ type: 'PLAY', square });
      await jest.advanceTimersByTimeAsync(COMPUTER_DELAY_MS);
    }
    expect(actor.getSnapshot().value).toBe('draw');
    expect(actor.getSnapshot().context.board.every((s) => s !== null)).toBe(true);
  });

  it('RESTART during the thinking cancels the reply', async () => {
    const actor = startGame();
    actor.send({ type: 'PLAY', square: 0 });
    actor.send({ type: 'RESTART' });
    await jest.advanceTimersByTimeAsync(COMPUTER_DELAY_MS * 2);
    expect(actor.getSnapshot().value).toBe('playerTurn');
    expect(actor.getSnapshot().context.board).toEqual(boardOf('... ... ...'));
  });

  it('with the redirect option, RESTART leaves for the public site instead', async () => {
    const leaveForPublicSite = jest.fn();
    const actor = createActor(ticTacToeMachine.provide({ actions: { leaveForPublicSite } }), {
      input: { random: firstCandidate, restart: 'redirect-to-public-site' },
    });
    actor.start();
    actor.send({ type: 'PLAY', square: 0 });
    await jest.advanceTimersByTimeAsync(COMPUTER_DELAY_MS);
    actor.send({ type: 'RESTART' });
    expect(leaveForPublicSite).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.board.filter((s) => s !== null)).toHaveLength(2);
  });

  it('the computer delay is the named delay and can be changed', async () => {
    const actor = createActor(ticTacToeMachine.provide({ delays: { computerDelay: 10 } }), {
      input: { random: firstCandidate },
    });
    actor.start();
    actor.send({ type: 'PLAY', square: 0 });
    await jest.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().value).toBe('playerTurn');
  });
});
