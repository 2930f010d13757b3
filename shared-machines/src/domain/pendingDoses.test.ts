import {
  readPendingDoses,
  takenWithPending,
  withPendingDose,
  type PendingDose,
} from './pendingDoses';

const morning: PendingDose = {
  date: '2026-03-01',
  medicineKey: 'medicamento_1',
  doseKey: '0800',
  pressedAt: 1000,
};
const yesterdayEvening: PendingDose = {
  date: '2026-02-28',
  medicineKey: 'medicamento_1',
  doseKey: '2000',
  pressedAt: 500,
};

test.each([
  ['an empty queue', [], morning, [morning]],
  ['at the end', [yesterdayEvening], morning, [yesterdayEvening, morning]],
  [
    'a dose already waiting keeps its first time',
    [morning],
    { ...morning, pressedAt: 2000 },
    [morning],
  ],
])('withPendingDose: %s', (_title, queue, dose, expected) => {
  expect(withPendingDose(queue, dose)).toEqual(expected);
});

test.each([
  ['nothing waiting', { medicamento_1: { '2000': 9 } }, [], { medicamento_1: { '2000': 9 } }],
  [
    'a dose waiting shows as taken when pressed',
    {},
    [morning],
    { medicamento_1: { '0800': 1000 } },
  ],
  [
    'beside the doses the database holds',
    { medicamento_1: { '2000': 9 }, medicamento_2: { '1400': 7 } },
    [morning],
    { medicamento_1: { '0800': 1000, '2000': 9 }, medicamento_2: { '1400': 7 } },
  ],
  [
    "the database's time wins for a dose it holds",
    { medicamento_1: { '0800': 990 } },
    [morning],
    { medicamento_1: { '0800': 990 } },
  ],
  ["another day's dose is left out", {}, [yesterdayEvening], {}],
])('takenWithPending: %s', (_title, taken, pending, expected) => {
  expect(takenWithPending(taken, pending, '2026-03-01')).toEqual(expected);
});

test.each([
  ['not a list', { a: 1 }, []],
  ['null', null, []],
  ['well-formed entries kept', [morning], [morning]],
  [
    'malformed entries dropped',
    [morning, { ...morning, pressedAt: 'now' }, { date: '2026-03-01' }, null, 'x'],
    [morning],
  ],
  ['a time that is not finite', [{ ...morning, pressedAt: Number.NaN }], []],
])('readPendingDoses: %s', (_title, stored, expected) => {
  expect(readPendingDoses(stored)).toEqual(expected);
});
