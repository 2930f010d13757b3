import fc from 'fast-check';
import { createActor } from 'xstate';
import { applyMove } from './applyMove';
import { cardId } from './cards';
import { dealSeededGame } from './deal';
import {
  allCards,
  DECK_SIZE,
  type CardPosition,
  type Destination,
  type SolitaireGame,
} from './game';
import { cardAt, legalMoves } from './moves';
import { canPlaceOnFoundation } from './placementRules';
import { solitaireMachine, type SolitaireEvent } from './solitaireMachine';

/** The invariants random play must never break. */
function expectInvariants(game: SolitaireGame): void {
  const cards = allCards(game);
  expect(cards).toHaveLength(DECK_SIZE);
  expect(new Set(cards.map(cardId)).size).toBe(DECK_SIZE);
  expect(game.stock.every((c) => !c.faceUp)).toBe(true);
  expect(game.waste.every((c) => c.faceUp)).toBe(true);
  expect(game.waste.length).toBeLessThanOrEqual(3);
  for (const pile of game.tableau) {
    const firstUp = pile.findIndex((c) => c.faceUp);
    // face-down cards only under face-up ones, and the top card always face up
    if (pile.length > 0) expect(firstUp).toBeGreaterThanOrEqual(0);
    expect(pile.slice(firstUp).every((c) => c.faceUp)).toBe(true);
  }
  for (const pile of game.foundations) {
    pile.forEach((c, i) => expect(canPlaceOnFoundation(c, pile.slice(0, i))).toBe(true));
  }
}

function faceDownPositions(game: SolitaireGame): CardPosition[] {
  return game.tableau.flatMap((pile, p) =>
    pile.flatMap((c, index) => (c.faceUp ? [] : [{ area: 'tableau', pile: p, index } as const])),
  );
}

describe('random legal play keeps the deck whole and never moves a face-down card', () => {
  it('over many seeded deals and random move choices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(fc.nat(), { maxLength: 150 }),
        (seed, choices) => {
          let game = dealSeededGame(seed);
          expectInvariants(game);
          for (const choice of choices) {
            const moves = legalMoves(game);
            if (moves.length === 0) break;
            const hidden = faceDownPositions(game);
            // No legal move ever starts from a face-down card.
            for (const move of moves) {
              if (move.kind === 'move') expect(hidden).not.toContainEqual(move.from);
            }
            const move = moves[choice % moves.length]!;
            if (move.kind === 'move') expect(cardAt(game, move.from)?.faceUp).toBe(true);
            game = applyMove(game, move);
            expectInvariants(game);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  const position: fc.Arbitrary<CardPosition> = fc.oneof(
    fc.record({
      area: fc.constant('tableau' as const),
      pile: fc.integer({ min: 0, max: 6 }),
      index: fc.integer({ min: 0, max: 18 }),
    }),
    fc.constant({ area: 'waste' as const }),
    fc.record({ area: fc.constant('foundation' as const), pile: fc.integer({ min: 0, max: 3 }) }),
  );
  const destination: fc.Arbitrary<Destination> = fc.oneof(
    fc.record({ area: fc.constant('tableau' as const), pile: fc.integer({ min: 0, max: 6 }) }),
    fc.record({ area: fc.constant('foundation' as const), pile: fc.integer({ min: 0, max: 3 }) }),
  );
  const event: fc.Arbitrary<SolitaireEvent> = fc.oneof(
    { arbitrary: fc.constant({ type: 'FLOP' } as const), weight: 2 },
    { arbitrary: position.map((from) => ({ type: 'SELECT', from }) as const), weight: 3 },
    { arbitrary: destination.map((to) => ({ type: 'MOVE', to }) as const), weight: 3 },
    {
      arbitrary: fc
        .tuple(position, destination)
        .map(([from, to]) => ({ type: 'DROP', from, to }) as const),
      weight: 3,
    },
    { arbitrary: fc.constant({ type: 'DESELECT' } as const), weight: 1 },
  );

  it('through the machine, whatever the person taps or drops (legal or not)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(event, { maxLength: 200 }),
        (seed, events) => {
          const actor = createActor(solitaireMachine, { input: { seed } });
          actor.start();
          for (const e of events) {
            const before = actor.getSnapshot().context.game;
            const from = e.type === 'DROP' ? e.from : e.type === 'SELECT' ? e.from : undefined;
            const fromFaceDown = from !== undefined && cardAt(before, from)?.faceUp === false;
            actor.send(e);
            const after = actor.getSnapshot().context;
            expectInvariants(after.game);
            if (fromFaceDown) {
              expect(after.game).toBe(before);
              if (e.type === 'SELECT') expect(after.selected).toBeNull();
            }
            if (after.selected !== null)
              expect(cardAt(after.game, after.selected)?.faceUp).toBe(true);
          }
          actor.stop();
        },
      ),
      { numRuns: 100 },
    );
  });
});
