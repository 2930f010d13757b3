import { colourOf, type Card } from './cards';
import { flop, canFlop } from './flop';
import type { CardPosition, Destination, SolitaireGame } from './game';
import { canPlaceOnFoundation } from './placementRules';
import { canMove, isWon, moveCards, type SolitaireMove } from './moves';

/**
 * A depth-first Klondike solver over the rules module. The browser tests use it to compute the moves
 * that win a seeded deal (then play them by tapping), and a unit test checks its answers by replaying
 * them. It is not complete: it skips moves that rarely help (partial runs, cards back from the
 * foundations) and gives up after `maxStates` positions.
 */
export interface SolveOptions {
  readonly maxStates?: number;
}

function cardCode(card: Card): string {
  return `${card.suit[0]}${card.rank}${card.faceUp ? '' : '?'}`;
}

function stateKey(game: SolitaireGame): string {
  return [
    game.tableau.map((pile) => pile.map(cardCode).join(',')).join('|'),
    game.foundations.map((pile) => pile.length).join(','),
    game.stock.map(cardCode).join(','),
    game.waste.map(cardCode).join(','),
  ].join('/');
}

function foundationMoves(game: SolitaireGame): SolitaireMove[] {
  const sources: CardPosition[] = [{ area: 'waste' }];
  game.tableau.forEach((pile, index) => {
    if (pile.length > 0) sources.push({ area: 'tableau', pile: index, index: pile.length - 1 });
  });
  const moves: SolitaireMove[] = [];
  for (const from of sources) {
    for (let pile = 0; pile < game.foundations.length; pile += 1) {
      const to: Destination = { area: 'foundation', pile };
      if (canMove(game, from, to)) {
        moves.push({ kind: 'move', from, to });
        break;
      }
    }
  }
  return moves;
}

/** A card may go up for good when no card of the other colour could still need it in the tableau. */
function isSafeToFoundation(game: SolitaireGame, card: Card): boolean {
  if (card.rank <= 2) return true;
  const onFoundations = game.foundations.flat();
  return (
    onFoundations.filter((c) => colourOf(c.suit) !== colourOf(card.suit) && c.rank >= card.rank - 1)
      .length === 2
  );
}

function movedCard(game: SolitaireGame, move: SolitaireMove): Card | undefined {
  if (move.kind !== 'move') return undefined;
  if (move.from.area === 'waste') return game.waste[game.waste.length - 1];
  if (move.from.area === 'tableau') return game.tableau[move.from.pile]?.[move.from.index];
  return undefined;
}

/** Whether this card, once uncovered, could go up to a foundation. */
function couldGoToAFoundation(game: SolitaireGame, card: Card | undefined): boolean {
  return (
    card !== undefined &&
    card.faceUp &&
    game.foundations.some((foundation) => canPlaceOnFoundation(card, foundation))
  );
}

function tableauMoves(game: SolitaireGame): SolitaireMove[] {
  const revealing: SolitaireMove[] = [];
  const others: SolitaireMove[] = [];
  game.tableau.forEach((pile, pileIndex) => {
    const lowestFaceUp = pile.findIndex((card) => card.faceUp);
    if (lowestFaceUp < 0) return;
    for (let index = lowestFaceUp; index < pile.length; index += 1) {
      const from: CardPosition = { area: 'tableau', pile: pileIndex, index };
      const freesFoundationCard =
        index > lowestFaceUp && couldGoToAFoundation(game, pile[index - 1]);
      if (index > lowestFaceUp && !freesFoundationCard) continue;
      for (let target = 0; target < game.tableau.length; target += 1) {
        const to: Destination = { area: 'tableau', pile: target };
        if (!canMove(game, from, to)) continue;
        const emptiesPile = index === 0;
        const targetEmpty = (game.tableau[target] ?? []).length === 0;
        if (emptiesPile && targetEmpty) continue; // a King from one empty spot to another
        const move: SolitaireMove = { kind: 'move', from, to };
        if (index > 0 && !(pile[index - 1]?.faceUp ?? true)) revealing.push(move);
        else others.push(move);
      }
    }
  });
  return [...revealing, ...others];
}

function wasteToTableauMoves(game: SolitaireGame): SolitaireMove[] {
  const moves: SolitaireMove[] = [];
  if (game.waste.length === 0) return moves;
  for (let pile = 0; pile < game.tableau.length; pile += 1) {
    const to: Destination = { area: 'tableau', pile };
    if (canMove(game, { area: 'waste' }, to))
      moves.push({ kind: 'move', from: { area: 'waste' }, to });
  }
  return moves;
}

function candidateMoves(game: SolitaireGame): SolitaireMove[] {
  const moves = [...foundationMoves(game), ...tableauMoves(game), ...wasteToTableauMoves(game)];
  return canFlop(game) ? [...moves, { kind: 'flop' }] : moves;
}

function play(game: SolitaireGame, move: SolitaireMove): SolitaireGame {
  return move.kind === 'flop' ? flop(game) : moveCards(game, move.from, move.to);
}

/** Returns a list of moves that wins the game, or null when none was found within the budget. */
export function solveSolitaire(
  start: SolitaireGame,
  options: SolveOptions = {},
): SolitaireMove[] | null {
  const maxStates = options.maxStates ?? 200_000;
  const visited = new Set<string>();
  const path: SolitaireMove[] = [];

  const search = (game: SolitaireGame): boolean => {
    if (isWon(game)) return true;
    const key = stateKey(game);
    if (visited.has(key) || visited.size >= maxStates) return false;
    visited.add(key);
    const safe = foundationMoves(game).find((move) => {
      const card = movedCard(game, move);
      return card !== undefined && isSafeToFoundation(game, card);
    });
    const moves = safe ? [safe] : candidateMoves(game);
    for (const move of moves) {
      path.push(move);
      if (search(play(game, move))) return true;
      path.pop();
    }
    return false;
  };

  return search(start) ? [...path] : null;
}
