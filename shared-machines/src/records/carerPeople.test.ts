import { createInMemoryBackend } from '../ports/inMemoryBackend';
import { watchCarerPeople, type PersonSummary } from './carerPeople';

const data = {
  carerPeople: { c1: { u1: true, u2: true } },
  members: {
    u1: { name: 'Maria Silva', code: 'segredo', since: 1 },
    u2: { name: 'José Santos', code: 'segredo', since: 1 },
  },
  Newdata_u1: {
    contactos: {
      contacto_Contacto_1: { contacto_Nome: 'A', contacto_telPesso: '1' },
      contacto_Contacto_2: { contacto_Nome: 'B', contacto_telPesso: '2' },
    },
    consultas: {
      consulta_ID_1: {
        contacto_Nome: 'Cardiologia',
        data_consulta: '2026-12-01',
        time_consulta: '',
      },
    },
  },
};

function follow(backend: ReturnType<typeof createInMemoryBackend>) {
  const seen: (readonly PersonSummary[])[] = [];
  const stop = watchCarerPeople(backend.database, 'c1', (people) => seen.push(people));
  return { seen, stop };
}

const flush = async () => {
  for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
};

describe("watchCarerPeople: a carer's people, by name, with their counts, live", () => {
  it('lists every person once all have answered, ordered by name', async () => {
    const backend = createInMemoryBackend({ data });
    const { seen, stop } = follow(backend);
    await flush();
    expect(seen.at(-1)).toEqual([
      { uid: 'u2', name: 'José Santos', counts: { contact: 0, appointment: 0, medication: 0 } },
      { uid: 'u1', name: 'Maria Silva', counts: { contact: 2, appointment: 1, medication: 0 } },
    ]);
    // A record added elsewhere updates the count; a person added to the list appears.
    await backend.database.set('Newdata_u2/medicamentos/medicamento_1', {
      medicamento: 'X',
      momento_tomar: 'Ao almoço',
    });
    await backend.database.set('members/u3', { name: 'Ana Beatriz', code: 'segredo', since: 1 });
    await backend.database.set('carerPeople/c1/u3', true);
    await flush();
    expect(seen.at(-1)?.map((person) => [person.name, person.counts.medication])).toEqual([
      ['Ana Beatriz', 0],
      ['José Santos', 1],
      ['Maria Silva', 0],
    ]);
    // Removed from the list: gone.
    await backend.database.remove('carerPeople/c1/u1');
    await flush();
    expect(seen.at(-1)?.map((person) => person.uid)).toEqual(['u3', 'u2']);
    stop();
  });

  it('an empty list is an empty console', async () => {
    const backend = createInMemoryBackend({ data: {} });
    const { seen, stop } = follow(backend);
    await flush();
    expect(seen).toEqual([[]]);
    stop();
  });

  it("a person whose data is refused shows without counts, and the carer's own refused list fails", async () => {
    const backend = createInMemoryBackend({ data });
    backend.controls.failNext('subscribe', 'ok');
    const errors: string[] = [];
    const stop = watchCarerPeople(
      backend.database,
      'c1',
      () => undefined,
      (error) => errors.push(error.code),
    );
    await flush();
    expect(errors).toEqual(['ok']);
    stop();
  });
});
