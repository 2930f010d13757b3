import { cardId } from './cards';
import { applyMove } from './applyMove';
import type { CardPosition, Destination } from './game';
import {
  canMove,
  canPickUp,
  cardsToMove,
  destinationsFor,
  isWon,
  legalMoves,
  moveCards,
} from './moves';
import { gameOf, run } from './testCards';

const codes = (cs: readonly { suit: string; rank: number; faceUp: boolean }[]) =>
  cs.map((c) => `${c.suit[0]}${c.rank}${c.faceUp ? '' : '?'}`).join(' ');

const T = (pile: number, index: number): CardPosition => ({ area: 'tableau', pile, index });
const toT = (pile: number): Destination => ({ area: 'tableau', pile });
const toF = (pile: number): Destination => ({ area: 'foundation', pile });
const WASTE: CardPosition = { area: 'waste' };
const F = (pile: number): CardPosition => ({ area: 'foundation', pile });

describe('which cards can be picked up (only face-up, unlocked cards)', () => {
  const game = gameOf({
    tableau: ['c8? h7 p6', '', 't3?'],
    waste: 'h1 h2 h9',
    foundations: ['p1 p2'],
    stock: 'c1?',
  });
  it.each([
    ['face-down tableau card', T(0, 0), false],
    ['face-up card under another', T(0, 1), true],
    ['top tableau card', T(0, 2), true],
    ['beyond the pile', T(0, 3), false],
    ['empty pile', T(1, 0), false],
    ['a lone face-down card', T(2, 0), false],
    ['last waste card', WASTE, true],
    ['top foundation card', F(0), true],
    ['empty foundation', F(1), false],
  ])('%s → %p', (_label, from, expected) => {
    expect(canPickUp(game, from)).toBe(expected);
  });

  it('takes the cards above a tableau card along', () => {
    expect(codes(cardsToMove(game, T(0, 1)))).toBe('h7 p6');
    expect(codes(cardsToMove(game, WASTE))).toBe('h9');
    expect(codes(cardsToMove(game, T(0, 0)))).toBe('');
  });
});

describe('canMove', () => {
  const game = gameOf({
    tableau: ['c8? h7 p6', '', 't3? c8', 'p2', 'h1', 't13? h12'],
    waste: 'h4 c13',
    foundations: ['p1', '', 'h1 h2 h3'],
  });
  it.each([
    ['run h7 p6 onto c8', T(0, 1), toT(2), true],
    ['run onto an empty pile (not a King)', T(0, 1), toT(1), false],
    ['King from the waste onto an empty pile', WASTE, toT(1), true],
    ['King from the waste onto a card', WASTE, toT(2), false],
    ['a run onto a foundation', T(0, 1), toF(1), false],
    ['single top card 2 of spades onto Ás de espadas', T(3, 0), toF(0), true],
    ['Ás de copas onto an empty foundation', T(4, 0), toF(1), true],
    ['Ás de copas onto a foundation with a card', T(4, 0), toF(0), false],
    ['a face-down card', T(2, 0), toT(1), false],
    ['onto its own pile', T(0, 2), toT(0), false],
    ['foundation top back to the tableau', F(2), toT(3), false],
    ['foundation top onto a matching tableau card', F(0), toT(4), false],
    [
      'Ás de copas to the foundation where it is already? no: pile 2 top is 3',
      T(4, 0),
      toF(2),
      false,
    ],
    ['Dama de copas onto the King of tiles? same colour', T(5, 1), toT(1), false],
    ['missing pile', T(9, 0), toT(1), false],
    ['missing destination', T(3, 0), toT(9), false],
  ])('%s → %p', (_label, from, to, expected) => {
    expect(canMove(game, from, to)).toBe(expected);
  });

  it('moves a foundation card back onto the tableau when the rule allows', () => {
    const g = gameOf({ tableau: ['t4'], foundations: ['p1 p2 p3'] });
    expect(canMove(g, F(0), toT(0))).toBe(true);
    const next = moveCards(g, F(0), toT(0));
    expect(codes(next.tableau[0] ?? [])).toBe('t4 p3');
    expect(codes(next.foundations[0] ?? [])).toBe('p1 p2');
  });
});

describe('moveCards', () => {
  it('moves a run and turns the newly exposed card face up', () => {
    const game = gameOf({ tableau: ['c8? h7 p6', '', 't3? c8'] });
    const next = moveCards(game, T(0, 1), toT(2));
    expect(codes(next.tableau[0] ?? [])).toBe('c8');
    expect(codes(next.tableau[2] ?? [])).toBe('t3? c8 h7 p6');
  });

  it('reveals the card under a single moved top card', () => {
    const game = gameOf({ tableau: ['t5? p2'], foundations: ['p1'] });
    const next = moveCards(game, T(0, 1), toF(0));
    expect(codes(next.tableau[0] ?? [])).toBe('t5');
    expect(codes(next.foundations[0] ?? [])).toBe('p1 p2');
  });

  it('takes the last waste card, leaving the previous one playable', () => {
    const game = gameOf({ tableau: ['c5'], waste: 'h1 c2 h4' });
    const next = moveCards(game, WASTE, toT(0));
    expect(codes(next.waste)).toBe('h1 c2');
    expect(codes(next.tableau[0] ?? [])).toBe('c5 h4');
  });

  it('leaves the game unchanged (same object) for an illegal move', () => {
    const game = gameOf({ tableau: ['c5', 'h5'] });
    expect(moveCards(game, T(0, 0), toT(1))).toBe(game);
  });

  it('empties a pile completely when its only card leaves', () => {
    const game = gameOf({ tableau: ['p13', ''] });
    const next = moveCards(game, T(0, 0), toT(1));
    expect(next.tableau[0]).toEqual([]);
    expect(codes(next.tableau[1] ?? [])).toBe('p13');
  });
});

describe('destinations and legal moves', () => {
  it('lists the drop targets for a card', () => {
    const game = gameOf({ tableau: ['h1', 'c2', '', 'p13'], foundations: ['', 't1'] });
    expect(destinationsFor(game, T(0, 0))).toEqual([toF(0), toF(2), toF(3), toT(1)]);
    expect(destinationsFor(game, T(3, 0))).toEqual([toT(2), toT(4), toT(5), toT(6)]);
  });

  it('includes the flop while the stock or waste holds cards', () => {
    expect(legalMoves(gameOf({ stock: 'h1?' }))).toEqual([{ kind: 'flop' }]);
    expect(legalMoves(gameOf({ tableau: ['h5'] }))).toEqual([]);
  });

  it('applyMove plays both kinds', () => {
    const game = gameOf({ tableau: ['c5'], stock: 'h4? h9? t2?' });
    const flopped = applyMove(game, { kind: 'flop' });
    expect(codes(flopped.waste)).toBe('h4 h9 t2');
    const moved = applyMove(gameOf({ tableau: ['c5'], waste: 'h4' }), {
      kind: 'move',
      from: WASTE,
      to: toT(0),
    });
    expect(codes(moved.tableau[0] ?? [])).toBe('c5 h4');
  });
});

describe('win detection: four foundations of 13', () => {
  it.each([
    ['all four complete', [run('h', 13), run('t', 13), run('c', 13), run('p', 13)], true],
    ['one short', [run('h', 13), run('t', 13), run('c', 13), run('p', 12)], false],
    ['empty', ['', '', '', ''], false],
    ['three complete', [run('h', 13), run('t', 13), run('c', 13), ''], false],
  ])('%s → %p', (_label, foundations, expected) => {
    expect(isWon(gameOf({ foundations }))).toBe(expected);
  });

  it('the last King to its foundation wins', () => {
    const game = gameOf({
      tableau: ['p13'],
      foundations: [run('h', 13), run('t', 13), run('c', 13), run('p', 12)],
    });
    expect(isWon(game)).toBe(false);
    const next = moveCards(game, T(0, 0), toF(3));
    expect(isWon(next)).toBe(true);
    expect(next.foundations.flat().map(cardId)).toHaveLength(52);
  });
});
