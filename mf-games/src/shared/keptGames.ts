import { keptInTab } from '@amparo/shared-machines';
import { keptSolitaireGame, resumableBoard } from '@amparo/shared-machines/games';

/**
 * The games in progress, kept in the tab's sessionStorage while she plays: leaving the screen (a slip
 * onto the bottom bar, a medicine's reminder that took her to home) or the page being loaded again (a
 * new release) brings her back to the same game. Solitário's cards are kept as she plays, Jogo do
 * Galo's board at each of her turns; a won or finished game is forgotten, so the next is new. What is
 * read back is checked (keptSolitaireGame, resumableBoard): anything else starts a new game.
 */
export const keptSolitaire = keptInTab('amparo.solitario', keptSolitaireGame);
export const keptTicTacToe = keptInTab('amparo.jogoGalo', resumableBoard);
