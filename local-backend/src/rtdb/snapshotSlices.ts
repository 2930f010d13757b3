import type { PathKeys } from './databasePath';
import { isJsonObject, type JsonValue } from './jsonValue';

/** Subtrees this many keys below the root are serialized whole, each in one go. */
export const SLICE_DEPTH = 2;
/** The serializer gives the event loop a turn after working this long. */
export const SLICE_BUDGET_MS = 8;
/** The output buffer's size when no better guess is given. */
const FIRST_OUTPUT_BYTES = 64 * 1024;

export interface SliceOptions {
  /** Lets the event loop run (writes are applied meanwhile); default: the next turn (setImmediate). */
  readonly giveTurn?: () => Promise<void>;
  readonly budgetMs?: number;
  /** About how large the result will be (the last data file's size): the output is sized to it. */
  readonly expectedBytes?: number;
}

/**
 * The tree as JSON, read one slice at a time (each subtree `SLICE_DEPTH` keys down is serialized whole)
 * with turns of the event loop between slices, so writes go on while a large tree is saved. The slices
 * are read at different moments, so the result is no single moment's tree; it is only ever used
 * together with the change log started before the first slice was read (see DataFilePersistence).
 * Objects whose children all went away meanwhile are left out, as the tree never keeps empty objects.
 * Each slice's text goes straight into one growing buffer, so that little is left for the garbage
 * collector (with a tree of hundreds of MB in memory, each full collection holds the event loop).
 */
export async function serializeInSlices(
  valueAt: (keys: PathKeys) => JsonValue,
  options: SliceOptions = {},
): Promise<Buffer> {
  const giveTurn = options.giveTurn ?? nextTurn;
  const budgetMs = options.budgetMs ?? SLICE_BUDGET_MS;
  const output = new GrowingBuffer(Math.ceil((options.expectedBytes ?? 0) * 1.25));
  let turnStartedAt = performance.now();
  /** Appends the value at `keys` to the output; false (nothing appended) when there is none. */
  const append = async (keys: string[]): Promise<boolean> => {
    const value = valueAt(keys);
    if (value === null) return false;
    if (keys.length >= SLICE_DEPTH || !isJsonObject(value)) {
      output.write(JSON.stringify(value));
      return true;
    }
    let children = 0;
    for (const key of Object.keys(value)) {
      if (performance.now() - turnStartedAt >= budgetMs) {
        await giveTurn();
        turnStartedAt = performance.now();
      }
      const mark = output.length;
      output.write(`${children === 0 ? '{' : ','}${JSON.stringify(key)}:`);
      if (await append([...keys, key])) children += 1;
      else output.length = mark;
    }
    if (children === 0) return false;
    output.write('}');
    return true;
  };
  if (!(await append([]))) output.write('null');
  return output.contents();
}

/** UTF-8 text appended to one buffer, doubled when full; `length` can be set back to undo appends. */
class GrowingBuffer {
  private buffer: Buffer;
  length = 0;

  constructor(initialBytes: number) {
    this.buffer = Buffer.allocUnsafe(Math.max(initialBytes, FIRST_OUTPUT_BYTES));
  }

  write(text: string): void {
    // A UTF-16 code unit takes at most 3 bytes in UTF-8.
    const needed = this.length + text.length * 3;
    if (needed > this.buffer.length) {
      const larger = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(larger, 0, 0, this.length);
      this.buffer = larger;
    }
    this.length += this.buffer.write(text, this.length, 'utf8');
  }

  /** The text written (sharing the buffer's memory). */
  contents(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
