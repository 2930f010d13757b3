import {
  jsonDifferences,
  percentile,
  summarize,
  verifyLoad,
  type WriteOutcome,
} from '../../bench/loadBenchChecks';

// The load bench's verdict (docs/product.md: Hard cases) decides whether `npm run bench` fails: each check, case by case.

describe('percentile (nearest rank)', () => {
  it.each<[readonly number[], number, number]>([
    [[], 0.5, Number.NaN],
    [[7], 0.5, 7],
    [[7], 0.95, 7],
    [[1, 2, 3, 4], 0.5, 2],
    [[1, 2, 3, 4, 5], 0.5, 3],
    [Array.from({ length: 100 }, (_, index) => index + 1), 0.95, 95],
    [Array.from({ length: 1000 }, (_, index) => index + 1), 0.95, 950],
    [[1, 2, 3], 0, 1],
    [[1, 2, 3], 1, 3],
  ])('%j at %p is %p', (sorted, fraction, expected) => {
    expect(percentile(sorted, fraction)).toBe(expected);
  });

  it('summarize sorts before it ranks', () => {
    expect(summarize([30, 10, 20, 40])).toEqual({ samples: 4, median: 20, p95: 40, max: 40 });
  });
});

describe('jsonDifferences', () => {
  it.each<[string, unknown, unknown, string[]]>([
    ['equal trees', { a: { b: 1 } }, { a: { b: 1 } }, []],
    ['key order does not count', { a: 1, b: 2 }, { b: 2, a: 1 }, []],
    ['null and absent are the same', { a: 1, b: null }, { a: 1 }, []],
    ['both empty', null, undefined, []],
    ['a changed leaf', { a: { b: 1 } }, { a: { b: 2 } }, ['a/b']],
    ['a number against the same digits as text', { n: 1 }, { n: '1' }, ['n']],
    [
      'a missing record',
      { contactos: { c1: { n: 'x' } } },
      { contactos: { c1: { n: 'x' }, c2: { n: 'y' } } },
      ['contactos/c2'],
    ],
    ['a tree against nothing', { a: 1 }, null, ['']],
    ['an array against an object', { a: [1] }, { a: { 0: 1 } }, ['a']],
  ])('%s', (_, left, right, expected) => {
    expect(jsonDifferences(left, right)).toEqual(expected);
  });

  it('stops at the limit', () => {
    expect(jsonDifferences({ a: 1, b: 1, c: 1 }, { a: 2, b: 2, c: 2 }, 2)).toEqual(['a', 'b']);
  });
});

const contact = (label: string) => ({ contacto_Nome: label, contacto_telPesso: '912 345 678' });
const medication = (label: string) => ({ medicamento: label, momento_tomar: 'Ao almoço' });

function write(
  label: string,
  patient: string,
  key: string | null,
  overrides: Partial<WriteOutcome> = {},
): WriteOutcome {
  const kind = key?.startsWith('medicamento_') ? 'medication' : 'contact';
  return {
    carer: 0,
    patient,
    kind,
    label,
    startedMs: 0,
    ackedMs: key === null ? null : 5,
    key,
    error: key === null ? 'maxretry' : null,
    seenMs: 4,
    ...overrides,
  };
}

/** Two patients: p1 with two contacts, p2 with one medicine, as the server and every listener hold them. */
const goodTrees = {
  p1: {
    contactos: { contacto_Contacto_1: contact('a'), contacto_Contacto_2: contact('b') },
    variaveis_contact: { var_contact: 2 },
  },
  p2: { medicamentos: { medicamento_1: medication('c') }, variavel_Med: { variavel_medicame: 1 } },
};
const goodWrites = [
  write('a', 'p1', 'contacto_Contacto_1'),
  write('b', 'p1', 'contacto_Contacto_2'),
  write('c', 'p2', 'medicamento_1'),
];

describe('verifyLoad', () => {
  it('passes a run where every record is on the server and in its listener', () => {
    const verdict = verifyLoad({
      patients: ['p1', 'p2'],
      writes: goodWrites,
      server: goodTrees,
      listeners: goodTrees,
    });
    expect(verdict).toMatchObject({
      ok: true,
      lost: 0,
      writesStarted: 3,
      writesConfirmed: 3,
      recordsOnServer: 3,
      recordsInListeners: 3,
    });
  });

  const p1Without2 = {
    ...goodTrees,
    p1: { ...goodTrees.p1, contactos: { contacto_Contacto_1: contact('a') } },
  };
  const p1Overwritten = {
    ...goodTrees,
    p1: { ...goodTrees.p1, contactos: { contacto_Contacto_1: contact('b') } },
  };
  const p1WithExtra = {
    ...goodTrees,
    p1: {
      ...goodTrees.p1,
      contactos: { ...goodTrees.p1.contactos, contacto_Contacto_9: contact('z') },
    },
  };
  const p1StaleCounter = {
    ...goodTrees,
    p1: { ...goodTrees.p1, variaveis_contact: { var_contact: 1 } },
  };

  it.each<[string, Parameters<typeof verifyLoad>[0], Record<string, unknown>]>([
    [
      'a write that was never confirmed',
      {
        patients: ['p1', 'p2'],
        writes: [...goodWrites, write('d', 'p2', null, { seenMs: null })],
        server: goodTrees,
        listeners: goodTrees,
      },
      { lost: 1, failedWrites: ['d: maxretry'] },
    ],
    [
      'a confirmed record missing on the server',
      { patients: ['p1', 'p2'], writes: goodWrites, server: p1Without2, listeners: p1Without2 },
      { lost: 1, missingOnServer: ['b'], missingInListener: ['b'] },
    ],
    [
      'two writes given the same number (the second overwrote the first)',
      {
        patients: ['p1', 'p2'],
        writes: [
          write('a', 'p1', 'contacto_Contacto_1'),
          write('b', 'p1', 'contacto_Contacto_1'),
          goodWrites[2] as WriteOutcome,
        ],
        server: p1Overwritten,
        listeners: p1Overwritten,
      },
      { lost: 1, duplicateKeys: ['p1/contact/contacto_Contacto_1'], missingOnServer: ['a'] },
    ],
    [
      'a listener that lags behind the server',
      { patients: ['p1', 'p2'], writes: goodWrites, server: goodTrees, listeners: p1Without2 },
      {
        lost: 1,
        missingInListener: ['b'],
        listenerMismatches: [{ patient: 'p1', differences: ['contactos/contacto_Contacto_2'] }],
      },
    ],
    [
      'a listener whose counter differs',
      { patients: ['p1', 'p2'], writes: goodWrites, server: goodTrees, listeners: p1StaleCounter },
      {
        lost: 0,
        listenerMismatches: [{ patient: 'p1', differences: ['variaveis_contact/var_contact'] }],
      },
    ],
    [
      'a record the listener never reported',
      {
        patients: ['p1', 'p2'],
        writes: [write('a', 'p1', 'contacto_Contacto_1', { seenMs: null }), ...goodWrites.slice(1)],
        server: goodTrees,
        listeners: goodTrees,
      },
      { lost: 1, neverSeen: ['a'] },
    ],
    [
      'a record on the server that no write made',
      { patients: ['p1', 'p2'], writes: goodWrites, server: p1WithExtra, listeners: p1WithExtra },
      { lost: 0, unexpectedOnServer: ['p1/contactos/contacto_Contacto_9'] },
    ],
    [
      'a record that reached another patient',
      {
        patients: ['p1', 'p2'],
        writes: [...goodWrites.slice(0, 2), write('c', 'p1', 'medicamento_1')],
        server: goodTrees,
        listeners: goodTrees,
      },
      { lost: 1, missingOnServer: ['c'], unexpectedOnServer: ['p2/medicamentos/medicamento_1'] },
    ],
  ])('fails %s', (_, evidence, expected) => {
    const verdict = verifyLoad(evidence);
    expect(verdict.ok).toBe(false);
    expect(verdict).toMatchObject(expected);
  });
});
