import { createSeededRandom, randomIndex, randomSeed } from './seededRandom';

describe('createSeededRandom (mulberry32)', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it('gives different sequences for different seeds', () => {
    expect(createSeededRandom(1)()).not.toEqual(createSeededRandom(2)());
  });

  it('stays in [0, 1)', () => {
    const random = createSeededRandom(7);
    for (let i = 0; i < 1000; i += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it.each([
    [0, 3, 0],
    [0.5, 3, 1],
    [0.9999, 3, 2],
    [0.99999999999, 9, 8],
  ])('randomIndex of %p over %p is %p', (value, limit, expected) => {
    expect(randomIndex(() => value, limit)).toBe(expected);
  });

  it('randomSeed returns a 32-bit whole number', () => {
    expect(randomSeed(() => 0.5)).toBe(2147483648);
    expect(Number.isInteger(randomSeed())).toBe(true);
  });
});
