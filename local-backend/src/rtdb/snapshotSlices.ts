import type { PathKeys } from './databasePath';
import { isJsonObject, type JsonValue } from './jsonValue';

/** Subtrees this many keys below the root are serialized whole, each in one go. */
export const SLICE_DEPTH = 2;
/** The serializer gives the event loop a turn after working this long. */
export const SLICE_BUDGET_MS = 8;
/** The serialized slices are copied into one buffer this many bytes at a time, a turn between. */
const COPY_BYTES_PER_TURN = 4 * 1024 * 1024;

/**
 * The tree as JSON, read one slice at a time (each subtree `SLICE_DEPTH` keys down is serialized whole)
 * with turns of the event loop between slices, so writes go on while a large tree is saved. The slices
 * are read at different moments, so the result is no single moment's tree; it is only ever used
 * together with the change log started before the first slice was read (see DataFilePersistence).
 * Objects whose children all went away meanwhile are left out, as the tree never keeps empty objects.
 */
export async function serializeInSlices(
  valueAt: (keys: PathKeys) => JsonValue,
  giveTurn: () => Promise<void> = nextTurn,
  budgetMs = SLICE_BUDGET_MS,
): Promise<Buffer> {
  let turnStartedAt = performance.now();
  const parts: Buffer[] = [];
  /** Appends the value at `keys` to `parts`; false (nothing appended) when there is none. */
  const append = async (keys: string[]): Promise<boolean> => {
    const value = valueAt(keys);
    if (value === null) return false;
    if (keys.length >= SLICE_DEPTH || !isJsonObject(value)) {
      parts.push(Buffer.from(JSON.stringify(value), 'utf8'));
      return true;
    }
    let children = 0;
    for (const key of Object.keys(value)) {
      if (performance.now() - turnStartedAt >= budgetMs) {
        await giveTurn();
        turnStartedAt = performance.now();
      }
      const mark = parts.length;
      parts.push(Buffer.from(`${children === 0 ? '{' : ','}${JSON.stringify(key)}:`, 'utf8'));
      if (await append([...keys, key])) children += 1;
      else parts.length = mark;
    }
    if (children === 0) return false;
    parts.push(Buffer.from('}'));
    return true;
  };
  if (!(await append([]))) parts.push(Buffer.from('null'));
  return joinInTurns(parts, giveTurn);
}

/** Buffer.concat, with turns of the event loop between copies (copying 60 MB at once takes tens of ms). */
async function joinInTurns(
  parts: readonly Buffer[],
  giveTurn: () => Promise<void>,
): Promise<Buffer> {
  const joined = Buffer.allocUnsafe(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  let copiedThisTurn = 0;
  for (const part of parts) {
    if (copiedThisTurn >= COPY_BYTES_PER_TURN) {
      await giveTurn();
      copiedThisTurn = 0;
    }
    part.copy(joined, offset);
    offset += part.length;
    copiedThisTurn += part.length;
  }
  return joined;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
