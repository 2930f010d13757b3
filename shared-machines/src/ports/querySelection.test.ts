import type { DatabaseQuery } from './backendPorts';
import { queryProblem, selectQueryChildren } from './querySelection';

const appointments = {
  consulta_ID_1: { data_consulta: '2026-02-28' },
  consulta_ID_2: { data_consulta: '2026-03-01' },
  consulta_ID_3: { data_consulta: '2026-03-02' },
  consulta_ID_4: { data_consulta: '2026-03-03' },
  consulta_ID_5: {},
  consulta_ID_6: { data_consulta: 20260301 },
  consulta_ID_7: { data_consulta: { dia: '2026-03-01' } },
  consulta_ID_8: 'não é um objeto',
};

const days = {
  '2026-02-27': { medicamento_1: { '0800': 1 } },
  '2026-02-28': { medicamento_1: { '0800': 2 } },
  '2026-03-01': { medicamento_1: { '0800': 3 } },
  10: 'a number key orders first',
};

const byDate = { child: 'data_consulta' } as const;

describe('selectQueryChildren: the children a query selects, both bounds included', () => {
  it.each<[string, unknown, DatabaseQuery, string[] | null]>([
    [
      'by child, a two-day range',
      appointments,
      { orderBy: byDate, startAt: '2026-03-01', endAt: '2026-03-02' },
      ['consulta_ID_2', 'consulta_ID_3'],
    ],
    [
      'by child, from a day on (objects order after strings)',
      appointments,
      { orderBy: byDate, startAt: '2026-03-02' },
      ['consulta_ID_3', 'consulta_ID_4', 'consulta_ID_7'],
    ],
    [
      'by child, up to a day (absent values and numbers order before strings)',
      appointments,
      { orderBy: byDate, endAt: '2026-02-28' },
      ['consulta_ID_1', 'consulta_ID_5', 'consulta_ID_6', 'consulta_ID_8'],
    ],
    [
      'by child, a range with nothing in it',
      appointments,
      { orderBy: byDate, startAt: '2027-01-01', endAt: '2027-01-02' },
      null,
    ],
    [
      'by a deeper child',
      { a: { x: { y: 'b' } }, b: { x: { y: 'c' } } },
      { orderBy: { child: 'x/y' }, startAt: 'b', endAt: 'b' },
      ['a'],
    ],
    [
      'by key, 30 days back to today',
      days,
      { orderBy: 'key', startAt: '2026-02-28', endAt: '2026-03-01' },
      ['2026-02-28', '2026-03-01'],
    ],
    [
      'by key, integer keys before strings',
      days,
      { orderBy: 'key', endAt: '2026-02-27' },
      ['10', '2026-02-27'],
    ],
    ['no bounds: every child', { a: 1, b: 2 }, { orderBy: 'key' }, ['a', 'b']],
    ['a leaf has no children', 'texto', { orderBy: 'key' }, null],
    ['nothing stored', null, { orderBy: byDate, startAt: 'a' }, null],
  ])('%s', (_label, value, query, keys) => {
    const selected = selectQueryChildren(value, query);
    expect(selected === null ? null : Object.keys(selected).sort()).toEqual(
      keys === null ? null : [...keys].sort(),
    );
  });

  it('keeps each selected child whole', () => {
    expect(
      selectQueryChildren(appointments, { orderBy: byDate, startAt: '2026-03-03' }),
    ).toMatchObject({ consulta_ID_4: { data_consulta: '2026-03-03' } });
  });
});

describe('queryProblem: what the SDK refuses to order by', () => {
  it.each<[DatabaseQuery, string | null]>([
    [{ orderBy: 'key' }, null],
    [{ orderBy: byDate }, null],
    [{ orderBy: { child: 'a/b' } }, null],
    [{ orderBy: { child: '' } }, 'invalid_path'],
    [{ orderBy: { child: '$key' } }, 'invalid_path'],
    [{ orderBy: { child: '.value' } }, 'invalid_path'],
    [{ orderBy: { child: 'a#b' } }, 'invalid_path'],
  ])('%j → %s', (query, code) => {
    expect(queryProblem(query)?.code ?? null).toBe(code);
  });
});
