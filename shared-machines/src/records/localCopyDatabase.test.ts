import { createInMemoryBackend } from '../ports/inMemoryBackend';
import { createInMemoryLocalCopyStore } from '../ports/inMemoryLocalCopyStore';
import type { LocalCopyStore } from '../ports/localCopyPort';
import { flushMicrotasks } from '../testing/modelTesting.testkit';
import { createLocalCopy } from './localCopyDatabase';

const contacts = { contacto_1: { contacto_Nome: 'Ana', contacto_telPesso: '912345678' } };
const data = {
  Newdata_maria: {
    contactos: contacts,
    consultas: { consulta_1: { data_consulta: '2026-03-01' } },
  },
  Newdata_jose: { contactos: { contacto_2: { contacto_Nome: 'Rui' } } },
  members: { maria: { name: 'Maria', since: 1 } },
};
const at = Date.UTC(2026, 2, 1, 18, 42);

/** A page that follows `path` through the copy, and what it received. */
function follow(database: ReturnType<typeof createLocalCopy>['database'], path: string) {
  const values: unknown[] = [];
  const stop = database.subscribe(path, (value) => values.push(value));
  return { values, stop };
}

/** A page on which Maria, confirmed a person, saw her contacts online: what her tablet keeps. */
async function keptByAnEarlierPage(): Promise<LocalCopyStore> {
  const store = createInMemoryLocalCopyStore();
  const backend = createInMemoryBackend({ data });
  const copy = createLocalCopy(backend.database, store, () => at);
  copy.follow({ action: 'keep', uid: 'maria' });
  await copy.whenLoaded();
  follow(copy.database, 'Newdata_maria/contactos');
  follow(copy.database, 'Newdata_jose/contactos');
  await flushMicrotasks();
  return store;
}

/** A page starting without network over what the tablet kept. */
async function offlinePage(store: LocalCopyStore) {
  const backend = createInMemoryBackend({ data });
  backend.controls.setConnected(false);
  const copy = createLocalCopy(backend.database, store, () => at + 60_000);
  await copy.whenLoaded();
  return { backend, copy };
}

test('a confirmed person’s values are kept as they come, with when they were known; nobody else’s', async () => {
  const kept = await (await keptByAnEarlierPage()).load();
  expect(kept?.owner).toBe('maria');
  expect(kept?.values).toEqual({ 'Newdata_maria/contactos': contacts });
  expect(kept?.knownAt).toBe(at);
});

test('each value received online is kept with its moment in one write to the tablet', async () => {
  const store = createInMemoryLocalCopyStore();
  const saved: string[] = [];
  const counting: LocalCopyStore = {
    ...store,
    saveValue: (key, value, knownAt) => {
      saved.push(`${key}@${String(knownAt)}`);
      return store.saveValue(key, value, knownAt);
    },
    saveKnownAt: (moment) => {
      saved.push(`knownAt@${moment}`);
      return store.saveKnownAt(moment);
    },
  };
  const backend = createInMemoryBackend({ data });
  const copy = createLocalCopy(backend.database, counting, () => at);
  copy.follow({ action: 'keep', uid: 'maria' });
  await copy.whenLoaded();
  await flushMicrotasks();
  saved.length = 0;
  follow(copy.database, 'Newdata_maria/contactos');
  follow(copy.database, 'Newdata_maria/consultas');
  await flushMicrotasks();
  expect(saved).toEqual([`Newdata_maria/contactos@${at}`, `Newdata_maria/consultas@${at}`]);
  expect((await store.load())?.knownAt).toBe(at);
});

test('without network, her own paths get the kept value at once; the banner learns when it was known', async () => {
  const { copy } = await offlinePage(await keptByAnEarlierPage());
  copy.follow({ action: 'serve', uid: 'maria' });
  const seen = follow(copy.database, 'Newdata_maria/contactos');
  const notKept = follow(copy.database, 'Newdata_maria/consultas');
  await flushMicrotasks();
  expect(seen.values).toEqual([contacts]);
  expect(notKept.values).toEqual([]);
  expect(copy.knownAt()).toBe(at);
});

test('another person signed in on the tablet is never shown the copy', async () => {
  const { copy } = await offlinePage(await keptByAnEarlierPage());
  copy.follow({ action: 'serve', uid: 'jose' });
  const seen = follow(copy.database, 'Newdata_maria/contactos');
  await flushMicrotasks();
  expect(seen.values).toEqual([]);
  expect(copy.knownAt()).toBeNull();
});

test('when the network comes back the database’s value replaces the kept one', async () => {
  const { backend, copy } = await offlinePage(await keptByAnEarlierPage());
  copy.follow({ action: 'keep', uid: 'maria' });
  const seen = follow(copy.database, 'Newdata_maria/contactos');
  await flushMicrotasks();
  backend.controls.setConnected(true);
  await flushMicrotasks();
  expect(seen.values[0]).toEqual(contacts);
  expect(seen.values.length).toBeGreaterThanOrEqual(1);
  expect(seen.values.at(-1)).toEqual(contacts);
});

test("'clear' ('Sair', or a carer's session) forgets the copy on the tablet", async () => {
  const store = await keptByAnEarlierPage();
  const { copy } = await offlinePage(store);
  copy.follow({ action: 'serve', uid: 'maria' });
  copy.follow({ action: 'clear' });
  await flushMicrotasks();
  expect(await store.load()).toBeNull();
  expect(copy.knownAt()).toBeNull();
});

test('another person confirmed on the tablet replaces the copy with hers', async () => {
  const store = await keptByAnEarlierPage();
  const backend = createInMemoryBackend({ data: { ...data, members: { jose: { name: 'José' } } } });
  const copy = createLocalCopy(backend.database, store, () => at);
  await copy.whenLoaded();
  copy.follow({ action: 'keep', uid: 'jose' });
  follow(copy.database, 'Newdata_jose/contactos');
  await flushMicrotasks();
  const kept = await store.load();
  expect(kept?.owner).toBe('jose');
  expect(Object.keys(kept?.values ?? {})).toEqual(['Newdata_jose/contactos']);
});

test('her doses waiting are kept only in her own copy', async () => {
  const store = await keptByAnEarlierPage();
  const { copy } = await offlinePage(store);
  copy.follow({ action: 'serve', uid: 'maria' });
  const dose = { date: '2026-03-01', medicineKey: 'medicamento_1', doseKey: '0800', pressedAt: at };
  copy.savePendingDoses('maria', [dose]);
  copy.savePendingDoses('jose', [dose]);
  await flushMicrotasks();
  expect((await store.load())?.pendingDoses).toEqual([dose]);
  expect(copy.pendingDoses('maria')).toEqual([dose]);
  expect(copy.pendingDoses('jose')).toEqual([]);
});
