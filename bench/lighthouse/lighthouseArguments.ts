/**
 * The Lighthouse part's command line (scripts/bench.mjs passes its own arguments through):
 * `--runs <n>` per screen, profile and throttling method (default 5), `--max-load <x>` the 1-minute
 * load average a run may start under (default the cores × 0.75), `--load-wait <s>` the longest wait
 * for it before one run (default 60) and `--load-wait-total <s>` over the whole session (default 600),
 * `--retries <n>` repeats of a run whose benchmarkIndex is low (default 2), `--calibration-runs <n>`
 * the runs that measure this machine before the multiplier is chosen (default 5), and
 * `--cpu-multiplier <x>` to impose a CPU slowdown instead of choosing it; `--service-worker` adds a row:
 * home's returning visit with the service worker in control (mobile profile). Words it does not know are
 * handed back in `rest` (the full bench passes them on to the aged association's bench).
 */
export interface LighthouseArguments {
  readonly runs: number;
  readonly maxLoad: number;
  readonly loadWaitMs: number;
  readonly loadWaitTotalMs: number;
  readonly retries: number;
  readonly calibrationRuns: number;
  /** A CPU slowdown imposed on the mobile profile; null: chosen from the calibration runs. */
  readonly cpuMultiplier: number | null;
  /** Also measure home's returning visit with the service worker in control of the page. */
  readonly serviceWorker: boolean;
}

/** The share of the cores the 1-minute load average must stay under for a run to start. */
export const defaultLoadShare = 0.75;

export function defaultLighthouseArguments(cores: number): LighthouseArguments {
  return {
    runs: 5,
    maxLoad: Math.max(1, cores) * defaultLoadShare,
    loadWaitMs: 60_000,
    loadWaitTotalMs: 600_000,
    retries: 2,
    calibrationRuns: 5,
    cpuMultiplier: null,
    serviceWorker: false,
  };
}

export function parseLighthouseArguments(
  argv: readonly string[],
  cores: number,
): { args: LighthouseArguments; rest: string[] } | { problem: string } {
  let args = defaultLighthouseArguments(cores);
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] as string;
    const number = (minimum: number, whole: boolean): number | { problem: string } => {
      const text = argv[index + 1];
      index += 1;
      const value = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
      const fits =
        Number.isFinite(value) && value >= minimum && (!whole || Number.isInteger(value));
      return fits
        ? value
        : { problem: `${word} needs a ${whole ? 'whole ' : ''}number ≥ ${minimum}` };
    };
    let value: number | { problem: string };
    switch (word) {
      case '--runs':
        value = number(1, true);
        if (typeof value !== 'number') return value;
        args = { ...args, runs: value };
        break;
      case '--max-load':
        value = number(0.01, false);
        if (typeof value !== 'number') return value;
        args = { ...args, maxLoad: value };
        break;
      case '--load-wait':
        value = number(0, false);
        if (typeof value !== 'number') return value;
        args = { ...args, loadWaitMs: value * 1000 };
        break;
      case '--load-wait-total':
        value = number(0, false);
        if (typeof value !== 'number') return value;
        args = { ...args, loadWaitTotalMs: value * 1000 };
        break;
      case '--retries':
        value = number(0, true);
        if (typeof value !== 'number') return value;
        args = { ...args, retries: value };
        break;
      case '--calibration-runs':
        value = number(1, true);
        if (typeof value !== 'number') return value;
        args = { ...args, calibrationRuns: value };
        break;
      case '--cpu-multiplier':
        value = number(1, false);
        if (typeof value !== 'number') return value;
        args = { ...args, cpuMultiplier: value };
        break;
      case '--service-worker':
        args = { ...args, serviceWorker: true };
        break;
      default:
        rest.push(word);
    }
  }
  return { args, rest };
}
