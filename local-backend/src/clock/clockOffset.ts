/**
 * Reads a clock offset written by a person: a number of milliseconds (`7200000`) or a number with a
 * unit (`90s`, `45m`, `2h`, `1d`, also negative: `-30m`). Used for the AMPARO_CLOCK_OFFSET variable and
 * the clock endpoint of the local Realtime Database.
 */
const units: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};
const pattern = /^\s*([+-]?\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/;

/** Milliseconds, or null when `text` is not a duration. */
export function parseClockOffset(text: string | number): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? Math.round(text) : null;
  const match = pattern.exec(text);
  if (match === null || match[1] === undefined) return null;
  return Math.round(Number(match[1]) * (units[match[2] ?? 'ms'] as number));
}

/** The environment variable that starts the local services with a moved clock. */
export const clockOffsetVariable = 'AMPARO_CLOCK_OFFSET';

/** The offset of AMPARO_CLOCK_OFFSET (0 when unset); throws on a value that is not a duration. */
export function clockOffsetFromEnvironment(env: NodeJS.ProcessEnv): number {
  const text = env[clockOffsetVariable];
  if (text === undefined || text.trim() === '') return 0;
  const offset = parseClockOffset(text);
  if (offset === null)
    throw new Error(`${clockOffsetVariable}=${text} is not a duration (e.g. 7200000, 90m, 2h)`);
  return offset;
}
