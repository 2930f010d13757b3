/**
 * A small seeded pseudo-random generator (mulberry32), written by hand on purpose: the same seed must
 * give the same sequence everywhere (unit tests, the browser tests' `?baralho=` deal, the computer's
 * choice in Jogo do Galo under `?sorte=`), and Math.random cannot be seeded.
 * Returns numbers in [0, 1), like Math.random.
 */
export type RandomSource = () => number;

export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, limit) drawn from the source. */
export function randomIndex(random: RandomSource, limit: number): number {
  return Math.min(limit - 1, Math.floor(random() * limit));
}

/** A fresh 32-bit seed, for a new random game. */
export function randomSeed(random: RandomSource = Math.random): number {
  return Math.floor(random() * 4294967296) >>> 0;
}
