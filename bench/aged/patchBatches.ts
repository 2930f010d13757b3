/**
 * Multi-path updates cut to fit the database's limit on one write: paths and values are gathered, in
 * order, into request bodies of at most `maxBytes` of JSON each. Lazy, so a large association is never
 * held in memory as a whole.
 */
export type RootEntry = readonly [path: string, value: unknown];

/** The bytes one entry adds to a body: `"path":value,`. */
export function entryBytes([path, value]: RootEntry): number {
  return Buffer.byteLength(JSON.stringify(path)) + 1 + Buffer.byteLength(JSON.stringify(value)) + 1;
}

export function* patchBatches(
  entries: Iterable<RootEntry>,
  maxBytes: number,
): Generator<Record<string, unknown>> {
  let batch: Record<string, unknown> = {};
  let bytes = 2;
  let count = 0;
  for (const entry of entries) {
    const size = entryBytes(entry);
    if (size + 2 > maxBytes)
      throw new Error(`one value of ${size} bytes is larger than a write may be (${maxBytes})`);
    if (count > 0 && bytes + size > maxBytes) {
      yield batch;
      batch = {};
      bytes = 2;
      count = 0;
    }
    batch[entry[0]] = entry[1];
    bytes += size;
    count += 1;
  }
  if (count > 0) yield batch;
}
