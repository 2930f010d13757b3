import { createActor, type SnapshotFrom } from 'xstate';
import { dealSeededGame } from './deal';
import type { CardPosition, Destination } from './game';
import { solitaireMachine, type SolitaireEvent, type SolitaireInput } from './solitaireMachine';
import { gameOf, run } from './testCards';
import { getShortestPaths, replayStep } from '../../testing/modelTesting.testkit';

const T = (pile: number, index: number): CardPosition => ({ area: 'tableau', pile, index });
const WASTE: CardPosition = { area: 'waste' };
const toF = (pile: number): Destination => ({ area: 'foundation', pile });
const toT = (pile: number): Destination => ({ area: 'tableau', pile });

/** Two cards from the end: Dama de espadas on the waste, Rei de espadas in pile 1. */
const almostWon = gameOf({
  tableau: ['', 'p13'],
  waste: 'p12',
  foundations: [run('h', 13), run('t', 13), run('c', 13), run('p', 11)],
});

const input: SolitaireInput = { game: almostWon, random: () => 0.25 };

const events: SolitaireEvent[] = [
  { type: 'FLOP' },
  { type: 'SELECT', from: WASTE },
  { type: 'SELECT', from: T(1, 0) },
  { type: 'SELECT', from: T(0, 0) },
  { type: 'DESELECT' },
  { type: 'MOVE', to: toF(3) },
  { type: 'MOVE', to: toT(0) },
  { type: 'DROP', from: WASTE, to: toF(3) },
  { type: 'DROP', from: T(1, 0), to: toF(3) },
  { type: 'DROP', from: T(1, 0), to: toT(0) },
  { type: 'RESTART' },
  { type: 'ASK_NEW_GAME' },
  { type: 'KEEP_PLAYING' },
  { type: 'CONFIRM_NEW_GAME' },
];

type Snapshot = SnapshotFrom<typeof solitaireMachine>;
/** What the person sees: the state, the cards, the selection, the message. */
const identity = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    game: s.context.game,
    selected: s.context.selected,
    feedback: s.context.feedback,
  });

describe('solitaireMachine, model-based', () => {
  const paths = getShortestPaths(solitaireMachine, { events, input, serializeState: identity });

  it('reaches playing (with and without a selection or a refusal), the new-game question and won', () => {
    const seen = new Set(
      paths.map((p) =>
        JSON.stringify([
          p.state.value,
          p.state.context.selected !== null,
          p.state.context.feedback,
        ]),
      ),
    );
    expect(seen).toEqual(
      new Set([
        JSON.stringify(['playing', false, null]),
        JSON.stringify(['playing', true, null]),
        JSON.stringify(['playing', false, 'move-not-allowed']),
        JSON.stringify(['won', false, null]),
        JSON.stringify(['confirmingNewGame', false, null]),
      ]),
    );
  });

  it('tags every state it reaches with what the screen asks of it', () => {
    const tagsOf: Record<string, string[]> = {
      playing: ['cardsInPlay'],
      confirmingNewGame: ['newGameQuestion'],
      won: ['won'],
    };
    for (const p of paths) expect([...p.state.tags]).toEqual(tagsOf[p.state.value as string]);
  });

  it(`replays all ${paths.length} shortest paths on a real actor to the same game`, async () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const actor = createActor(solitaireMachine, { input });
      actor.start();
      // No actor results or timers here: every step is an event the person sends.
      for (const step of path.steps) await replayStep(actor, step.event, {});
      const snapshot = actor.getSnapshot();
      expect(identity(snapshot)).toBe(identity(path.state));
      actor.stop();
    }
  });
});

describe('solitaireMachine, behaviour', () => {
  const start = (i: SolitaireInput) => {
    const actor = createActor(solitaireMachine, { input: i });
    actor.start();
    return actor;
  };

  it('deals the given seed', () => {
    expect(start({ seed: 18 }).getSnapshot().context.game).toEqual(dealSeededGame(18));
  });

  it('deals a new random game from the injected random source, and RESTART deals another in place', () => {
    const values = [0.1, 0.2];
    const actor = start({ random: () => values.shift() ?? 0.9 });
    const first = actor.getSnapshot().context;
    expect(first.seed).toBe(Math.floor(0.1 * 4294967296));
    actor.send({ type: 'RESTART' });
    const second = actor.getSnapshot().context;
    expect(second.seed).toBe(Math.floor(0.2 * 4294967296));
    expect(second.game).toEqual(dealSeededGame(second.seed ?? -1));
    expect(second.game).not.toEqual(first.game);
  });

  it('tap-to-move: select the waste King, then its destination', () => {
    const actor = start({ game: gameOf({ tableau: ['', 'h1'], waste: 'p13' }) });
    actor.send({ type: 'SELECT', from: WASTE });
    expect(actor.getSnapshot().context.selected).toEqual(WASTE);
    actor.send({ type: 'MOVE', to: toT(0) });
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(actor.getSnapshot().context.game.tableau[0]).toEqual([
      { suit: 'pike', rank: 13, faceUp: true },
    ]);
  });

  it('selecting the selected card again clears the selection', () => {
    const actor = start({ game: gameOf({ tableau: ['h5'] }) });
    actor.send({ type: 'SELECT', from: T(0, 0) });
    actor.send({ type: 'SELECT', from: T(0, 0) });
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('a face-down card cannot be selected or dropped', () => {
    const game = gameOf({ tableau: ['h13? c5', ''] });
    const actor = start({ game });
    actor.send({ type: 'SELECT', from: T(0, 0) });
    expect(actor.getSnapshot().context.selected).toBeNull();
    actor.send({ type: 'DROP', from: T(0, 0), to: toT(1) });
    expect(actor.getSnapshot().context.game).toEqual(game);
    expect(actor.getSnapshot().context.feedback).toBe('move-not-allowed');
  });

  it('a refused MOVE clears the selection and says so; the next good action clears the message', () => {
    const actor = start({ game: gameOf({ tableau: ['h5', 'h6'], stock: 't1?' }) });
    actor.send({ type: 'SELECT', from: T(0, 0) });
    actor.send({ type: 'MOVE', to: toT(1) });
    expect(actor.getSnapshot().context).toMatchObject({
      selected: null,
      feedback: 'move-not-allowed',
    });
    actor.send({ type: 'FLOP' });
    expect(actor.getSnapshot().context.feedback).toBeNull();
  });

  it('MOVE without a selection does nothing', () => {
    const game = gameOf({ tableau: ['p13', ''] });
    const actor = start({ game });
    actor.send({ type: 'MOVE', to: toT(1) });
    expect(actor.getSnapshot().context).toMatchObject({ game, feedback: null });
  });

  it('asks before a new game during play: KEEP_PLAYING keeps the game, CONFIRM_NEW_GAME deals another', () => {
    const values = [0.1, 0.2];
    const actor = start({ random: () => values.shift() ?? 0.9 });
    const game = actor.getSnapshot().context.game;
    actor.send({ type: 'ASK_NEW_GAME' });
    expect(actor.getSnapshot().value).toBe('confirmingNewGame');
    actor.send({ type: 'FLOP' });
    expect(actor.getSnapshot().context.game).toBe(game);
    actor.send({ type: 'KEEP_PLAYING' });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.game).toBe(game);
    actor.send({ type: 'ASK_NEW_GAME' });
    actor.send({ type: 'CONFIRM_NEW_GAME' });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.seed).toBe(Math.floor(0.2 * 4294967296));
  });

  it('wins by dropping the last card, then ignores moves until a new deal', () => {
    const actor = start({ game: almostWon });
    actor.send({ type: 'DROP', from: WASTE, to: toF(3) });
    actor.send({ type: 'DROP', from: T(1, 0), to: toF(3) });
    expect(actor.getSnapshot().value).toBe('won');
    actor.send({ type: 'DROP', from: { area: 'foundation', pile: 3 }, to: toT(0) });
    expect(actor.getSnapshot().context.game.foundations[3]).toHaveLength(13);
    actor.send({ type: 'DEAL', seed: 18 });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.game).toEqual(dealSeededGame(18));
  });
});

describe('a tap on a card that cannot be picked up', () => {
  it('lets go of the selected card and moves nothing (found by the random-play property, seed 0)', () => {
    const actor = createActor(solitaireMachine, { input: { seed: 0 } });
    actor.start();
    actor.send({ type: 'SELECT', from: { area: 'tableau', pile: 1, index: 1 } });
    expect(actor.getSnapshot().context.selected).toEqual({ area: 'tableau', pile: 1, index: 1 });
    const before = actor.getSnapshot().context.game;
    actor.send({ type: 'SELECT', from: { area: 'tableau', pile: 1, index: 0 } });
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(actor.getSnapshot().context.game).toBe(before);
    actor.stop();
  });
});
