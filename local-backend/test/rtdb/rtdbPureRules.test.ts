import { keyError, mergeError, valueError } from '../../src/rtdb/dataValidation';
import { DataTree } from '../../src/rtdb/dataTree';
import { FrameAssembler, framesOf } from '../../src/rtdb/framing';
import { compareKeys, MAX_NAME, MIN_NAME } from '../../src/rtdb/keyOrder';
import { hashOfValue, numberAsIeee754Hex } from '../../src/rtdb/nodeHash';
import { compareValues, evaluateQuery } from '../../src/rtdb/queryEvaluation';
import { checkCredential } from '../../src/rtdb/authToken';
import { normalizeValue } from '../../src/rtdb/valueNormalization';
import { unsignedToken } from './rawProtocolClient';

describe('key order (the SDK nameCompare)', () => {
  it.each([
    ['1', '2', -1],
    ['2', '10', -1],
    ['10', 'a', -1],
    ['-5', '3', -1],
    ['007', '7', 1],
    ['a', 'b', -1],
    ['B', 'a', -1],
    ['2147483648', '9', 1], // beyond int32: compared as a string, after integers
    [MIN_NAME, '0', -1],
    ['zzz', MAX_NAME, -1],
    ['x', 'x', 0],
  ])('compareKeys(%j, %j) has the sign of %i', (a, b, sign) => {
    expect(Math.sign(compareKeys(a, b))).toBe(sign);
  });
});

describe('value order (the SDK node compareTo)', () => {
  it.each([
    [null, false, -1],
    [false, true, -1],
    [true, 0, -1],
    [-1, 2, -1],
    [100, 'a', -1],
    ['a', 'b', -1],
    ['z', { a: 1 }, -1],
    [{ a: 1 }, { b: 2 }, 0],
    [3, 3, 0],
  ])('compareValues(%j, %j) has the sign of %i', (a, b, sign) => {
    expect(Math.sign(compareValues(a, b))).toBe(sign);
  });
});

describe('query evaluation', () => {
  const people = {
    a: { age: 30 },
    b: { age: 10 },
    c: { age: 30 },
    d: { name: 'no age' },
    e: { age: 'old' },
  };
  it.each([
    ['limit first by child', { i: 'age', l: 2, vf: 'l' as const }, ['d', 'b']],
    ['limit last by child', { i: 'age', l: 2, vf: 'r' as const }, ['c', 'e']],
    ['equalTo 30 by child', { i: 'age', sp: 30, sin: true, ep: 30, ein: true }, ['a', 'c']],
    ['startAt 30 with name c', { i: 'age', sp: 30, sn: 'c', sin: true }, ['c', 'e']],
    [
      'startAfter 10 (name MAX_NAME)',
      { i: 'age', sp: 10, sn: MAX_NAME, sin: false, ep: 30, ein: true },
      ['a', 'c'],
    ],
    ['by key range', { i: '.key', sp: 'b', sin: true, ep: 'c', ein: true }, ['b', 'c']],
    ['by key, exclusive end', { i: '.key', ep: 'c', ein: false }, ['a', 'b']],
  ])('%s', (_name, query, keys) => {
    expect(Object.keys((evaluateQuery(people, query) ?? {}) as object).sort(compareKeys)).toEqual(
      [...keys].sort(compareKeys),
    );
  });

  it('returns null for a leaf or when nothing matches', () => {
    expect(evaluateQuery('leaf', { l: 1, vf: 'l' })).toBeNull();
    expect(evaluateQuery(people, { i: 'age', sp: 'zzz', sin: true })).toBeNull();
  });
});

describe('validation of client data', () => {
  it.each(['', 'a.b', 'a#b', 'a$b', 'a/b', 'a[b', 'a]b', 'tab\there', 'x'.repeat(769)])(
    'refuses the key %j',
    (key) => {
      expect(keyError(key)).not.toBeNull();
    },
  );

  it.each(['a', 'Newdata_abc', 'ção', '-Nx12', '0'])('accepts the key %j', (key) => {
    expect(keyError(key)).toBeNull();
  });

  it.each([
    [{ a: { 'b.c': 1 } }, /Invalid key \(b\.c\)/],
    [{ a: undefined }, /undefined/],
    [{ '.value': 1, other: 2 }, /\.value/],
    ['x'.repeat(10485761), /greater than 10485760 utf8 bytes/],
    [Number.NaN, /NaN/],
  ])('refuses the value %#', (value, message) => {
    expect(valueError(value)).toMatch(message);
  });

  it('accepts server values, .value/.priority wrappers and the largest string', () => {
    expect(
      valueError({
        at: { '.sv': 'timestamp' },
        n: { '.value': 1, '.priority': 2 },
        s: 'é'.repeat(5242880),
      }),
    ).toBeNull();
  });

  it('checks the paths of a multi-path update', () => {
    expect(mergeError({ 'a/b': 1, c: null })).toBeNull();
    expect(mergeError({ 'a/b#': 1 })).toMatch(/Invalid key/);
    expect(mergeError(['not', 'an', 'object'])).toMatch(/object/);
  });
});

describe('normalization of written values', () => {
  it.each([
    [{ a: null, b: {} }, null, null],
    [['x', null, 'z'], null, { 0: 'x', 2: 'z' }],
    [{ '.value': 5, '.priority': 1 }, null, 5],
    [{ n: { '.sv': { increment: 2 } } }, { n: 40 }, { n: 42 }],
    [{ '.sv': { increment: 2 } }, 'not a number', 2],
    [{ t: { '.sv': 'timestamp' } }, null, { t: 1234 }],
  ])('normalizes %j over %j', (value, existing, expected) => {
    expect(normalizeValue(value, existing, 1234)).toEqual(expected);
  });
});

describe('data tree', () => {
  it('creates parents on write and prunes empty ones on removal', () => {
    const tree = new DataTree({ keep: 1 });
    tree.setAt(['a', 'b', 'c'], 'deep');
    expect(tree.valueAt(['a', 'b'])).toEqual({ c: 'deep' });
    tree.setAt(['a', 'b', 'c'], null);
    expect(tree.toJSON()).toEqual({ keep: 1 });
    tree.setAt(['keep'], null);
    expect(tree.toJSON()).toBeNull();
    tree.setAt(['leaf'], 1);
    tree.setAt(['leaf', 'child'], 2);
    expect(tree.toJSON()).toEqual({ leaf: { child: 2 } });
  });
});

describe('SDK hash', () => {
  it.each([0, 1, -1, 0.1, 1.5, 2 ** 53, 1e300, 5e-324, -1e-200, 123456789.123])(
    'encodes %p as its IEEE 754 bytes',
    (value) => {
      const view = new DataView(new ArrayBuffer(8));
      view.setFloat64(0, value);
      const expected = Array.from(new Uint8Array(view.buffer), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');
      expect(numberAsIeee754Hex(value)).toBe(expected);
    },
  );

  it("keeps the SDK's own encoding where it departs from the exact bytes (tiny normal numbers)", () => {
    // Below about 2e-293, 2^(52 - exponent) overflows to Infinity in the SDK's doubleToIEEE754String; clients hash so.
    expect(numberAsIeee754Hex(-2.5e-308)).toBe('8010000000000000');
  });

  it('hashes empty values as the empty string and ignores key insertion order', () => {
    expect(hashOfValue(null)).toBe('');
    expect(hashOfValue({ b: 1, a: 'x', 10: true })).toBe(hashOfValue({ 10: true, a: 'x', b: 1 }));
    expect(hashOfValue({ a: 1 })).not.toBe(hashOfValue({ a: '1' }));
  });
});

describe('framing', () => {
  it('joins frames announced by a count, ignores keepalives, and refuses oversized messages', () => {
    const assembler = new FrameAssembler(10);
    expect(assembler.accept('0')).toBeNull();
    expect(assembler.accept('2')).toBeNull();
    expect(assembler.accept('{"a"')).toBeNull();
    expect(assembler.accept(':1}')).toBe('{"a":1}');
    expect(assembler.accept('{}')).toBe('{}');
    expect(assembler.accept('{"a":"0123456789"}')).toEqual({
      oversized: true,
      chars: 18,
      head: '{"a":"0123456789"}',
    });
  });

  it('drops the frames of an oversized message as they come, reports it once complete, and carries on', () => {
    const assembler = new FrameAssembler(10);
    expect(assembler.accept('3')).toBeNull();
    expect(assembler.accept('{"r":7,')).toBeNull();
    expect(assembler.accept('"x":"01234')).toBeNull();
    expect(assembler.accept('56789"}')).toEqual({ oversized: true, chars: 24, head: '{"r":7,' });
    expect(assembler.accept('2')).toBeNull();
    expect(assembler.accept('{"b"')).toBeNull();
    expect(assembler.accept(':2}')).toBe('{"b":2}');
  });

  it('splits long messages into counted frames of at most 16384 characters', () => {
    const frames = framesOf('x'.repeat(16384 * 2 + 1));
    expect(frames[0]).toBe('3');
    expect(frames.slice(1).map((frame) => frame.length)).toEqual([16384, 16384, 1]);
    expect(framesOf('short')).toEqual(['short']);
  });
});

describe('credentials', () => {
  it.each([
    [unsignedToken({ user_id: 'alice' }), 'alice'],
    [unsignedToken({ sub: 'bob' }), 'bob'],
  ])('reads the uid of an unsigned JWT %#', (token, uid) => {
    expect(checkCredential(token, Date.now())).toMatchObject({
      ok: true,
      identity: { kind: 'user', auth: { uid } },
    });
  });

  it('treats "owner" as the admin and refuses unreadable tokens', () => {
    const now = Date.now();
    expect(checkCredential('owner', now)).toEqual({ ok: true, identity: { kind: 'admin' } });
    expect(checkCredential('garbage', now)).toMatchObject({ ok: false, status: 'invalid_token' });
    expect(checkCredential(unsignedToken({ email: 'no uid' }), now)).toMatchObject({
      ok: false,
      status: 'invalid_token',
    });
  });

  it('refuses a token past its exp by the given clock, and one without exp, but not the SDK mock token (iat 0)', () => {
    const now = Date.UTC(2030, 0, 1);
    const exp = Math.floor(now / 1000);
    expect(checkCredential(unsignedToken({ user_id: 'alice', iat: exp - 3600, exp }), now)).toEqual(
      {
        ok: false,
        status: 'expired_token',
        reason: 'Auth token is expired.',
      },
    );
    expect(
      checkCredential(unsignedToken({ user_id: 'alice', iat: exp - 3600, exp: exp + 1 }), now),
    ).toMatchObject({
      ok: true,
      identity: { expiresAtMs: (exp + 1) * 1000 },
    });
    expect(
      checkCredential(unsignedToken({ user_id: 'alice', iat: 978_303_600, exp: 978_307_200 }), now),
    ).toMatchObject({ status: 'expired_token' });
    expect(checkCredential(unsignedToken({ user_id: 'alice', exp: 'soon' }), now)).toMatchObject({
      status: 'invalid_token',
    });
    expect(
      checkCredential(unsignedToken({ user_id: 'alice', iat: 0, exp: 3600 }), now),
    ).toMatchObject({
      ok: true,
      identity: { expiresAtMs: null },
    });
  });
});
