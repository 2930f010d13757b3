import { assertEvent, assign, setup } from 'xstate';
import { randomSeed, type RandomSource } from '../random/seededRandom';
import { dealSeededGame } from './deal';
import { canFlop, flop } from './flop';
import { samePosition, type CardPosition, type Destination, type SolitaireGame } from './game';
import { canMove, canPickUp, isWon, moveCards } from './moves';

export interface SolitaireInput {
  /** Deal this known game (tests, `?baralho=`); otherwise a new random one. */
  readonly seed?: number;
  /** Start from a prepared game instead of a deal (tests). */
  readonly game?: SolitaireGame;
  /** Source of new seeds for random deals; Math.random by default. */
  readonly random?: RandomSource;
}

/** What the player is told after a move that the rules refuse. */
export type SolitaireFeedback = 'move-not-allowed';

export interface SolitaireContext {
  readonly game: SolitaireGame;
  /** The seed of the current deal (null for a prepared game). */
  readonly seed: number | null;
  /** The card chosen by tap-to-move, waiting for its destination. */
  readonly selected: CardPosition | null;
  readonly feedback: SolitaireFeedback | null;
  readonly random: RandomSource;
}

export type SolitaireEvent =
  | { readonly type: 'DEAL'; readonly seed?: number }
  | { readonly type: 'RESTART' }
  | { readonly type: 'ASK_NEW_GAME' }
  | { readonly type: 'CONFIRM_NEW_GAME' }
  | { readonly type: 'KEEP_PLAYING' }
  | { readonly type: 'FLOP' }
  | { readonly type: 'SELECT'; readonly from: CardPosition }
  | { readonly type: 'DESELECT' }
  | { readonly type: 'MOVE'; readonly to: Destination }
  | { readonly type: 'DROP'; readonly from: CardPosition; readonly to: Destination };

function dealt(seed: number): Pick<SolitaireContext, 'game' | 'seed' | 'selected' | 'feedback'> {
  return { game: dealSeededGame(seed), seed, selected: null, feedback: null };
}

/**
 * Solitário (Klondike): 'playing' until the four foundations are complete, then 'won'. Moves come
 * either as tap-to-move (SELECT a card, then MOVE it to a destination) or as a drag (DROP). RESTART
 * deals a new random game in place; DEAL deals a given seed (or a random one). During play, a new
 * game (for a deal that no longer goes anywhere) is asked first: ASK_NEW_GAME, then CONFIRM_NEW_GAME
 * or KEEP_PLAYING, so a slip never throws a game away.
 */
export const solitaireMachine = setup({
  types: {
    tags: {} as 'cardsInPlay' | 'newGameQuestion' | 'won',
    context: {} as SolitaireContext,
    events: {} as SolitaireEvent,
    input: {} as SolitaireInput,
  },
  guards: {
    gameIsWon: ({ context }) => isWon(context.game),
    stockCanFlop: ({ context }) => canFlop(context.game),
    isTheSelectedCard: ({ context, event }) => {
      assertEvent(event, 'SELECT');
      return context.selected !== null && samePosition(context.selected, event.from);
    },
    cardCanBePickedUp: ({ context, event }) => {
      assertEvent(event, 'SELECT');
      return canPickUp(context.game, event.from);
    },
    selectionCanGoThere: ({ context, event }) => {
      assertEvent(event, 'MOVE');
      return context.selected !== null && canMove(context.game, context.selected, event.to);
    },
    hasSelection: ({ context }) => context.selected !== null,
    dropIsLegal: ({ context, event }) => {
      assertEvent(event, 'DROP');
      return canMove(context.game, event.from, event.to);
    },
  },
  actions: {
    dealRequestedGame: assign(({ context, event }) => {
      assertEvent(event, 'DEAL');
      return dealt(event.seed ?? randomSeed(context.random));
    }),
    dealRandomGame: assign(({ context }) => dealt(randomSeed(context.random))),
    flopCards: assign(({ context }) => ({
      game: flop(context.game),
      selected: null,
      feedback: null,
    })),
    selectCard: assign(({ event }) => {
      assertEvent(event, 'SELECT');
      return { selected: event.from, feedback: null };
    }),
    clearSelection: assign({ selected: null, feedback: null }),
    moveSelection: assign(({ context, event }) => {
      assertEvent(event, 'MOVE');
      if (context.selected === null) return {};
      return {
        game: moveCards(context.game, context.selected, event.to),
        selected: null,
        feedback: null,
      };
    }),
    moveDropped: assign(({ context, event }) => {
      assertEvent(event, 'DROP');
      return {
        game: moveCards(context.game, event.from, event.to),
        selected: null,
        feedback: null,
      };
    }),
    refuseMove: assign({ selected: null, feedback: 'move-not-allowed' as const }),
  },
}).createMachine({
  id: 'solitaire',
  context: ({ input }) => {
    const random = input.random ?? Math.random;
    if (input.game) return { game: input.game, seed: null, selected: null, feedback: null, random };
    return { ...dealt(input.seed ?? randomSeed(random)), random };
  },
  initial: 'playing',
  on: {
    DEAL: { target: '.playing', actions: 'dealRequestedGame' },
    RESTART: { target: '.playing', actions: 'dealRandomGame' },
  },
  states: {
    playing: {
      tags: ['cardsInPlay'],
      always: { guard: 'gameIsWon', target: 'won' },
      on: {
        FLOP: { guard: 'stockCanFlop', actions: 'flopCards' },
        SELECT: [
          { guard: 'isTheSelectedCard', actions: 'clearSelection' },
          { guard: 'cardCanBePickedUp', actions: 'selectCard' },
          // A tap on a card that cannot be picked up (face down, locked) lets go of the current one:
          // nothing moves, and no card stays marked that the person did not just choose.
          { actions: 'clearSelection' },
        ],
        DESELECT: { actions: 'clearSelection' },
        MOVE: [
          { guard: 'selectionCanGoThere', actions: 'moveSelection' },
          { guard: 'hasSelection', actions: 'refuseMove' },
        ],
        DROP: [{ guard: 'dropIsLegal', actions: 'moveDropped' }, { actions: 'refuseMove' }],
        ASK_NEW_GAME: { target: 'confirmingNewGame', actions: 'clearSelection' },
      },
    },
    confirmingNewGame: {
      tags: ['newGameQuestion'],
      on: {
        CONFIRM_NEW_GAME: { target: 'playing', actions: 'dealRandomGame' },
        KEEP_PLAYING: { target: 'playing' },
      },
    },
    won: { tags: ['won'] },
  },
});
