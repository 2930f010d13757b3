import {
  MAX_STRING_BYTES,
  isValidKey,
  utf8ByteLength,
  validatePath,
  validateValue,
} from './rtdbKeys';

describe('isValidKey', () => {
  it.each([
    ['contacto_Contacto_1', true],
    ['ProBrancaSec', true],
    ['Newdata_abc-DEF_123', true],
    ['ação 😀 שלום', true],
    ['', false],
    ['a.b', false],
    ['a#b', false],
    ['a$b', false],
    ['a/b', false],
    ['a[b', false],
    ['a]b', false],
    ['tab\tkey', false],
    ['x'.repeat(768), true],
    ['x'.repeat(769), false],
  ])('%j -> %s', (key, valid) => {
    expect(isValidKey(key)).toBe(valid);
  });
});

describe('validatePath', () => {
  it.each([
    ['', null],
    ['ProBrancaSec', null],
    ['Newdata_u1/contactos/contacto_Contacto_3', null],
    ['/Newdata_u1', 'invalid_path'],
    ['Newdata_u1/', 'invalid_path'],
    ['a//b', 'invalid_path'],
    ['a/b.c', 'invalid_path'],
    ['registrationCodes/../ProBrancaSec', 'invalid_path'],
    ['a/$b', 'invalid_path'],
  ])('%j -> %s', (path, code) => {
    expect(validatePath(path)?.code ?? null).toBe(code);
  });

  it('explains the problem in Portuguese', () => {
    expect(validatePath('a/b.c')?.message).toMatch(/^O endereço dos dados não é válido/);
  });
});

describe('validateValue', () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  it.each<[string, string | null, unknown]>([
    ['null', null, null],
    ['boolean', null, true],
    ['number', null, 42.5],
    ['string', null, '<script>alert(1)</script>'],
    ['emoji and RTL', null, '😀 שלום'],
    ['10,000 characters', null, 'a'.repeat(10_000)],
    ['object', null, { contacto_Nome: 'Ana', contacto_telPesso: '912345678' }],
    ['array', null, [1, 'two', { three: 3 }]],
    ['undefined', 'invalid_value', undefined],
    ['nested undefined', 'invalid_value', { a: { b: undefined } }],
    ['function', 'invalid_value', () => 1],
    ['nested function', 'invalid_value', { a: [() => 1] }],
    ['NaN', 'invalid_value', Number.NaN],
    ['Infinity', 'invalid_value', Number.POSITIVE_INFINITY],
    ['Date object', 'invalid_value', new Date(0)],
    ['cyclic object', 'invalid_value', cyclic],
    ['bad key', 'invalid_key', { 'a.b': 1 }],
    ['empty key', 'invalid_key', { '': 1 }],
    ['string at the limit', null, 'a'.repeat(MAX_STRING_BYTES)],
    ['string over the limit', 'too_big', 'a'.repeat(MAX_STRING_BYTES + 1)],
    ['multi-byte string over the limit', 'too_big', 'é'.repeat(MAX_STRING_BYTES / 2 + 1)],
  ])('%s -> %s', (_label, code, value) => {
    expect(validateValue(value)?.code ?? null).toBe(code);
  });

  it('gives a Portuguese message for the UI', () => {
    expect(validateValue('a'.repeat(MAX_STRING_BYTES + 1))?.message).toBe(
      'O texto é demasiado longo para ser guardado.',
    );
  });
});

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
  ])('%j -> %d', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
    expect(utf8ByteLength(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });
});
