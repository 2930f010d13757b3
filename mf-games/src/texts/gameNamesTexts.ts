/** The platform's own games by name: on the games hub's cards and as each game's heading. */
export const gameNamesTexts = {
  solitaire: 'Solitário',
  ticTacToe: 'Jogo do Galo',
} as const;
