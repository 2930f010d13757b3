/**
 * The device the mobile profile stands for, and the CPU slowdown that makes this machine behave like it.
 *
 * Lighthouse slows the CPU by a multiplier of the machine it runs on, so the same multiplier means a
 * different device on a different machine. Lighthouse measures the machine at the start of every run,
 * `lhr.environment.benchmarkIndex` (node_modules/lighthouse/core/lib/page-functions.js,
 * computeBenchmarkIndex: iterations per second of a string-building and an array-copying loop), and
 * that file gives the classes as of Chrome m86: 1000+ a desktop-class device, 800+ a high-end Android
 * phone, 125+ a mid-tier Android phone (Moto G4), under 125 a budget phone.
 * node_modules/lighthouse/core/gather/driver/environment.js warns under 1000
 * (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD) that the machine is slower than the default 4× expects, and
 * points to Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown", not shipped in the npm
 * package): the default 4× takes a typical high-end desktop into the mid-tier mobile bracket, and
 * from a high-end desktop a low-end mobile needs 10× (5–20×).
 *
 * The class here is the association's tablets: inexpensive Android tablets, the low tier. Its target
 * index is the one Chrome DevTools calibrates its "low-tier mobile" CPU preset to
 * (front_end/panels/mobile_throttling/CalibrationController.ts: `lowScore = 264`, a Moto G Power
 * 2022; its "mid-tier mobile" is `midScore = 1000`, a Pixel 5). The Moto G Power 2022 is also the
 * device whose user agent Lighthouse's mobile profile emulates (node_modules/lighthouse/core/config/
 * constants.js, MOTOG4_USERAGENT: 'moto g power (2022)'), and 264 sits at the bottom of page-functions.js's mid-tier band.
 * DevTools, like this bench, divides the machine's index by the target's: a machine at 1320 runs as
 * the tablet when slowed 5×.
 */
export interface DeviceClass {
  readonly name: string;
  readonly targetBenchmarkIndex: number;
  readonly source: string;
}

export const lowTierTablet: DeviceClass = {
  name: 'low-tier Android tablet',
  targetBenchmarkIndex: 264,
  source:
    "Chrome DevTools' low-tier mobile CPU calibration (a Moto G Power 2022, the device Lighthouse's mobile profile emulates); Lighthouse's benchmarkIndex classes in node_modules/lighthouse/core/lib/page-functions.js",
};

/**
 * The multipliers the bench accepts: never faster than the machine itself, and at most the top of
 * Lighthouse's docs' range for a high-end desktop standing for a low-end mobile (20×).
 */
export const multiplierBounds = { min: 1, max: 20 } as const;

export interface CpuMultiplierChoice {
  readonly measuredBenchmarkIndex: number;
  readonly targetBenchmarkIndex: number;
  /** measured / target, before rounding and clamping. */
  readonly ratio: number;
  /** The multiplier used: the ratio to one decimal, within the bounds. */
  readonly multiplier: number;
  /**
   * Why the multiplier is not the ratio: `slower-than-class` (this machine is already slower than
   * the class: the figures are pessimistic), `capped` (faster than the bounds allow: optimistic).
   */
  readonly clamped: 'slower-than-class' | 'capped' | null;
}

/** The CPU slowdown that takes a machine measured at `measured` to the class's index. */
export function chooseCpuMultiplier(
  measured: number,
  targetBenchmarkIndex: number = lowTierTablet.targetBenchmarkIndex,
  bounds: { readonly min: number; readonly max: number } = multiplierBounds,
): CpuMultiplierChoice {
  if (!(measured > 0) || !Number.isFinite(measured))
    throw new Error(`no benchmarkIndex to calibrate from (${measured})`);
  if (!(targetBenchmarkIndex > 0)) throw new Error('the target benchmarkIndex must be positive');
  const ratio = measured / targetBenchmarkIndex;
  const rounded = Math.round(ratio * 10) / 10;
  const clamped =
    rounded < bounds.min ? 'slower-than-class' : rounded > bounds.max ? 'capped' : null;
  const multiplier = Math.min(bounds.max, Math.max(bounds.min, rounded));
  return { measuredBenchmarkIndex: measured, targetBenchmarkIndex, ratio, multiplier, clamped };
}
