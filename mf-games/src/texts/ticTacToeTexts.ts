import type { Square } from '@amparo/shared-machines/games';

/** The tic-tac-toe screen (`tic-tac-toe/`); its heading is `gameNamesTexts.ticTacToe`. */
export const ticTacToeTexts = {
  instruction: 'Joga com o X e começa primeiro. Faça três em linha: toque numa casa vazia.',
  playerTurn: 'É a sua vez.',
  computerThinking: 'O computador está a pensar...',
  /** `square` counts from 0; the person hears it counted from 1. */
  computerPlayed: (square: number) => `O computador jogou na casa ${square + 1}. É a sua vez.`,
  /** The result banner's title, by the machine's tag of a finished game. */
  results: {
    won: 'Ganhou!',
    lost: 'Perdeu...',
    draw: 'Empatou',
  },
  boardLabel: 'Tabuleiro do jogo do galo',
  /** A square's accessible name: its number from 1, its mark (or empty), whether it is in the line. */
  squareName: (index: number, square: Square, inWinningLine: boolean) =>
    `Casa ${index + 1}, ${square ?? 'vazia'}${inWinningLine ? ', linha completa' : ''}`,
} as const;
