import { cardId } from './cards';
import { canFlop, flop } from './flop';
import { gameOf } from './testCards';

const ids = (cs: readonly { suit: string; rank: number }[]) =>
  cs.map((c) => `${c.suit[0]}${c.rank}`).join(' ');

describe('flop: up to 3 to the waste, the previous waste back under the stock first', () => {
  it.each([
    // stock, waste → stock after, waste after
    ['h1? h2? h3? h4? h5?', '', 'h4 h5', 'h1 h2 h3'],
    ['h4? h5?', 'h1 h2 h3', 'h2 h3', 'h4 h5 h1'],
    ['h1? h2?', '', '', 'h1 h2'],
    ['', 'h1 h2', '', 'h1 h2'],
    ['', 'h1 h2 h3', '', 'h1 h2 h3'],
    ['h5?', 'h1 h2 h3', 'h3', 'h5 h1 h2'],
    ['h1? h2? h3?', 't7', 't7', 'h1 h2 h3'],
  ])('stock [%s] waste [%s] → stock [%s] waste [%s]', (stock, waste, stockAfter, wasteAfter) => {
    const next = flop(gameOf({ stock, waste }));
    expect(ids(next.stock)).toBe(stockAfter);
    expect(ids(next.waste)).toBe(wasteAfter);
    expect(next.stock.every((c) => !c.faceUp)).toBe(true);
    expect(next.waste.every((c) => c.faceUp)).toBe(true);
  });

  it.each([
    ['', '', false],
    ['h1?', '', true],
    ['', 'h1', true],
  ])('canFlop with stock [%s] and waste [%s] is %p', (stock, waste, expected) => {
    expect(canFlop(gameOf({ stock, waste }))).toBe(expected);
  });

  it('does nothing when stock and waste are both empty', () => {
    const game = gameOf({ tableau: ['p13'] });
    expect(flop(game)).toBe(game);
  });

  it('cycles through the whole stock and comes back to the first three', () => {
    let game = gameOf({ stock: 'h1? h2? h3? h4? h5? h6? h7?' });
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      game = flop(game);
      seen.push(ids(game.waste));
    }
    expect(seen).toEqual(['h1 h2 h3', 'h4 h5 h6', 'h7 h1 h2', 'h3 h4 h5']);
    expect(game.stock.length + game.waste.length).toBe(7);
    expect(new Set([...game.stock, ...game.waste].map(cardId)).size).toBe(7);
  });
});
