/**
 * The order of child keys used by the SDK (core/util/util.ts nameCompare): the sentinel names first and last,
 * then keys that read as 32-bit integers in numeric order, then the other keys as strings.
 */
export const MIN_NAME = '[MIN_NAME]';
export const MAX_NAME = '[MAX_NAME]';

const INTEGER_KEY = /^-?(0*)\d{1,10}$/;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

export function keyAsInteger(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const value = Number(key);
  return value >= INT32_MIN && value <= INT32_MAX ? value : null;
}

export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const aInt = keyAsInteger(a);
  const bInt = keyAsInteger(b);
  if (aInt !== null) {
    if (bInt === null) return -1;
    return aInt - bInt === 0 ? a.length - b.length : aInt - bInt;
  }
  if (bInt !== null) return 1;
  return a < b ? -1 : 1;
}
