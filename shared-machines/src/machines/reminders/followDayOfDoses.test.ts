import { createActor, fromPromise } from 'xstate';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import { doseReminderMachine, type DoseToRecord } from './doseReminderMachine';
import { followDayOfDoses } from './followDayOfDoses';

beforeEach(() =>
  jest.useFakeTimers({ now: new Date('2026-11-24T23:59:00Z'), doNotFake: ['queueMicrotask'] }),
);
afterEach(() => jest.useRealTimers());

test("follows the medicines and the day's doses taken, and the next day's after midnight", async () => {
  const root = 'Newdata_u1';
  const backend = createInMemoryBackend({
    users: [],
    data: {
      [root]: {
        medicamentos: {
          medicamento_1: { medicamento: 'Paracetamol', momento_tomar: '', horas: '08:00' },
        },
        tomas: { '2026-11-24': { medicamento_1: { '0800': 1 } } },
      },
    },
  });
  const actor = createActor(
    doseReminderMachine.provide({
      actors: { recordDose: fromPromise<void, DoseToRecord>(async () => undefined) },
    }),
    { input: {} },
  ).start();
  const stop = followDayOfDoses(backend.database, 'u1', actor);
  await jest.advanceTimersByTimeAsync(0);
  expect(actor.getSnapshot().context.doses.map((dose) => dose.status)).toEqual(['taken']);
  await jest.advanceTimersByTimeAsync(2 * 60_000);
  expect(actor.getSnapshot().context.date).toBe('2026-11-25');
  expect(actor.getSnapshot().context.doses.map((dose) => dose.status)).toEqual(['later']);
  await backend.database.set(`${root}/tomas/2026-11-25/medicamento_1/0800`, 2);
  expect(actor.getSnapshot().context.doses.map((dose) => dose.status)).toEqual(['taken']);
  stop();
  actor.stop();
});

test('a dose a carer corrected as not taken is not taken, from when the correction comes', async () => {
  jest.setSystemTime(new Date('2026-11-24T10:30:00Z'));
  const root = 'Newdata_u1';
  const backend = createInMemoryBackend({
    users: [],
    data: {
      [root]: {
        medicamentos: {
          medicamento_1: { medicamento: 'Paracetamol', momento_tomar: '', horas: '08:00,20:00' },
        },
        tomas: { '2026-11-24': { medicamento_1: { '0800': 1, '2000': 2 } } },
      },
    },
  });
  const actor = createActor(
    doseReminderMachine.provide({
      actors: { recordDose: fromPromise<void, DoseToRecord>(async () => undefined) },
    }),
    { input: {} },
  ).start();
  const stop = followDayOfDoses(backend.database, 'u1', actor);
  await jest.advanceTimersByTimeAsync(0);
  const statuses = () => actor.getSnapshot().context.doses.map((dose) => dose.status);
  expect(statuses()).toEqual(['taken', 'taken']);
  await backend.database.set(`${root}/tomasCorrigidas/2026-11-24/medicamento_1/0800`, {
    por: 'ana',
    porNome: 'Ana Costa',
    em: 3,
  });
  expect(statuses()).toEqual(['missed', 'taken']);
  // The 20:00 dose corrected before its time: closed, so no reminder comes for it at 20:00 (its
  // 'Já tomei' could not be recorded again).
  await backend.database.set(`${root}/tomasCorrigidas/2026-11-24/medicamento_1/2000`, {
    por: 'ana',
    porNome: 'Ana Costa',
    em: 4,
  });
  expect(statuses()).toEqual(['missed', 'missed']);
  jest.setSystemTime(new Date('2026-11-24T20:05:00Z'));
  await jest.advanceTimersByTimeAsync(10 * 60 * 60_000);
  expect(actor.getSnapshot().context.reminder).toBeNull();
  stop();
  actor.stop();
});

describe("when the doses are owed from: the medicine's horasDesde and the member's since", () => {
  const root = 'Newdata_u1';
  const lisbon = (time: string) => Date.parse(`2026-11-24T${time}:00Z`);
  const omeprazol = (extra: object = {}) => ({
    medicamento: 'Omeprazol',
    momento_tomar: '',
    horas: '08:00,13:30,20:00',
    ...extra,
  });

  function follow(data: object, failSince = false) {
    jest.setSystemTime(lisbon('15:02'));
    const backend = createInMemoryBackend({ users: [], data });
    if (failSince) backend.controls.failNext('subscribe', 'permission_denied', 'members/u1/since');
    const actor = createActor(
      doseReminderMachine.provide({
        actors: { recordDose: fromPromise<void, DoseToRecord>(async () => undefined) },
      }),
      { input: {} },
    ).start();
    const stop = followDayOfDoses(backend.database, 'u1', actor);
    const statuses = () =>
      actor.getSnapshot().context.doses.map((dose) => `${dose.time} ${dose.status}`);
    return { backend, actor, stop, statuses };
  }

  test.each([
    [
      'a medicine added at 15:01',
      { [root]: { medicamentos: { medicamento_4: omeprazol({ horasDesde: lisbon('15:01') }) } } },
      ['20:00 later'],
    ],
    [
      'a member since today 10:00',
      {
        [root]: { medicamentos: { medicamento_4: omeprazol() } },
        members: { u1: { name: 'Maria', code: 'c', since: lisbon('10:00') } },
      },
      ['13:30 missed', '20:00 later'],
    ],
    [
      'neither known (an older record, no membership)',
      { [root]: { medicamentos: { medicamento_4: omeprazol() } } },
      ['08:00 missed', '13:30 missed', '20:00 later'],
    ],
  ])('%s', async (_name, data, expected) => {
    const { actor, stop, statuses } = follow(data);
    await jest.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ day: 'quiet' });
    expect(statuses()).toEqual(expected);
    stop();
    actor.stop();
  });

  test('`since` that cannot be read counts as unknown rather than holding the day back', async () => {
    const { actor, stop, statuses } = follow(
      { [root]: { medicamentos: { medicamento_4: omeprazol() } } },
      true,
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.memberSinceKnown).toBe(true);
    expect(statuses()).toEqual(['08:00 missed', '13:30 missed', '20:00 later']);
    stop();
    actor.stop();
  });

  test("a carer changing the medicine's times is followed live", async () => {
    const { backend, actor, stop, statuses } = follow({
      [root]: { medicamentos: { medicamento_4: omeprazol() } },
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(statuses()).toEqual(['08:00 missed', '13:30 missed', '20:00 later']);
    await backend.database.set(`${root}/medicamentos/medicamento_4/horasDesde`, lisbon('15:02'));
    expect(statuses()).toEqual(['20:00 later']);
    stop();
    actor.stop();
  });
});
