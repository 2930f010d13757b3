import type { Card } from './cards';
import { canFlop } from './flop';
import {
  CARDS_PER_FOUNDATION,
  FOUNDATION_PILES,
  TABLEAU_PILES,
  type CardPosition,
  type Destination,
  type SolitaireGame,
} from './game';
import { canPlaceOnFoundation, canPlaceOnTableau } from './placementRules';

export type SolitaireMove =
  | { readonly kind: 'flop' }
  | { readonly kind: 'move'; readonly from: CardPosition; readonly to: Destination };

/** The card at a position, if there is one. */
export function cardAt(game: SolitaireGame, position: CardPosition): Card | undefined {
  switch (position.area) {
    case 'tableau':
      return game.tableau[position.pile]?.[position.index];
    case 'waste':
      return game.waste[game.waste.length - 1];
    case 'foundation': {
      const pile = game.foundations[position.pile];
      return pile?.[pile.length - 1];
    }
  }
}

/**
 * Only face-up, unlocked cards move: any face-up tableau card (it takes the cards above it along), the
 * last card of the waste, the top card of a foundation.
 */
export function canPickUp(game: SolitaireGame, from: CardPosition): boolean {
  const card = cardAt(game, from);
  return card !== undefined && card.faceUp;
}

/** The cards that travel together when the card at `from` is moved (it and those above it). */
export function cardsToMove(game: SolitaireGame, from: CardPosition): Card[] {
  if (!canPickUp(game, from)) return [];
  if (from.area === 'tableau') return (game.tableau[from.pile] ?? []).slice(from.index);
  const card = cardAt(game, from);
  return card ? [card] : [];
}

function isSourcePile(from: CardPosition, to: Destination): boolean {
  return from.area === to.area && from.pile === to.pile;
}

export function canMove(game: SolitaireGame, from: CardPosition, to: Destination): boolean {
  const moving = cardsToMove(game, from);
  const first = moving[0];
  if (first === undefined || isSourcePile(from, to)) return false;
  if (to.area === 'foundation') {
    const foundation = game.foundations[to.pile];
    return (
      foundation !== undefined && moving.length === 1 && canPlaceOnFoundation(first, foundation)
    );
  }
  const pile = game.tableau[to.pile];
  return pile !== undefined && canPlaceOnTableau(first, pile);
}

/** Turns the top card of a pile face up when it is face down (the newly exposed card). */
function revealTop(pile: readonly Card[]): Card[] {
  const top = pile[pile.length - 1];
  if (top === undefined || top.faceUp) return [...pile];
  return [...pile.slice(0, -1), { ...top, faceUp: true }];
}

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((existing, i) => (i === index ? item : existing));
}

/** Applies a legal move; an illegal one leaves the game unchanged (compare by identity to notice). */
export function moveCards(game: SolitaireGame, from: CardPosition, to: Destination): SolitaireGame {
  if (!canMove(game, from, to)) return game;
  const moving = cardsToMove(game, from);
  let next: SolitaireGame;
  if (from.area === 'tableau') {
    const pile = game.tableau[from.pile] ?? [];
    next = {
      ...game,
      tableau: replaceAt(game.tableau, from.pile, revealTop(pile.slice(0, from.index))),
    };
  } else if (from.area === 'waste') {
    next = { ...game, waste: game.waste.slice(0, -1) };
  } else {
    const pile = game.foundations[from.pile] ?? [];
    next = { ...game, foundations: replaceAt(game.foundations, from.pile, pile.slice(0, -1)) };
  }
  if (to.area === 'foundation') {
    const pile = next.foundations[to.pile] ?? [];
    return { ...next, foundations: replaceAt(next.foundations, to.pile, [...pile, ...moving]) };
  }
  const pile = next.tableau[to.pile] ?? [];
  return { ...next, tableau: replaceAt(next.tableau, to.pile, [...pile, ...moving]) };
}

export function allDestinations(): Destination[] {
  return [
    ...Array.from(
      { length: FOUNDATION_PILES },
      (_, pile) => ({ area: 'foundation', pile }) as const,
    ),
    ...Array.from({ length: TABLEAU_PILES }, (_, pile) => ({ area: 'tableau', pile }) as const),
  ];
}

/** Where the card at `from` may go: the drop targets to highlight while it is dragged or selected. */
export function destinationsFor(game: SolitaireGame, from: CardPosition): Destination[] {
  return allDestinations().filter((to) => canMove(game, from, to));
}

/** Every position holding a card the player may pick up. */
export function movablePositions(game: SolitaireGame): CardPosition[] {
  const positions: CardPosition[] = [];
  game.tableau.forEach((pile, pileIndex) =>
    pile.forEach((card, index) => {
      if (card.faceUp) positions.push({ area: 'tableau', pile: pileIndex, index });
    }),
  );
  if (game.waste.length > 0) positions.push({ area: 'waste' });
  game.foundations.forEach((pile, pileIndex) => {
    if (pile.length > 0) positions.push({ area: 'foundation', pile: pileIndex });
  });
  return positions;
}

/** Every legal move, the flop included while possible. */
export function legalMoves(game: SolitaireGame): SolitaireMove[] {
  const moves: SolitaireMove[] = movablePositions(game).flatMap((from) =>
    destinationsFor(game, from).map((to) => ({ kind: 'move', from, to }) as const),
  );
  return canFlop(game) ? [...moves, { kind: 'flop' }] : moves;
}

/** Won when the four foundations hold 13 cards each. */
export function isWon(game: SolitaireGame): boolean {
  return (
    game.foundations.length === FOUNDATION_PILES &&
    game.foundations.every((pile) => pile.length === CARDS_PER_FOUNDATION)
  );
}
