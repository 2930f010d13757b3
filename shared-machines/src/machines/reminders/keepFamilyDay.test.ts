import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import { daySharedPath, familyDayPath } from '../../domain/familyCircle';
import { dosesTakenPath, listPath } from '../../domain/recordTypes';
import { keepFamilyDay } from './keepFamilyDay';

// 1 March 2026, 09:00 in Lisbon.
const now = () => new Date(Date.UTC(2026, 2, 1, 9, 0));
const uid = 'maria';
const medicines = {
  medicamento_1: {
    medicamento: 'Paracetamol',
    momento_tomar: 'Ao pequeno-almoço',
    horas: '08:00',
  },
};

function backendWith(shared: boolean) {
  const backend = createInMemoryBackend({
    now: () => now().getTime(),
    data: {
      family: { [uid]: { settings: { dayShared: shared } } },
      [`Newdata_${uid}`]: { medicamentos: medicines },
    },
  });
  return backend;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('writes her day while she shares it, and again when a dose is taken', async () => {
  const backend = backendWith(true);
  expect(listPath(uid, 'medication')).toBe(`Newdata_${uid}/medicamentos`);
  const stop = keepFamilyDay(backend.database, uid, now);
  await flush();
  expect(backend.controls.snapshot(familyDayPath(uid))).toEqual({
    date: '2026-03-01',
    doses: { 'm1-0800': { medicine: 'Paracetamol', time: '08:00' } },
  });
  await backend.database.set(dosesTakenPath(uid, '2026-03-01'), {
    medicamento_1: { '0800': Date.UTC(2026, 2, 1, 8, 35) },
  });
  await flush();
  expect(backend.controls.snapshot(`${familyDayPath(uid)}/doses/m1-0800/takenAt`)).toBe('08:35');
  stop();
});

test('writes nothing while her setting is off, and starts when she turns it on', async () => {
  const backend = backendWith(false);
  const stop = keepFamilyDay(backend.database, uid, now);
  await flush();
  expect(backend.controls.snapshot(familyDayPath(uid))).toBeNull();
  await backend.database.set(daySharedPath(uid), true);
  await flush();
  expect(backend.controls.snapshot(`${familyDayPath(uid)}/date`)).toBe('2026-03-01');
  stop();
});

test('moves on to the new day at the association’s midnight by itself, with no change to her data', async () => {
  // 1 March 2026, 23:59:30 in Lisbon (winter: Lisbon's clock is UTC's).
  jest.useFakeTimers({ now: new Date(Date.UTC(2026, 2, 1, 23, 59, 30)) });
  try {
    const backend = backendWith(true);
    await backend.database.set(dosesTakenPath(uid, '2026-03-01'), {
      medicamento_1: { '0800': Date.UTC(2026, 2, 1, 8, 35) },
    });
    const stop = keepFamilyDay(backend.database, uid, () => new Date());
    await jest.advanceTimersByTimeAsync(0);
    expect(backend.controls.snapshot(familyDayPath(uid))).toEqual({
      date: '2026-03-01',
      doses: { 'm1-0800': { medicine: 'Paracetamol', time: '08:00', takenAt: '08:35' } },
    });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(backend.controls.snapshot(familyDayPath(uid))).toEqual({
      date: '2026-03-02',
      doses: { 'm1-0800': { medicine: 'Paracetamol', time: '08:00' } },
    });
    stop();
  } finally {
    jest.useRealTimers();
  }
});
