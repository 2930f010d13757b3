import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayChangeLog } from '../../src/rtdb/changeLogReplay';
import { DataTree } from '../../src/rtdb/dataTree';
import type { JsonValue } from '../../src/rtdb/jsonValue';
import {
  applyChange,
  changeLine,
  parseChangeLine,
  type PersistedChange,
} from '../../src/rtdb/persistedChange';
import { serializeInSlices } from '../../src/rtdb/snapshotSlices';
import { normalizeValue } from '../../src/rtdb/valueNormalization';

// The change log's lines, their replay, and why replaying them over a newer data file is safe.

const tooDeep = JSON.stringify({
  set: 'a',
  value: JSON.parse(`${'{"k":'.repeat(33)}1${'}'.repeat(33)}`) as JsonValue,
});

describe('change log lines', () => {
  it.each<[string, string, PersistedChange | { problem: RegExp }]>([
    ['a set', '{"set":"a/b","value":{"x":1}}', { set: 'a/b', value: { x: 1 } }],
    ['a removal', '{"set":"a","value":null}', { set: 'a', value: null }],
    ['a set at the root', '{"set":"","value":"tudo"}', { set: '', value: 'tudo' }],
    [
      'a merge',
      '{"merge":"a","children":{"b/c":1,"d":null}}',
      { merge: 'a', children: { 'b/c': 1, d: null } },
    ],
    [
      'an array, stored as the database stores it',
      '{"set":"a","value":[1,2]}',
      { set: 'a', value: { 0: 1, 1: 2 } },
    ],
    ['a cut-off line', '{"set":"a","val', { problem: /not valid JSON/ }],
    ['zero bytes left by a crash', '\u0000\u0000\u0000', { problem: /not valid JSON/ }],
    ['another object', '{"put":"a","value":1}', { problem: /not a change/ }],
    ['a set with an extra member', '{"set":"a","value":1,"x":2}', { problem: /not a change/ }],
    ['an invalid key', '{"set":"a.b","value":1}', { problem: /Invalid path/ }],
    ['an invalid child key', '{"merge":"a","children":{"b#":1}}', { problem: /Invalid key/ }],
    ['data deeper than 32 levels', tooDeep, { problem: /Data too deep/ }],
  ])('%s', (_name, line, expected) => {
    const parsed = parseChangeLine(line);
    if ('problem' in expected)
      expect(parsed).toEqual({ problem: expect.stringMatching(expected.problem) });
    else expect(parsed).toEqual(expected);
  });

  it('reads back what it writes', () => {
    const change: PersistedChange = {
      merge: 'x/y',
      children: { 'a/b': 'olá "aspas"', c: { d: 1 } },
    };
    expect(parseChangeLine(changeLine(change))).toEqual(change);
  });
});

describe('replaying a change log file', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'amparo-replay-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const replay = (name: string, text: string) => {
    const file = join(folder, name);
    writeFileSync(file, text);
    const tree = new DataTree({ keep: 1 });
    const result = replayChangeLog(file, (change) => applyChange(tree, change));
    return { result, data: tree.toJSON(), file };
  };

  it('applies every line in order', () => {
    const { result, data } = replay(
      'ordered.log',
      '{"set":"a","value":1}\n{"set":"a","value":2}\n{"merge":"","children":{"b/c":3,"keep":null}}\n',
    );
    expect(result).toEqual({ changes: 3, tornLines: 0 });
    expect(data).toEqual({ a: 2, b: { c: 3 } });
  });

  it.each([
    ['a line cut off', '{"set":"a","value":1}\n{"set":"b","val'],
    ['zero bytes', '{"set":"a","value":1}\n\u0000\u0000\u0000\u0000'],
    ['a group cut off in its second line', '{"set":"a","value":1}\n{"set":"b"\n{"se'],
  ])('skips the last group when a crash cut it off: %s', (_name, text) => {
    const { result, data } = replay('torn.log', text);
    expect(result.changes).toBe(1);
    expect(result.tornLines).toBeGreaterThan(0);
    expect(data).toEqual({ keep: 1, a: 1 });
  });

  it('refuses a file with a bad line before saved changes, naming the file and the line', () => {
    const file = join(folder, 'damaged.log');
    writeFileSync(file, '{"set":"a","value":1}\n\n{"set":"b",}\n{"set":"c","value":3}\n');
    expect(() => replayChangeLog(file, () => undefined)).toThrow(
      `The Realtime Database change log ${file} is damaged at line 3 (not valid JSON)`,
    );
  });

  it('an empty file changes nothing', () => {
    expect(replay('empty.log', '').result).toEqual({ changes: 0, tornLines: 0 });
  });
});

// Random data and changes over a few short keys, so that paths often meet.
const key = fc.constantFrom('a', 'b', 'c');
const path = fc.array(key, { maxLength: 3 }).map((keys) => keys.join('/'));
const leaf = fc.oneof(fc.integer({ min: 0, max: 9 }), fc.constantFrom('x', 'y'), fc.boolean());
const value: fc.Arbitrary<JsonValue> = fc
  .letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.constant(null),
      fc.dictionary(key, tie('node'), { maxKeys: 3 }),
    ),
  }))
  .node.map((raw) => normalizeValue(raw, null, 0));
const change: fc.Arbitrary<PersistedChange> = fc.oneof(
  fc.record({ set: path, value }),
  fc.record({
    merge: path,
    // Distinct first keys, as the SDK and the server allow no child path inside another.
    children: fc
      .dictionary(key, fc.tuple(fc.option(key, { nil: undefined }), value), {
        minKeys: 1,
        maxKeys: 3,
      })
      .map((entries) =>
        Object.fromEntries(
          Object.entries(entries).map(([first, [second, child]]) => [
            second === undefined ? first : `${first}/${second}`,
            child,
          ]),
        ),
      ),
  }),
);

/** A fresh tree after `changes` over `base`, values copied as the log's lines would give them. */
function replayed(base: JsonValue, changes: readonly PersistedChange[]): JsonValue {
  const tree = new DataTree(structuredClone(base));
  for (const each of changes) applyChange(tree, structuredClone(each));
  return tree.toJSON();
}

describe('serializing the tree slice by slice', () => {
  it('gives the JSON of the tree, however large, whatever its characters', async () => {
    const tree: JsonValue = {};
    for (let person = 0; person < 50; person += 1)
      tree[`Newdata_p${person}`] = {
        nome: `Conceição 🌼 ${person}`,
        tomas: Object.fromEntries(
          Array.from({ length: 200 }, (_, day) => [`d${day}`, { '0800': day, nota: 'ção' }]),
        ),
      };
    const serialized = await serializeInSlices((keys) => new DataTree(tree).valueAt(keys));
    expect(serialized.length).toBeGreaterThan(256 * 1024);
    expect(serialized.toString('utf8')).toBe(JSON.stringify(tree));
    expect((await serializeInSlices(() => null)).toString('utf8')).toBe('null');
  });
});

describe('replaying logged changes over newer data', () => {
  it('replaying changes over data that already holds them changes nothing', () => {
    fc.assert(
      fc.property(value, fc.array(change, { maxLength: 12 }), (base, changes) => {
        const once = replayed(base, changes);
        expect(replayed(once, changes)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });

  it('a data file read slice by slice while writes go on, with every change logged since the first slice, gives the latest data', async () => {
    await fc.assert(
      fc.asyncProperty(
        value,
        fc.array(change, { maxLength: 6 }),
        fc.array(change, { maxLength: 12 }),
        async (base, older, newer) => {
          // `older` is in the sealed log (and perhaps already in the data file), `newer` in the
          // next log: each is applied between two slices, the rest after the last one.
          const tree = new DataTree(replayed(base, older));
          const pending = [...newer];
          const applyNext = async () => {
            const next = pending.shift();
            if (next !== undefined) applyChange(tree, structuredClone(next));
          };
          const snapshot = await serializeInSlices((keys) => tree.valueAt(keys), {
            giveTurn: applyNext,
            budgetMs: 0,
          });
          while (pending.length > 0) await applyNext();
          const saved = JSON.parse(snapshot.toString('utf8')) as JsonValue;
          const latest = tree.toJSON();
          // A crash before the older log is removed replays both; after, only the newer one.
          expect(replayed(saved, [...older, ...newer])).toEqual(latest);
          expect(replayed(saved, newer)).toEqual(latest);
        },
      ),
      { numRuns: 500 },
    );
  });
});
