import { cardName, rankIndex, suitSymbols } from './cardNames';
import { card } from './testCards';

describe('Portuguese card names', () => {
  it.each([
    ['h1', 'Ás de copas'],
    ['t7', '7 de ouros'],
    ['c11', 'Valete de paus'],
    ['p12', 'Dama de espadas'],
    ['h13', 'Rei de copas'],
    ['t10', '10 de ouros'],
  ])('%s is called %p', (code, name) => {
    expect(cardName(card(code))).toBe(name);
  });

  it.each([
    [1, 'A'],
    [10, '10'],
    [11, 'J'],
    [12, 'Q'],
    [13, 'K'],
  ] as const)('rank %p prints as %p', (rank, index) => {
    expect(rankIndex(rank)).toBe(index);
  });

  it('has four different suit symbols', () => {
    expect(new Set(Object.values(suitSymbols)).size).toBe(4);
  });
});
