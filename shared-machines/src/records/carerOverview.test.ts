import type { DatabasePort, DatabaseQuery } from '../ports/backendPorts';
import { createInMemoryBackend } from '../ports/inMemoryBackend';
import {
  appointmentsOfDayAndNext,
  dayAfter,
  followCarerOverview,
  overviewFromCard,
  type PersonOverview,
} from './carerOverview';

const date = '2026-03-10';
const dose = (at: number) => ({ medicamento_1: { '0800': at } });

const data = {
  carerPeople: { c1: { u1: true, u2: true } },
  members: {
    u1: { name: 'Maria Silva', since: 1_000 },
    u2: { name: 'José Santos', since: 2_000 },
  },
  Newdata_u1: {
    resumo: {
      contactos: 2,
      consultas: 4,
      medicamentos: 1,
      horario: { medicamento_1: { horas: '08:00,20:00', desde: 5_000 } },
    },
    medicamentos: {
      medicamento_1: {
        medicamento: 'Paracetamol',
        momento_tomar: 'Ao almoço',
        horas: '08:00,20:00',
      },
    },
    consultas: {
      consulta_ID_1: { contacto_Nome: 'Ontem', data_consulta: '2026-03-09', time_consulta: '' },
      consulta_ID_2: { contacto_Nome: 'Amanhã', data_consulta: '2026-03-11', time_consulta: '' },
      consulta_ID_3: { contacto_Nome: 'Hoje', data_consulta: date, time_consulta: '15:00' },
      consulta_ID_4: { contacto_Nome: 'Hoje cedo', data_consulta: date, time_consulta: '09:00' },
    },
    tomas: { '2026-03-09': dose(1), [date]: dose(2) },
  },
};

const appointmentOf = (key: string) => ({
  key,
  value: data.Newdata_u1.consultas[key as keyof typeof data.Newdata_u1.consultas],
});

/** The port as it is, recording every path (and query) subscribed and which are still followed. */
function recording(database: DatabasePort) {
  const subscribed: string[] = [];
  const active = new Set<string>();
  const describe = (path: string, query?: DatabaseQuery) =>
    query === undefined ? path : `${path} ? ${JSON.stringify(query)}`;
  const track = (name: string, stop: () => void) => {
    subscribed.push(name);
    active.add(name);
    return () => {
      active.delete(name);
      stop();
    };
  };
  const port: DatabasePort = {
    ...database,
    subscribe: (path, onValue, onError) =>
      track(describe(path), database.subscribe(path, onValue, onError)),
    subscribeQuery: (path, query, onValue, onError) =>
      track(describe(path, query), database.subscribeQuery(path, query, onValue, onError)),
  };
  return { port, subscribed, active, describe };
}

const flush = async () => {
  for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
};

function follow(database: DatabasePort, onError?: (code: string) => void) {
  const seen: (readonly PersonOverview[])[] = [];
  const stop = followCarerOverview(
    database,
    'c1',
    date,
    (people) => seen.push(people),
    (error) => onError?.(error.code),
  );
  return { seen, stop };
}

describe("followCarerOverview: a carer's people without cards, from their summaries, live", () => {
  it('lists every person once all have answered, by name, with their summary, the day’s doses and appointments', async () => {
    const backend = createInMemoryBackend({ data });
    const { seen, stop } = follow(backend.database);
    await flush();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual([
      {
        uid: 'u2',
        name: 'José Santos',
        memberSince: 2_000,
        counts: null,
        horario: {},
        takenToday: {},
        date,
        appointments: [],
        toConfirm: false,
      },
      {
        uid: 'u1',
        name: 'Maria Silva',
        memberSince: 1_000,
        counts: { contact: 2, appointment: 4, medication: 1 },
        horario: { medicamento_1: { horas: '08:00,20:00', desde: 5_000 } },
        takenToday: dose(2),
        date,
        appointments: ['consulta_ID_4', 'consulta_ID_3', 'consulta_ID_2'].map(appointmentOf),
        toConfirm: false,
      },
    ]);
    stop();
  });

  it('subscribes to the list, and per person to the membership, the summary, the day’s doses and the two days’ appointments only', async () => {
    const backend = createInMemoryBackend({ data });
    const { port, subscribed, active, describe } = recording(backend.database);
    const { stop } = follow(port);
    await flush();
    const perPerson = (uid: string) => [
      `members/${uid}`,
      `Newdata_${uid}/resumo`,
      `Newdata_${uid}/tomas/${date}`,
      describe(`Newdata_${uid}/consultas`, {
        orderBy: { child: 'data_consulta' },
        startAt: date,
        endAt: '2026-03-11',
      }),
    ];
    expect([...subscribed].sort()).toEqual(
      [
        'carerPeople/c1',
        'carerOverview/c1',
        'carerPending/c1',
        ...perPerson('u1'),
        ...perPerson('u2'),
      ].sort(),
    );
    // Never a whole person's data, a whole list, or another day's doses.
    for (const path of subscribed) {
      expect(path).not.toMatch(/^Newdata_u\d$/);
      expect(path).not.toMatch(/^Newdata_u\d\/(consultas|medicamentos|contactos|tomas)$/);
      expect(path).not.toContain('2026-03-09');
    }
    // A person taken off the list is no longer followed; stopping lets go of everything.
    await backend.database.remove('carerPeople/c1/u2');
    await flush();
    expect([...active].filter((path) => path.includes('u2'))).toEqual([]);
    stop();
    expect(active.size).toBe(0);
  });

  it('calls back on every change: a dose taken, an appointment for tomorrow, the summary, a new person', async () => {
    const backend = createInMemoryBackend({ data });
    const { seen, stop } = follow(backend.database);
    await flush();
    const maria = () => seen.at(-1)?.find((person) => person.uid === 'u1');

    await backend.database.set(`Newdata_u1/tomas/${date}/medicamento_1/2000`, 3);
    expect(maria()?.takenToday).toEqual({ medicamento_1: { '0800': 2, '2000': 3 } });

    const calls = seen.length;
    await backend.database.set('Newdata_u1/tomas/2026-03-09/medicamento_1/2000', 4); // another day
    await backend.database.set('Newdata_u1/consultas/consulta_ID_5', {
      contacto_Nome: 'Depois de amanhã',
      data_consulta: '2026-03-12',
      time_consulta: '',
    });
    expect(seen).toHaveLength(calls);

    await backend.database.set('Newdata_u1/consultas/consulta_ID_6', {
      contacto_Nome: 'Amanhã cedo',
      data_consulta: '2026-03-11',
      time_consulta: '08:00',
    });
    expect(maria()?.appointments.map((found) => found.key)).toEqual([
      'consulta_ID_4',
      'consulta_ID_3',
      'consulta_ID_6',
      'consulta_ID_2',
    ]);

    await backend.database.set('Newdata_u1/resumo/contactos', 3);
    expect(maria()?.counts).toEqual({ contact: 3, appointment: 4, medication: 1 });

    await backend.database.set('members/u3', { name: 'Ana Beatriz', since: 1 });
    await backend.database.set('carerPeople/c1/u3', true);
    await flush();
    expect(seen.at(-1)?.map((person) => person.name)).toEqual([
      'Ana Beatriz',
      'José Santos',
      'Maria Silva',
    ]);
    stop();
  });

  it("a person whose data is refused is listed without it; the carer's own refused list is an error", async () => {
    const backend = createInMemoryBackend({ data });
    for (const path of ['members/u1', 'Newdata_u1/resumo', `Newdata_u1/tomas/${date}`])
      backend.controls.failNext('subscribe', 'permission_denied', path);
    backend.controls.failNext('subscribeQuery', 'permission_denied', 'Newdata_u1/consultas');
    const { seen, stop } = follow(backend.database);
    await flush();
    expect(seen.at(-1)?.find((person) => person.uid === 'u1')).toEqual({
      uid: 'u1',
      name: null,
      memberSince: null,
      counts: null,
      horario: {},
      takenToday: {},
      date,
      appointments: [],
      toConfirm: false,
    });
    stop();

    backend.controls.failNext('subscribe', 'permission_denied', 'carerPeople/c1');
    const errors: string[] = [];
    const refused = follow(backend.database, (code) => errors.push(code));
    await flush();
    expect(errors).toEqual(['permission_denied']);
    expect(refused.seen).toEqual([]);
    refused.stop();
  });

  it('an empty list is an empty console', async () => {
    const backend = createInMemoryBackend({ data: {} });
    const { seen, stop } = follow(backend.database);
    await flush();
    expect(seen).toEqual([[]]);
    stop();
  });
});

describe('the two days of appointments', () => {
  it.each([
    ['2026-03-10', '2026-03-11'],
    ['2026-03-31', '2026-04-01'],
    ['2028-02-28', '2028-02-29'],
    ['2027-02-28', '2027-03-01'],
    ['2026-12-31', '2027-01-01'],
  ])('after %s comes %s', (day, next) => {
    expect(dayAfter(day)).toBe(next);
    expect(appointmentsOfDayAndNext(day)).toEqual({
      orderBy: { child: 'data_consulta' },
      startAt: day,
      endAt: next,
    });
  });

  it.each(['2026-3-10', '10/03/2026', '2026-02-30', ''])('%j is not a day', (day) => {
    expect(() => dayAfter(day)).toThrow(RangeError);
  });
});

/**
 * The same people as `data`, each with a card in c1's console as the clients keep it, in a card's
 * short layout (domain/overviewCards): `mN` and `cN` keys, times as `{h, d}`, doses taken as `true`,
 * appointments as 'YYYY-MM-DD HH:MM'.
 */
const cardDose = { m1: { '0800': true } };
const cards = {
  u1: {
    membro: { name: 'Maria Silva', since: 1_000 },
    resumo: {
      contactos: 2,
      consultas: 4,
      medicamentos: 1,
      horario: { m1: { h: '08:00,20:00', d: 5_000 } },
    },
    tomas: { '2026-03-09': cardDose, [date]: cardDose },
    consultas: {
      c1: '2026-03-09',
      c2: '2026-03-11',
      c3: `${date} 15:00`,
      c4: `${date} 09:00`,
      c5: '2026-03-12 10:00',
    },
  },
  u2: { membro: { name: 'José Santos', since: 2_000 }, resumo: { contactos: 0 } },
};

/** An appointment of u1's card as her four reads give it: day and time, no name (a card keeps none). */
const appointmentFromCard = (key: string, data_consulta: string, time_consulta: string) => ({
  key,
  value: { contacto_Nome: '', data_consulta, time_consulta },
});

describe('overviewFromCard: a person from her card, in its short layout', () => {
  const membro = { name: 'Maria Silva', since: 1_000 };
  const nothing = {
    uid: 'u1',
    name: 'Maria Silva',
    memberSince: 1_000,
    counts: null,
    horario: {},
    takenToday: {},
    date,
    appointments: [],
    toConfirm: false,
  };

  it.each<[string, unknown, PersonOverview | null]>([
    ['no card', null, null],
    ['not an object', 'u1', null],
    ['a card without her membership', { resumo: { contactos: 0 } }, null],
    ['her membership only: no summary, doses or appointments', { membro }, nothing],
    [
      'a card of hers: the short keys back as her records’ keys',
      cards.u1,
      {
        ...nothing,
        counts: { contact: 2, appointment: 4, medication: 1 },
        horario: { medicamento_1: { horas: '08:00,20:00', desde: 5_000 } },
        takenToday: { medicamento_1: { '0800': true } },
        appointments: [
          appointmentFromCard('consulta_ID_4', date, '09:00'),
          appointmentFromCard('consulta_ID_3', date, '15:00'),
          appointmentFromCard('consulta_ID_2', '2026-03-11', ''),
        ],
        toConfirm: false,
      },
    ],
    [
      'another day’s doses are not the day’s',
      { membro, tomas: { '2026-03-09': cardDose } },
      nothing,
    ],
    [
      'what is not in a card’s layout (her data’s own keys and values) is not read',
      {
        membro,
        resumo: {
          contactos: 1,
          horario: { medicamento_1: { horas: '08:00', desde: 5_000 } },
        },
        tomas: { [date]: { medicamento_1: { '0800': 2 }, m2: { '0800': 2 } } },
        consultas: {
          consulta_ID_1: { data_consulta: date, time_consulta: '' },
          c2: { data_consulta: date, time_consulta: '10:00' },
          c3: `${date}T10:00`,
        },
      },
      { ...nothing, counts: { contact: 1, appointment: 0, medication: 0 } },
    ],
  ])('%s', (_case, card, expected) => expect(overviewFromCard('u1', date, card)).toEqual(expected));
});

describe("followCarerOverview: a carer's people from their cards, three reads in all", () => {
  it('reads the list, the cards and who waits to be confirmed only, and builds each person as her four reads would', async () => {
    const backend = createInMemoryBackend({ data: { ...data, carerOverview: { c1: cards } } });
    const { port, subscribed, active } = recording(backend.database);
    const { seen, stop } = follow(port);
    await flush();
    expect([...subscribed].sort()).toEqual([
      'carerOverview/c1',
      'carerPending/c1',
      'carerPeople/c1',
    ]);
    expect(seen.at(-1)).toEqual([
      {
        uid: 'u2',
        name: 'José Santos',
        memberSince: 2_000,
        counts: { contact: 0, appointment: 0, medication: 0 },
        horario: {},
        takenToday: {},
        date,
        appointments: [],
        toConfirm: false,
      },
      {
        uid: 'u1',
        name: 'Maria Silva',
        memberSince: 1_000,
        counts: { contact: 2, appointment: 4, medication: 1 },
        horario: { medicamento_1: { horas: '08:00,20:00', desde: 5_000 } },
        // Only that the dose was taken: a card keeps no moment.
        takenToday: { medicamento_1: { '0800': true } },
        date,
        // Today's and tomorrow's only, by day and time: not yesterday's, not the day after tomorrow's.
        appointments: [
          appointmentFromCard('consulta_ID_4', date, '09:00'),
          appointmentFromCard('consulta_ID_3', date, '15:00'),
          appointmentFromCard('consulta_ID_2', '2026-03-11', ''),
        ],
        toConfirm: false,
      },
    ]);
    stop();
    expect(active.size).toBe(0);
  });

  it('follows by four reads only the people without a card, and lets go of them when their card comes', async () => {
    const backend = createInMemoryBackend({
      data: { ...data, carerOverview: { c1: { u1: cards.u1 } } },
    });
    const { port, active } = recording(backend.database);
    const { seen, stop } = follow(port);
    await flush();
    expect([...active].filter((path) => path.includes('u1'))).toEqual([]);
    expect([...active].filter((path) => path.includes('u2'))).toHaveLength(4);
    expect(seen.at(-1)?.map((person) => person.name)).toEqual(['José Santos', 'Maria Silva']);

    await backend.database.set('carerOverview/c1/u2', cards.u2);
    await flush();
    expect([...active].sort()).toEqual(['carerOverview/c1', 'carerPending/c1', 'carerPeople/c1']);
    expect(seen.at(-1)?.find((person) => person.uid === 'u2')?.counts).toEqual({
      contact: 0,
      appointment: 0,
      medication: 0,
    });
    stop();
  });

  it('calls back when a card changes: a dose taken, a summary count, an appointment, a medicine’s times; a person taken off the list goes', async () => {
    const backend = createInMemoryBackend({ data: { ...data, carerOverview: { c1: cards } } });
    const { seen, stop } = follow(backend.database);
    await flush();
    const maria = () => seen.at(-1)?.find((person) => person.uid === 'u1');

    await backend.database.set(`carerOverview/c1/u1/tomas/${date}/m1/2000`, true);
    expect(maria()?.takenToday).toEqual({ medicamento_1: { '0800': true, '2000': true } });
    await backend.database.set('carerOverview/c1/u1/resumo/contactos', 3);
    expect(maria()?.counts).toEqual({ contact: 3, appointment: 4, medication: 1 });
    await backend.database.set('carerOverview/c1/u1/consultas/c6', '2026-03-11 08:00');
    expect(maria()?.appointments.map((found) => found.key)).toEqual([
      'consulta_ID_4',
      'consulta_ID_3',
      'consulta_ID_6',
      'consulta_ID_2',
    ]);
    await backend.database.set('carerOverview/c1/u1/resumo/horario/m1', { h: '09:00', d: 6_000 });
    expect(maria()?.horario).toEqual({ medicamento_1: { horas: '09:00', desde: 6_000 } });

    await backend.database.remove('carerPeople/c1/u2');
    await flush();
    expect(seen.at(-1)?.map((person) => person.uid)).toEqual(['u1']);
    stop();
  });

  it('marks who named the carer herself until the carer confirms her, and lists nobody before that read answers', async () => {
    const backend = createInMemoryBackend({
      data: { ...data, carerOverview: { c1: cards }, carerPending: { c1: { u2: true } } },
    });
    const { seen, stop } = follow(backend.database);
    await flush();
    const waiting = () =>
      seen
        .at(-1)
        ?.filter((person) => person.toConfirm)
        .map((p) => p.uid);
    expect(waiting()).toEqual(['u2']);
    await backend.database.remove('carerPending/c1/u2');
    await flush();
    expect(waiting()).toEqual([]);
    stop();
  });

  it('a refused read of the cards follows everyone by four reads', async () => {
    const backend = createInMemoryBackend({ data: { ...data, carerOverview: { c1: cards } } });
    backend.controls.failNext('subscribe', 'permission_denied', 'carerOverview/c1');
    const { port, active } = recording(backend.database);
    const { seen, stop } = follow(port);
    await flush();
    expect(active.size).toBe(3 + 8);
    expect(seen.at(-1)?.map((person) => person.name)).toEqual(['José Santos', 'Maria Silva']);
    stop();
  });
});
