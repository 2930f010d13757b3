import { bisectThrottlingRate } from '../../../bench/lighthouse/throttlingBisect';

/** A machine whose slowed score is `unslowed / rate ** power` (power 1: exactly in proportion). */
const machine = (unslowed: number, power: number) => async (rate: number) =>
  unslowed / rate ** power;

describe('bisectThrottlingRate: the slowdown at which the benchmark scores like the class', () => {
  it.each<[string, number, number, number, number]>([
    // [case, unslowed, power, rate found within, of]
    ['a machine slowing in proportion: the ratio of the indexes', 3300, 1, 12.5, 0.5],
    ['a machine slowing more than in proportion: less than the ratio', 3300, 1.05, 11, 0.5],
    ['a machine slowing less than in proportion: more than the ratio', 3300, 0.95, 14.3, 0.7],
    ['a machine only a little faster than the class', 300, 1, 1.14, 0.05],
  ])('%s', async (_case, unslowed, power, expected, within) => {
    const found = await bisectThrottlingRate({
      target: 264,
      unslowed,
      scoreAt: machine(unslowed, power),
    });
    expect(Math.abs(found.rate - expected)).toBeLessThanOrEqual(within);
    const last = found.steps.at(-1);
    expect(last?.rate).toBe(found.rate);
    expect(Math.abs((last?.score ?? 0) - 264)).toBeLessThan(10);
    expect(found.steps.length).toBeLessThanOrEqual(8);
  });

  it('does not slow a machine already slower than the class', async () => {
    const scoreAt = jest.fn(async () => 100);
    expect(await bisectThrottlingRate({ target: 264, unslowed: 200, scoreAt })).toEqual({
      rate: 1,
      steps: [],
    });
    expect(scoreAt).not.toHaveBeenCalled();
  });

  it('stops after the most steps allowed, with the last rate tried', async () => {
    // A noisy machine that never comes close: the search still ends.
    const found = await bisectThrottlingRate({
      target: 264,
      unslowed: 3300,
      scoreAt: async (rate) => (rate > 10 ? 100 : 400),
      maxSteps: 5,
    });
    expect(found.steps).toHaveLength(5);
    expect(found.rate).toBe(found.steps[4]?.rate);
  });

  it('refuses indexes that are not positive', async () => {
    await expect(
      bisectThrottlingRate({ target: 0, unslowed: 3300, scoreAt: async () => 1 }),
    ).rejects.toThrow('positive');
  });
});
