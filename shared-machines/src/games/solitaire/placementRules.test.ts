import { canPlaceOnFoundation, canPlaceOnTableau } from './placementRules';
import { card, cards } from './testCards';

describe('foundation rule: empty takes only an Ace, then same suit and next rank', () => {
  it.each([
    ['h1', '', true],
    ['p1', '', true],
    ['h2', '', false],
    ['p13', '', false],
    ['h2', 'h1', true],
    ['t2', 'h1', false],
    ['h3', 'h1', false],
    ['h1', 'h1', false],
    ['c10', 'c1 c2 c3 c4 c5 c6 c7 c8 c9', true],
    ['c11', 'c1 c2 c3 c4 c5 c6 c7 c8 c9 c10', true],
    ['c12', 'c1 c2 c3 c4 c5 c6 c7 c8 c9 c10 c11', true],
    ['c13', 'c1 c2 c3 c4 c5 c6 c7 c8 c9 c10 c11 c12', true],
    ['p13', 'c1 c2 c3 c4 c5 c6 c7 c8 c9 c10 c11 c12', false],
    ['c12', 'c1 c2 c3 c4 c5 c6 c7 c8 c9 c10 c11 c12', false],
  ])('%s on foundation [%s] → %p', (moving, foundation, expected) => {
    expect(canPlaceOnFoundation(card(moving), cards(foundation))).toBe(expected);
  });
});

describe('tableau rule: empty takes only a King, then next lower rank and opposite colour', () => {
  it.each([
    ['p13', '', true],
    ['h13', '', true],
    ['h12', '', false],
    ['h1', '', false],
    ['h12', 'p13', true],
    ['t12', 'c13', true],
    ['p12', 'h13', true],
    ['c12', 't13', true],
    ['h12', 't13', false],
    ['c12', 'p13', false],
    ['h11', 'p13', false],
    ['h13', 'p12', false],
    ['h9', 'c10', true],
    ['t1', 'p2', true],
    ['h2', 'p3?', false],
    ['h6', 'c8? p7', true],
  ])('%s on pile [%s] → %p', (moving, pile, expected) => {
    expect(canPlaceOnTableau(card(moving), cards(pile))).toBe(expected);
  });
});
