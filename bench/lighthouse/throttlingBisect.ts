/**
 * The DevTools-protocol CPU slowdown that makes this machine score like a device class on
 * Lighthouse's benchmark, found the way Chrome DevTools calibrates its CPU presets: a bisection
 * between no slowdown and half again the ratio of the indexes, each step scored by the benchmark run
 * in a page slowed by that rate, until a score is within a few points of the class's. DevTools does
 * this because a page slowed N× does not score exactly 1/N of the unslowed one; its calibration is
 * part of its user interface, with no API a bench can call, hence this short search here.
 *
 * Only the observed runs (`throttlingMethod: 'devtools'`) need it: Lighthouse's simulation multiplies
 * each task's time by its multiplier, so there the ratio of the indexes (deviceClass.ts) is the class.
 */
export interface BisectStep {
  readonly rate: number;
  readonly score: number;
}

export interface ThrottlingBisect {
  /** The rate found, to the hundredth (what the protocol keeps of a rate). */
  readonly rate: number;
  /** Every rate tried and its score, in order. */
  readonly steps: readonly BisectStep[];
}

export interface BisectOptions {
  /** The class's benchmarkIndex. */
  readonly target: number;
  /** This machine's, unslowed: the search's upper end is 1.5 × unslowed / target. */
  readonly unslowed: number;
  /** Scores the benchmark with the CPU slowed by `rate`. */
  readonly scoreAt: (rate: number) => Promise<number>;
  /** A score this close to the target ends the search (DevTools: 10). */
  readonly closeEnough?: number;
  /** At most this many middles are tried (DevTools: 8). */
  readonly maxSteps?: number;
}

const hundredths = (value: number): number => Math.round(value * 100) / 100;

export async function bisectThrottlingRate(options: BisectOptions): Promise<ThrottlingBisect> {
  const { target, unslowed, scoreAt, closeEnough = 10, maxSteps = 8 } = options;
  if (!(target > 0) || !(unslowed > 0)) throw new Error('the indexes must be positive');
  const steps: BisectStep[] = [];
  // This machine is already slower than the class: no slowdown.
  if (unslowed <= target) return { rate: 1, steps };
  let lower = 1;
  let upper = hundredths((unslowed / target) * 1.5);
  let rate = upper;
  for (let step = 0; step < maxSteps; step += 1) {
    rate = hundredths((lower + upper) / 2);
    const score = await scoreAt(rate);
    steps.push({ rate, score });
    if (Math.abs(target - score) < closeEnough) break;
    if (score < target) upper = rate;
    else lower = rate;
  }
  return { rate, steps };
}
