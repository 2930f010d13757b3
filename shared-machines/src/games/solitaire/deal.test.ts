import { cardId } from './cards';
import { createDeck, dealDeck, dealSeededGame, shuffle } from './deal';
import { allCards } from './game';
import { createSeededRandom } from '../random/seededRandom';

describe('deck and deal', () => {
  it('has 52 different cards, face down', () => {
    const deck = createDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck.map(cardId)).size).toBe(52);
    expect(deck.every((c) => !c.faceUp)).toBe(true);
  });

  it('shuffles deterministically for a seed, keeping every card', () => {
    const once = shuffle(createDeck(), createSeededRandom(9)).map(cardId);
    const again = shuffle(createDeck(), createSeededRandom(9)).map(cardId);
    const other = shuffle(createDeck(), createSeededRandom(10)).map(cardId);
    expect(once).toEqual(again);
    expect(once).not.toEqual(other);
    expect([...once].sort()).toEqual(createDeck().map(cardId).sort());
  });

  it.each([0, 1, 2, 3, 4, 5, 6])(
    'deals pile %p with pile+1 cards and only the top face up',
    (pile) => {
      const game = dealSeededGame(123);
      const cards = game.tableau[pile] ?? [];
      expect(cards).toHaveLength(pile + 1);
      expect(cards.map((c) => c.faceUp)).toEqual(cards.map((_, i) => i === pile));
    },
  );

  it('puts the other 24 cards face down in the stock, with empty waste and foundations', () => {
    const game = dealSeededGame(123);
    expect(game.stock).toHaveLength(24);
    expect(game.stock.every((c) => !c.faceUp)).toBe(true);
    expect(game.waste).toEqual([]);
    expect(game.foundations).toEqual([[], [], [], []]);
    expect(new Set(allCards(game).map(cardId)).size).toBe(52);
  });

  it('deals a deck in order: pile by pile, then the stock', () => {
    const deck = createDeck();
    const game = dealDeck(deck);
    expect(game.tableau[0]?.map(cardId)).toEqual(['heart-1']);
    expect(game.tableau[1]?.map(cardId)).toEqual(['heart-2', 'heart-3']);
    expect(game.stock[0] && cardId(game.stock[0])).toBe(cardId(deck[28]!));
  });

  it('the same seed always deals the same game', () => {
    expect(dealSeededGame(77)).toEqual(dealSeededGame(77));
    expect(dealSeededGame(77)).not.toEqual(dealSeededGame(78));
  });
});
