/** The median and range of a bench's runs; runs that did not finish (null) are counted apart. */
export interface RunSummary {
  readonly median: number | null;
  readonly min: number | null;
  readonly max: number | null;
  /** Runs with a value. */
  readonly runs: number;
  /** Runs that did not finish (timed out). */
  readonly unfinished: number;
}

export function summariseRuns(values: readonly (number | null)[]): RunSummary {
  const finished = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  const unfinished = values.length - finished.length;
  if (finished.length === 0) return { median: null, min: null, max: null, runs: 0, unfinished };
  const middle = Math.floor(finished.length / 2);
  const median =
    finished.length % 2 === 1
      ? (finished[middle] as number)
      : ((finished[middle - 1] as number) + (finished[middle] as number)) / 2;
  return {
    median,
    min: finished[0] as number,
    max: finished[finished.length - 1] as number,
    runs: finished.length,
    unfinished,
  };
}

/** How much longer the larger console takes: the two medians' ratio, or null when either is missing. */
export function growthRatio(large: RunSummary, small: RunSummary): number | null {
  if (large.median === null || small.median === null || small.median === 0) return null;
  return large.median / small.median;
}
