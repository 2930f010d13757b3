/**
 * The accessible names of Solitário's buttons for a game state, as the browser tests tap them by name
 * (the games' tests at 100 %, at both sizes and at 200 %): a card where it lies, a place a card goes,
 * the stock.
 */
import { cardName, suitNames } from '../../shared-machines/src/games/solitaire/cardNames';
import type {
  CardPosition,
  Destination,
  SolitaireGame,
} from '../../shared-machines/src/games/solitaire/game';

export function foundationButtonName(game: SolitaireGame, pile: number): string {
  const cards = game.foundations[pile]!;
  const top = cards[cards.length - 1];
  return top
    ? `Fundação de ${suitNames[top.suit]}, ${cardName(top)}`
    : `Fundação ${pile + 1}, vazia`;
}

export function cardButtonName(game: SolitaireGame, from: CardPosition): string {
  if (from.area === 'tableau')
    return `${cardName(game.tableau[from.pile]![from.index]!)}, pilha ${from.pile + 1}`;
  if (from.area === 'waste')
    return `${cardName(game.waste[game.waste.length - 1]!)}, cartas viradas`;
  return foundationButtonName(game, from.pile);
}

export function destinationButtonName(game: SolitaireGame, to: Destination): string {
  if (to.area === 'foundation') return foundationButtonName(game, to.pile);
  const pile = game.tableau[to.pile]!;
  const top = pile[pile.length - 1];
  return top ? `${cardName(top)}, pilha ${to.pile + 1}` : `Pilha ${to.pile + 1}, vazia`;
}

export function stockButtonName(game: SolitaireGame): string {
  if (game.stock.length > 0)
    return `Baralho, ${game.stock.length} ${game.stock.length === 1 ? 'carta' : 'cartas'}: virar cartas`;
  return game.waste.length > 0 ? 'Baralho vazio: voltar a virar as cartas' : 'Baralho vazio';
}
