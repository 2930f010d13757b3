const INTEGER_KEY = /^(0|-?[1-9]\d{0,9})$/;

/** The key as the database's 32-bit integer, or null when the database orders it as a string. */
export function integerOfKey(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const value = Number(key);
  return value >= -2147483648 && value <= 2147483647 ? value : null;
}

/** The database's key order: 32-bit integer keys first, numerically, then the rest as strings. */
export function compareKeys(a: string, b: string): number {
  const ia = integerOfKey(a);
  const ib = integerOfKey(b);
  if (ia !== null && ib !== null) return ia - ib;
  if (ia !== null) return -1;
  if (ib !== null) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
