import { dealSeededGame } from './deal';
import { keptSolitaireGame } from './keptGame';

const game = dealSeededGame(18);
const kept = (value: unknown) => JSON.stringify(value);
const firstCard = game.tableau[0]![0]!;

describe('keptSolitaireGame: a game kept when the person left its screen', () => {
  it('reads back a dealt game as it was', () => {
    expect(keptSolitaireGame(JSON.parse(kept(game)))).toEqual(game);
  });

  it.each([
    ['not a game', kept(7)],
    ['six tableau piles', kept({ ...game, tableau: game.tableau.slice(1) })],
    ['three foundations', kept({ ...game, foundations: game.foundations.slice(1) })],
    ['no stock', kept({ ...game, stock: undefined })],
    ['a card missing', kept({ ...game, stock: game.stock.slice(1) })],
    ['a card twice', kept({ ...game, waste: [firstCard], stock: game.stock.slice(1) })],
    ['a rank that is none', kept({ ...game, waste: [{ ...firstCard, rank: 14 }] })],
    ['a suit that is none', kept({ ...game, waste: [{ ...firstCard, suit: 'copas' }] })],
    ['a card without its side', kept({ ...game, waste: [{ suit: 'heart', rank: 1 }] })],
  ])('%s: none (a new game is dealt)', (_case, text) => {
    expect(keptSolitaireGame(JSON.parse(text))).toBeNull();
  });
});
