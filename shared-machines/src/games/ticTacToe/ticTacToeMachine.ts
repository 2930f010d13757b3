import { assertEvent, assign, setup } from 'xstate';
import type { RandomSource } from '../random/seededRandom';
import { emptyBoard, freeSquares, isFree, placeMark, winningLineOf, type Board } from './board';
import { chooseComputerSquare } from './computerMove';
import { resumableBoard } from './keptBoard';

/** The computer's reply delay (docs/product.md: Games), a named delay so tests and configuration can change it. */
export const COMPUTER_DELAY_MS = 1500;

/** What restarting does: a new game in place, or the old app's redirect to the public site (docs/product.md: Games). */
export type TicTacToeRestart = 'new-game' | 'redirect-to-public-site';

export interface TicTacToeInput {
  /** Breaks the computer's ties; Math.random by default, a seeded source in tests. */
  readonly random?: RandomSource;
  readonly restart?: TicTacToeRestart;
  /** A game to go on with, her turn (resumableBoard); a board that is not one starts a new game. */
  readonly board?: Board | null;
}

export interface TicTacToeContext {
  readonly board: Board;
  /** The computer's last square, so the screen can say where it played. */
  readonly computerSquare: number | null;
  /** The completed line at the end of a won or lost game. */
  readonly winningLine: readonly number[] | null;
  readonly random: RandomSource;
  readonly restart: TicTacToeRestart;
}

export type TicTacToeEvent =
  { readonly type: 'PLAY'; readonly square: number } | { readonly type: 'RESTART' };

/**
 * Jogo do Galo: the person (X) plays; COMPUTER_DELAY_MS later the computer (O) replies; the game ends
 * won, lost or drawn (board full with no line). Occupied squares are ignored; nothing is playable while the computer
 * thinks or after the end. 'leaveForPublicSite' is provided by the screen for the redirect option.
 */
export const ticTacToeMachine = setup({
  types: {
    tags: {} as 'playable' | 'thinking' | 'won' | 'lost' | 'draw',
    context: {} as TicTacToeContext,
    events: {} as TicTacToeEvent,
    input: {} as TicTacToeInput,
  },
  delays: {
    computerDelay: COMPUTER_DELAY_MS,
  },
  guards: {
    squareIsFree: ({ context, event }) => {
      assertEvent(event, 'PLAY');
      return isFree(context.board, event.square);
    },
    playerHasLine: ({ context }) => winningLineOf(context.board, 'X') !== undefined,
    computerHasLine: ({ context }) => winningLineOf(context.board, 'O') !== undefined,
    boardIsFull: ({ context }) => freeSquares(context.board).length === 0,
    restartLeavesForPublicSite: ({ context }) => context.restart === 'redirect-to-public-site',
  },
  actions: {
    markPlayerSquare: assign(({ context, event }) => {
      assertEvent(event, 'PLAY');
      return { board: placeMark(context.board, event.square, 'X') };
    }),
    markComputerSquare: assign(({ context }) => {
      const square = chooseComputerSquare(context.board, context.random);
      return square === undefined
        ? {}
        : { board: placeMark(context.board, square, 'O'), computerSquare: square };
    }),
    rememberPlayerLine: assign(({ context }) => ({
      winningLine: winningLineOf(context.board, 'X') ?? null,
    })),
    rememberComputerLine: assign(({ context }) => ({
      winningLine: winningLineOf(context.board, 'O') ?? null,
    })),
    clearBoard: assign({ board: emptyBoard(), computerSquare: null, winningLine: null }),
    leaveForPublicSite: () => {
      /* provided by the screen (navigation is a side effect) */
    },
  },
}).createMachine({
  id: 'ticTacToe',
  context: ({ input }) => ({
    board: resumableBoard(input.board) ?? emptyBoard(),
    computerSquare: null,
    winningLine: null,
    random: input.random ?? Math.random,
    restart: input.restart ?? 'new-game',
  }),
  initial: 'playerTurn',
  on: {
    RESTART: [
      { guard: 'restartLeavesForPublicSite', actions: 'leaveForPublicSite' },
      { target: '.playerTurn', actions: 'clearBoard' },
    ],
  },
  states: {
    playerTurn: {
      tags: ['playable'],
      on: {
        PLAY: { guard: 'squareIsFree', target: 'judgingPlayerMove', actions: 'markPlayerSquare' },
      },
    },
    judgingPlayerMove: {
      always: [
        { guard: 'playerHasLine', target: 'won', actions: 'rememberPlayerLine' },
        { guard: 'boardIsFull', target: 'draw' },
        { target: 'computerThinking' },
      ],
    },
    computerThinking: {
      tags: ['thinking'],
      after: { computerDelay: { target: 'judgingComputerMove', actions: 'markComputerSquare' } },
    },
    judgingComputerMove: {
      always: [
        { guard: 'computerHasLine', target: 'lost', actions: 'rememberComputerLine' },
        { guard: 'boardIsFull', target: 'draw' },
        { target: 'playerTurn' },
      ],
    },
    won: { tags: ['won'] },
    lost: { tags: ['lost'] },
    draw: { tags: ['draw'] },
  },
});
