import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DataTree } from '../../src/rtdb/dataTree';
import { normalizeValue } from '../../src/rtdb/valueNormalization';

// A dose taken at 10:00 is stored under the key '1000'. Objects with such a key, as the server builds
// them, take about as little memory as JSON.parse's (V8 would otherwise give each a store of a
// thousand slots, some 12 KB).

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Heap bytes each of `count` objects built by `build` keeps, one measure. */
function bytesEachOnce(count: number, build: (index: number) => unknown): number {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const kept = Array.from({ length: count }, (_, index) => build(index));
  collectGarbage();
  const bytes = (process.memoryUsage().heapUsed - before) / count;
  expect(kept).toHaveLength(count);
  return bytes;
}

/**
 * The median of three measures, never under 0: a collection can also free what the test runner left
 * (seen on Node 24: a baseline of -1.3 KB each), which one measure would subtract from the objects'.
 */
function bytesEach(count: number, build: (index: number) => unknown): number {
  const measures = [0, 1, 2].map(() => bytesEachOnce(count, build)).sort((a, b) => a - b);
  return Math.max(0, measures[1] ?? 0);
}

describe('objects with integer keys, as doses taken are stored', () => {
  const count = 5000;
  const parsed = bytesEach(count, (index) => JSON.parse(`{"1000":${index}}`) as unknown);

  it.each<[string, (index: number) => unknown]>([
    ['a written value, normalized', (index) => normalizeValue({ 1000: index }, null, 0)],
    [
      'a dose written at its own path',
      (index) => {
        const tree = new DataTree({ tomas: { '2026-11-25': { medicamento_1: { '0800': 1 } } } });
        tree.setAt(['tomas', '2026-11-25', 'medicamento_2', '1000'], index);
        return tree.toJSON();
      },
    ],
  ])('%s takes about as much memory as the same from JSON.parse', (_case, build) => {
    // JSON.parse's: a few hundred bytes; a store of slots would be some 12 KB each.
    expect(bytesEach(count, build)).toBeLessThan(parsed + 1500);
  });

  it('keeps the keys, their order and their values', () => {
    const value = { x: 1, 1000: 2, '0800': 3, 5: 4, 2359: { 1015: 5 } };
    const normalized = normalizeValue(value, null, 0);
    expect(JSON.stringify(normalized)).toBe(JSON.stringify(JSON.parse(JSON.stringify(value))));
    const tree = new DataTree(null);
    tree.setAt(['a', '1000'], 1);
    tree.setAt(['a', '0800'], 2);
    tree.setAt(['a', '64'], 3);
    expect(JSON.stringify(tree.toJSON())).toBe('{"a":{"64":3,"1000":1,"0800":2}}');
  });
});
