/**
 * The local backend's write-rate bench (local-backend/bench/writeRate.ts, bench/results/write-rate.json):
 * the database served alone, empty and with a year of data for 300 people, written by a person's SDK
 * client under the product's rules and without them. Read tolerantly: what it does not hold is null.
 */
export interface AgedOverEmpty {
  /** Aged writes/s over empty writes/s, one write at a time. */
  readonly sequential: number;
  /** The same with many writes in flight. */
  readonly pipelined: number;
}

export interface WriteRateBenchFigures {
  readonly measuredAt: string;
  readonly underRules: AgedOverEmpty | null;
  readonly withoutRules: AgedOverEmpty | null;
}

export const writeRateBenchFile = 'write-rate.json';

function ratiosOf(value: unknown): AgedOverEmpty | null {
  const { sequential, pipelined } = (value ?? {}) as { sequential?: unknown; pipelined?: unknown };
  return typeof sequential === 'number' && typeof pipelined === 'number'
    ? { sequential, pipelined }
    : null;
}

export function readWriteRateBench(json: unknown): WriteRateBenchFigures | null {
  if (json === null || typeof json !== 'object') return null;
  const { measuredAt, agedOverEmpty } = json as { measuredAt?: unknown; agedOverEmpty?: unknown };
  if (typeof measuredAt !== 'string' || agedOverEmpty === null || typeof agedOverEmpty !== 'object')
    return null;
  const { underRules, withoutRules } = agedOverEmpty as {
    underRules?: unknown;
    withoutRules?: unknown;
  };
  const figures = {
    measuredAt,
    underRules: ratiosOf(underRules),
    withoutRules: ratiosOf(withoutRules),
  };
  return figures.underRules === null && figures.withoutRules === null ? null : figures;
}
