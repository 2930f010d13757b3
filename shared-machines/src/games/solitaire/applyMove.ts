import { flop } from './flop';
import type { SolitaireGame } from './game';
import { moveCards, type SolitaireMove } from './moves';

/** Plays one move of either kind. */
export function applyMove(game: SolitaireGame, move: SolitaireMove): SolitaireGame {
  return move.kind === 'flop' ? flop(game) : moveCards(game, move.from, move.to);
}
