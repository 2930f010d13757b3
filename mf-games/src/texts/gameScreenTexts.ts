/** What every game's screen has (`shared/`): the way back to the hub and the end of a game. */
export const gameScreenTexts = {
  backToGames: 'Voltar aos jogos',
  restart: 'Recomeçar',
} as const;
