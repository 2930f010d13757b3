import {
  consoleEntriesOf,
  consoleListOf,
  neighboursOf,
  pageOf,
  type ConsoleEntry,
} from './consoleList';
import type { PersonOverview } from '@amparo/shared-machines/records';

const date = '2026-11-23';

function person(uid: string, name: string | null, needsAttention = false): PersonOverview {
  return {
    uid,
    name,
    memberSince: null,
    counts: { contact: 0, appointment: 0, medication: 0 },
    horario: {},
    takenToday: {},
    date,
    appointments: needsAttention
      ? [
          {
            key: 'consulta_ID_1',
            value: { contacto_Nome: 'Cardiologia', data_consulta: date, time_consulta: '15:00' },
          },
        ]
      : [],
    toConfirm: false,
  };
}

const people = [
  person('u-zé', 'Zé Pinto'),
  person('u-oscar', 'Óscar Lima', true),
  person('u-none', null),
  person('u-ana2', 'Ana Costa', true),
  person('u-ana1', 'Ana Costa'),
  person('u-alvaro', 'Álvaro Reis'),
  person('u-conceicao', 'Maria da Conceição'),
];
const entries = consoleEntriesOf(people, 10 * 60);
const uids = (list: readonly ConsoleEntry[]) => list.map((entry) => entry.person.uid);

describe('consoleEntriesOf', () => {
  it('sorts by name as a Portuguese reader does (Á with A, Ó with O), equal names by uid, nameless last', () => {
    expect(uids(entries)).toEqual([
      'u-alvaro',
      'u-ana1',
      'u-ana2',
      'u-conceicao',
      'u-oscar',
      'u-zé',
      'u-none',
    ]);
    expect(entries.at(-1)?.name).toBe('Pessoa sem nome');
  });
});

describe('consoleListOf', () => {
  it.each<[string, { search: string; view: 'attention' | 'all' | null }, string[], string]>([
    [
      'nothing chosen, someone needs attention: attention',
      { search: '', view: null },
      ['u-ana2', 'u-oscar'],
      'attention',
    ],
    ['everyone on request', { search: '', view: 'all' }, uids(entries), 'all'],
    [
      'a word of the name, no accents',
      { search: 'conceicao', view: 'all' },
      ['u-conceicao'],
      'all',
    ],
    ['the start of a surname', { search: 'cos', view: 'all' }, ['u-ana1', 'u-ana2'], 'all'],
    ['never the middle of a word', { search: 'osta', view: 'all' }, [], 'all'],
    ['search and attention together', { search: 'ana', view: null }, ['u-ana2'], 'attention'],
    ['spaces only: everyone', { search: '   ', view: 'all' }, uids(entries), 'all'],
  ])('%s', (_label, choice, expected, view) => {
    const list = consoleListOf(entries, choice);
    expect(uids(list.shown)).toEqual(expected);
    expect(list.view).toBe(view);
  });

  it('counts each view for the search', () => {
    expect(consoleListOf(entries, { search: 'ana', view: 'all' })).toMatchObject({
      attentionCount: 1,
      allCount: 2,
    });
  });

  it('nobody needing attention: everyone, until the carer chooses', () => {
    const calm = consoleEntriesOf([person('a', 'Ana'), person('b', 'Rui')], 600);
    expect(consoleListOf(calm, { search: '', view: null }).view).toBe('all');
    expect(uids(consoleListOf(calm, { search: '', view: 'attention' }).shown)).toEqual([]);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 300 }, (_, index) => index);
  it.each<[string, readonly number[], number, number, number, number]>([
    ['the first page', items, 1, 1, 25, 0],
    ['the second', items, 2, 2, 25, 12],
    ['the last', items, 25, 25, 25, 288],
    ['past the last: the last', items, 40, 25, 25, 288],
    ['below the first: the first', items, 0, 1, 25, 0],
    ['nothing: one empty page', [], 3, 1, 1, -1],
    ['13 items: 2 pages', items.slice(0, 13), 2, 2, 2, 12],
  ])('%s', (_label, list, page, shownPage, pages, first) => {
    const shown = pageOf(list, page);
    expect(shown.page).toBe(shownPage);
    expect(shown.pages).toBe(pages);
    expect(shown.items[0] ?? -1).toBe(first);
    expect(shown.items.length).toBeLessThanOrEqual(12);
  });
});

describe('neighboursOf', () => {
  const attention = consoleListOf(entries, { search: '', view: null }).shown;
  it.each<
    [
      string,
      readonly ConsoleEntry[],
      { uid: string; name: string | null },
      [string | null, string | null],
    ]
  >([
    ['in the middle', entries, { uid: 'u-ana2', name: 'Ana Costa' }, ['u-ana1', 'u-conceicao']],
    ['the first: no previous', entries, { uid: 'u-alvaro', name: 'Álvaro Reis' }, [null, 'u-ana1']],
    ['the last: no next', entries, { uid: 'u-none', name: null }, ['u-zé', null]],
    [
      'not in the list: where her name would be',
      attention,
      { uid: 'u-conceicao', name: 'Maria da Conceição' },
      ['u-ana2', 'u-oscar'],
    ],
    [
      'not in the list, after everyone',
      attention,
      { uid: 'u-zé', name: 'Zé Pinto' },
      ['u-oscar', null],
    ],
    ['an empty list', [], { uid: 'u-zé', name: 'Zé Pinto' }, [null, null]],
  ])('%s', (_label, list, who, [previous, next]) => {
    const around = neighboursOf(list, who);
    expect(around.previous?.person.uid ?? null).toBe(previous);
    expect(around.next?.person.uid ?? null).toBe(next);
  });
});
