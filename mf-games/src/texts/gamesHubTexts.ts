/** The games hub (`games-hub/`); the games' names are in `gameNamesTexts`. */
export const gamesHubTexts = {
  title: 'Jogos',
  platformGamesLabel: 'Jogos da plataforma',
  solitaireHint: 'Arrume as cartas por naipe, do Ás ao Rei.',
  ticTacToeHint: 'Faça três em linha antes do computador.',
  otherGamesTitle: 'Outros jogos',
  otherGamesHint: 'Estes jogos abrem na loja de aplicações do tablet.',
} as const;
