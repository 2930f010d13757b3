import type { Square } from '@amparo/shared-machines/games';

/** Accessible name of a square: 'Casa 1, vazia', 'Casa 5, X', 'Casa 9, O'. */
export function squareName(index: number, square: Square): string {
  return `Casa ${index + 1}, ${square ?? 'vazia'}`;
}

export const resultTitles = {
  won: 'Ganhou!',
  lost: 'Perdeu...',
  draw: 'Empatou',
} as const;

export const ticTacToeInstruction =
  'Joga com o X e começa primeiro. Faça três em linha: toque numa casa vazia.';
export const playerTurnText = 'É a sua vez.';
export const computerThinkingText = 'O computador está a pensar...';

export function computerPlayedText(square: number): string {
  return `O computador jogou na casa ${square + 1}. É a sua vez.`;
}
