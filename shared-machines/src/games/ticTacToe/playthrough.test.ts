import { createActor } from 'xstate';
import { createSeededRandom } from '../random/seededRandom';
import { findPlayerMoves } from './playthrough';
import { COMPUTER_DELAY_MS, ticTacToeMachine } from './ticTacToeMachine';

describe('findPlayerMoves', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    [7, 'won', 'x'],
    [7, 'lost', 'o'],
    [7, 'draw', 'draw'],
    [12345, 'won', 'x'],
    [12345, 'lost', 'o'],
    [12345, 'draw', 'draw'],
  ] as const)(
    'seed %p: the moves found reach %s when played on the machine',
    async (seed, state, result) => {
      const moves = findPlayerMoves(seed, result);
      expect(moves).not.toBeNull();
      const actor = createActor(ticTacToeMachine, {
        input: { random: createSeededRandom(seed) },
      }).start();
      for (const square of moves ?? []) {
        expect(actor.getSnapshot().value).toBe('playerTurn');
        actor.send({ type: 'PLAY', square });
        await jest.advanceTimersByTimeAsync(COMPUTER_DELAY_MS);
      }
      expect(actor.getSnapshot().value).toBe(state);
    },
  );
});
