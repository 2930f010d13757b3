import { FLOP_SIZE, type SolitaireGame } from './game';

/** A flop is possible while any card is left in the stock or the waste. */
export function canFlop(game: SolitaireGame): boolean {
  return game.stock.length + game.waste.length > 0;
}

/**
 * Flop (docs/product.md: Games): the previous waste first returns, face down, under the stock; then up to three cards
 * are turned from the stock onto the waste. Only the last one turned is playable.
 */
export function flop(game: SolitaireGame): SolitaireGame {
  if (!canFlop(game)) return game;
  const stock = [...game.stock, ...game.waste.map((card) => ({ ...card, faceUp: false }))];
  const turned = stock.slice(0, FLOP_SIZE).map((card) => ({ ...card, faceUp: true }));
  return { ...game, stock: stock.slice(FLOP_SIZE), waste: turned };
}
