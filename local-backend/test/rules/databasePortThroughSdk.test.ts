import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, enableLogging, getDatabase } from 'firebase/database';
import type { DatabasePort } from '../../../shared-machines/src/ports/backendPorts';
import { createFirebaseDatabasePort } from '../../../shared-machines/src/firebase/firebaseDatabasePort';
import { createRecordsRepository } from '../../../shared-machines/src/records/recordsRepository';
import { createCardMirror } from '../../../shared-machines/src/records/cardMirror';
import { associationDayAt } from '../../../shared-machines/src/domain/doseSchedule';
import { calendarDayWindow } from '../../../shared-machines/src/domain/associationCalendar';
import { checkedRecord } from '../../../shared-machines/src/testing/checkedRecord';
import { databaseRulesPath } from '../../src/ports/repoLayout';
import { startRtdbServer, type RtdbServerHandle } from '../../src/rtdb';
import { NAMESPACE } from '../rtdb/rtdbTestClients';
import { fixtureWith, names } from './rulesTables';

// The product's database port (the Firebase adapter) against the local server enforcing
// database.rules.json, signed in as a carer: a query's answer holds only the children it selects, and
// so does everything the server sent (read from the SDK's own log of the messages it received); the
// records repository's writes to the person's summary are ones the rules accept.

const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));
const appointment = (data_consulta: string) => ({
  contacto_Nome: 'Cardiologia',
  data_consulta,
  time_consulta: '10:00',
});
/** Today on the machine's clock (this server runs on it), in the calendar the dose rules read. */
const today = associationDayAt(new Date()).date;
const [year, month, day] = today.split('-').map(Number) as [number, number, number];
const data = fixtureWith({
  [`calendarDays/${today}`]: calendarDayWindow({ year, month, day }),
  'Newdata_maria/consultas': {
    consulta_ID_1: appointment('2026-03-09'),
    consulta_ID_2: appointment('2026-03-10'),
    consulta_ID_3: appointment('2026-03-11'),
    consulta_ID_4: appointment('2026-03-12'),
  },
  'Newdata_maria/tomas': {
    '2026-01-31': { medicamento_1: { '0800': 1 } },
    '2026-02-09': { medicamento_1: { '0800': 2 } },
    '2026-03-10': { medicamento_1: { '0800': 3 } },
    '2026-03-11': { medicamento_1: { '0800': 4 } },
  },
});

let server: RtdbServerHandle;

/** What the server holds at a path, read with the admin credential. */
async function stored(path: string): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${server.port}/${path}.json?ns=${NAMESPACE}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  return response.json();
}

/** Waits until the server holds what `accept` wants at a path (the summary's counts are not waited for by a save). */
async function storedWhen(path: string, accept: (value: unknown) => boolean): Promise<unknown> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await stored(path);
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never became what was expected: ${JSON.stringify(await stored(path))}`);
}
let app: FirebaseApp;
let database: DatabasePort;
/** Every message the SDK received from the server, as it logs them. */
const received: string[] = [];

beforeAll(async () => {
  setLogLevel('silent');
  enableLogging((message) => {
    // Responses ('from server') and pushes of data ('handleServerMessage'), each with its JSON.
    if (/from server: |handleServerMessage/.test(message)) received.push(message);
  });
  server = await startRtdbServer({ port: 0, rules, dataFile: null });
  const response = await fetch(`http://127.0.0.1:${server.port}/.json?ns=${NAMESPACE}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
  expect(response.status).toBe(200);
  app = initializeApp(
    { projectId: 'demo-amparo', databaseURL: `http://127.0.0.1:${server.port}?ns=${NAMESPACE}` },
    'queries-as-carer',
  );
  // The port cannot carry a token: the app's database is pointed at the server, as the carer, first.
  connectDatabaseEmulator(getDatabase(app), '127.0.0.1', server.port, {
    mockUserToken: { user_id: 'ana' },
  });
  database = createFirebaseDatabasePort(app);
});

afterAll(async () => {
  enableLogging(false);
  await deleteApp(app);
  await server.stop();
});

const twoDays = {
  orderBy: { child: 'data_consulta' },
  startAt: '2026-03-10',
  endAt: '2026-03-11',
} as const;

describe('queries through the SDK against the local server, as a carer', () => {
  it("subscribeQuery: a person's appointments of two days, and nothing else is sent", async () => {
    received.length = 0;
    const value = await new Promise((resolve, reject) => {
      const stop = database.subscribeQuery(
        'Newdata_maria/consultas',
        twoDays,
        (answer) => {
          queueMicrotask(stop);
          resolve(answer);
        },
        reject,
      );
    });
    expect(value).toEqual({
      consulta_ID_2: appointment('2026-03-10'),
      consulta_ID_3: appointment('2026-03-11'),
    });
    const sent = received.join('\n');
    expect(sent).toContain('consulta_ID_2');
    expect(sent).not.toContain('consulta_ID_1');
    expect(sent).not.toContain('consulta_ID_4');
  });

  it('getQuery: the days taken from 30 days back to today, by key, and nothing else is sent', async () => {
    received.length = 0;
    await expect(
      database.getQuery('Newdata_maria/tomas', {
        orderBy: 'key',
        startAt: '2026-02-09',
        endAt: '2026-03-10',
      }),
    ).resolves.toEqual({
      '2026-02-09': { medicamento_1: { '0800': 2 } },
      '2026-03-10': { medicamento_1: { '0800': 3 } },
    });
    const sent = received.join('\n');
    expect(sent).toContain('2026-02-09');
    expect(sent).not.toContain('2026-01-31');
    expect(sent).not.toContain('2026-03-11');
  });

  it('a query of a person the carer does not follow is refused', async () => {
    await expect(database.getQuery('Newdata_jose/consultas', twoDays)).rejects.toMatchObject({
      code: 'permission_denied',
    });
    const error = await new Promise((resolve) => {
      database.subscribeQuery('Newdata_jose/consultas', twoDays, () => undefined, resolve);
    });
    expect(error).toMatchObject({ code: 'permission_denied' });
  });
});

describe("the records repository keeps the person's summary under the rules, as her carer", () => {
  it('counts an add and a delete, follows a medicine’s times with horasDesde, and repairs a count', async () => {
    const repository = createRecordsRepository(database, 'maria', { uid: 'ana', name: names.ana });
    const medicine = checkedRecord('medication', {
      medicamento: 'Comprimido',
      momento_tomar: 'Ao almoço',
      horas: '08:00,20:00',
    });
    const edited = (changes: { momento_tomar?: string; horas?: string }) =>
      checkedRecord('medication', { ...medicine, ...changes }, 'edit');
    const key = await repository.add('medication', medicine);
    const summary = (await storedWhen('Newdata_maria/resumo', (value) =>
      Boolean((value as { horario?: object } | null)?.horario),
    )) as { medicamentos: number; horario: Record<string, { horas: string; desde: number }> };
    const added = (await stored(`Newdata_maria/medicamentos/${key}`)) as { horasDesde: number };
    expect(summary.medicamentos).toBe(2);
    expect(summary.horario[key]?.horas).toBe('08:00,20:00');
    expect(Math.abs((summary.horario[key]?.desde ?? 0) - added.horasDesde)).toBeLessThan(60_000);

    // Times kept: horasDesde kept (the rules refuse any other past time); times changed: one update.
    await repository.update('medication', key, edited({ momento_tomar: 'Ao jantar' }));
    expect(await stored(`Newdata_maria/medicamentos/${key}/horasDesde`)).toBe(added.horasDesde);
    await repository.update('medication', key, edited({ horas: '09:00' }));
    const changed = (await stored(`Newdata_maria/medicamentos/${key}`)) as { horasDesde: number };
    expect(changed.horasDesde).toBeGreaterThanOrEqual(added.horasDesde);
    expect(await stored(`Newdata_maria/resumo/horario/${key}`)).toEqual({
      horas: '09:00',
      desde: changed.horasDesde,
    });

    await repository.remove('medication', key);
    expect(await stored(`Newdata_maria/resumo/horario/${key}`)).toBeNull();
    await storedWhen('Newdata_maria/resumo/medicamentos', (value) => value === 1);

    await expect(repository.repairSummaryCount('contact', 3)).resolves.toBe(true);
    expect(await stored('Newdata_maria/resumo/contactos')).toBe(3);
  });
});

describe("her cards in her carers' consoles follow under the rules", () => {
  it('as her carer: an appointment ahead, a medicine’s times and counts reach every card of hers', async () => {
    const repository = createRecordsRepository(database, 'maria', { uid: 'ana', name: names.ana });
    const card = 'carerOverview/ana/maria';
    const ahead = checkedRecord('appointment', {
      contacto_Nome: 'Oftalmologia',
      data_consulta: '2099-01-05',
      time_consulta: '',
    });
    const appointmentKey = await repository.add('appointment', ahead);
    // On a card, by its short key, as its day alone (it has no time).
    expect(appointmentKey).toBe('consulta_ID_5');
    expect(await storedWhen(`${card}/consultas/c5`, (value) => value !== null)).toBe('2099-01-05');
    expect(await stored(`${card}/consultas/${appointmentKey}`)).toBeNull();

    const medicineKey = await repository.add(
      'medication',
      checkedRecord('medication', {
        medicamento: 'Xarope',
        momento_tomar: 'Ao deitar',
        horas: '22:00',
      }),
    );
    expect(medicineKey).toBe('medicamento_3');
    const times = (await storedWhen(`${card}/resumo/horario/m3`, (value) => Boolean(value))) as {
      h: string;
      d: number;
    };
    const added = (await stored(`Newdata_maria/medicamentos/${medicineKey}`)) as {
      horasDesde: number;
    };
    // `{h, d}`: the times, and the server's time of the card's own write (the save's, a moment after).
    expect(times).toEqual({ h: '22:00', d: expect.any(Number) });
    expect(Math.abs(times.d - added.horasDesde)).toBeLessThan(60_000);
    expect(await stored(`${card}/resumo/horario/${medicineKey}`)).toBeNull();

    await repository.remove('appointment', appointmentKey);
    await repository.remove('medication', medicineKey);
    await storedWhen(`${card}/consultas/c5`, (value) => value === null);
    await storedWhen(`${card}/resumo/horario/m3`, (value) => value === null);
  });

  it('as the person: a dose taken reaches her carer’s card, and nobody else’s console', async () => {
    const personApp = initializeApp(
      { projectId: 'demo-amparo', databaseURL: `http://127.0.0.1:${server.port}?ns=${NAMESPACE}` },
      'cards-as-person',
    );
    connectDatabaseEmulator(getDatabase(personApp), '127.0.0.1', server.port, {
      mockUserToken: { user_id: 'maria' },
    });
    try {
      const copy = createCardMirror(createFirebaseDatabasePort(personApp), 'maria');
      const { date } = associationDayAt(new Date());
      await copy({ [`tomas/${date}/medicamento_1/0800`]: { '.sv': 'timestamp' } });
      // On the card: that it was taken, under the medicine's short key (the moment is on her data).
      expect(await stored(`carerOverview/ana/maria/tomas/${date}`)).toEqual({
        m1: { '0800': true },
      });
      expect(await stored('carerOverview/rui/maria')).toBeNull();
    } finally {
      await deleteApp(personApp);
    }
  });
});
