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
