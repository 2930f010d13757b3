import type { JsonObject, JsonValue } from './jsonValue';

/**
 * V8 keeps an object's integer-like keys ('1000': a dose taken at 10:00) apart, and the first one
 * below 1024 added to an object makes that store a plain array of as many slots: about 12 KB for
 * `{ "1000": … }`, against some 200 bytes for the same object from JSON.parse, which stores sparse
 * keys in a dictionary. A year of one daily dose at 10:00 for 300 people is 110,000 such objects,
 * over a gigabyte. Adding and removing the largest such key first turns the store into a dictionary
 * for good, so children are added through `setChild`.
 */
const LARGEST_INDEX = 4_294_967_294;
/** Smaller integer keys are left as they come: they are the dense ones of a stored array. */
const SPARSE_FROM = 64;

export function setChild(object: JsonObject, key: string, value: JsonValue): void {
  if (isSparseIndex(key)) {
    object[LARGEST_INDEX] = null;
    delete object[LARGEST_INDEX];
  }
  object[key] = value;
}

/** An integer key ('1000', not '0800') from SPARSE_FROM up. */
function isSparseIndex(key: string): boolean {
  const first = key.charCodeAt(0);
  if (key.length > 10 || first < 49 || first > 57) return false;
  for (let index = 1; index < key.length; index += 1) {
    const code = key.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  const value = Number(key);
  return value >= SPARSE_FROM && value < LARGEST_INDEX;
}
