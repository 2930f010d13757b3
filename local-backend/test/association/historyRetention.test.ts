import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readAppointments, readContacts, readMedications } from '@amparo/shared-machines/records';
import { localAdminBackend } from '../../src/association/localAdminBackend';
import { uidPrefix } from '../../src/association/retentionReport';
import { localIsoDate } from '../../src/seed/demoAssociation';
import { rebuildSummary } from '../../src/association/summaryRebuild';
import { runAssociationCommand } from '../../src/association/associationCommand';
import type { RunningLocalBackend, SeedSummary } from '../../src/index';
import {
  ServiceClock,
  localDatabaseNamespace,
  seedDemoData,
  startLocalBackend,
} from '../../src/index';

// The history kept, end to end on a local backend whose clock starts at a known moment: a person with
// doses taken on 400 days and appointments before and after, the clock moved a year and a day, then
// `retention apply` removes exactly what is dated before the earliest day kept and rebuilds the
// summary, and keeps the carers' cards to today; a second run removes nothing. `summaries rebuild` on
// its own puts wrong summaries right, and writes the reverse links and the cards data older than the
// cards lacks, removing those without a link.

const owner = { Authorization: 'Bearer owner' };
const day = 86_400_000;
/** Noon in Lisbon (summer time) on Tuesday 30 March 2027. */
const start = Date.parse('2027-03-30T11:00:00Z');

let dataDir: string;
let backend: RunningLocalBackend;
let seeded: SeedSummary;
let joseUid: string;
let mariaUid: string;

type Tree = Record<string, unknown>;
type PersonTree = Record<string, Record<string, unknown> | undefined>;

async function databaseTree(): Promise<Tree> {
  const response = await fetch(
    `http://127.0.0.1:${backend.ports.database}/.json?ns=${localDatabaseNamespace}`,
    { headers: owner },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Tree;
}

async function patchRoot(values: Record<string, unknown>): Promise<void> {
  const response = await fetch(
    `http://127.0.0.1:${backend.ports.database}/.json?ns=${localDatabaseNamespace}`,
    { method: 'PATCH', headers: owner, body: JSON.stringify(values) },
  );
  expect(response.status).toBe(200);
}

async function association(
  argv: string[],
): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAssociationCommand(argv, {
    env: {
      ...process.env,
      AUTH_EMULATOR_PORT: String(backend.ports.auth),
      DATABASE_EMULATOR_PORT: String(backend.ports.database),
      FIRESTORE_EMULATOR_PORT: String(backend.ports.firestore),
      STORAGE_EMULATOR_PORT: String(backend.storagePort),
    },
    cwd: os.tmpdir(),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

/** 'YYYY-MM-DD' of the UTC day `offset` days from `moment`. */
const dayOf = (moment: number, offset: number): string =>
  new Date(moment + offset * day).toISOString().slice(0, 10);

const personOf = (tree: Tree, uid: string): PersonTree =>
  (tree[`Newdata_${uid}`] ?? {}) as PersonTree;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-retention-test-'));
  backend = await startLocalBackend({
    authPort: 0,
    databasePort: 0,
    firestorePort: 0,
    dataDir,
    clock: new ServiceClock(start - Date.now()),
  });
  seeded = await seedDemoData({
    ports: backend.ports,
    associationCode: 'segredo',
    today: new Date(start),
  });
  mariaUid = seeded.uids['maria.silva@gmail.com'] as string;
  joseUid = seeded.uids['jose.santos@sapo.pt'] as string;
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('summaries rebuild', () => {
  it('finds the seeded summaries right, puts a wrong or missing one right, then has nothing to do', async () => {
    expect((await association(['summaries', 'rebuild'])).out).toEqual([
      expect.stringMatching(
        /^Summaries of 2 people on the local backend .*: 0 corrected, 2 already right\.$/,
      ),
      "Cards in the carers' consoles: 0 written, 3 already right, 0 removed; personCarers entries: 0 written, 0 removed.",
    ]);
    const seededTree = await databaseTree();
    await patchRoot({
      [`Newdata_${mariaUid}/resumo`]: { contactos: 9, consultas: 0, medicamentos: 1 },
      [`Newdata_${joseUid}/resumo`]: null,
    });
    const rebuilt = await association(['summaries', 'rebuild']);
    expect(rebuilt).toEqual({
      code: 0,
      out: [
        expect.stringMatching(/: 2 corrected, 0 already right\.$/),
        "Cards in the carers' consoles: 0 written, 3 already right, 0 removed; personCarers entries: 0 written, 0 removed.",
      ],
      err: [],
    });
    expect(await databaseTree()).toEqual(seededTree);
    expect((await association(['summaries', 'rebuild'])).out[0]).toMatch(
      /: 0 corrected, 2 already right\.$/,
    );
  });

  it('writes the reverse links and cards of data older than the cards, removes the unlinked, then has nothing to do', async () => {
    const seededTree = await databaseTree();
    const anaUid = seeded.uids['ana.costa@probranca.pt'] as string;
    const ruiUid = seeded.uids['rui.pereira@probranca.pt'] as string;
    // The seed's cards: Ana's of Maria (her upcoming appointments, not the past one) and of José, Rui's of José.
    expect(seededTree.personCarers).toEqual({
      [mariaUid]: { [anaUid]: true },
      [joseUid]: { [anaUid]: true, [ruiUid]: true },
    });
    const overview = seededTree.carerOverview as Record<string, Record<string, unknown>>;
    expect(Object.keys(overview[anaUid] ?? {}).sort()).toEqual([mariaUid, joseUid].sort());
    expect(Object.keys(overview[ruiUid] ?? {})).toEqual([joseUid]);
    // In the card's short layout: her medicines' times without when they were set (before today),
    // her appointments by their short keys as their day and time.
    expect(personOf(seededTree, mariaUid).resumo).toMatchObject({
      contactos: 4,
      consultas: 3,
      medicamentos: 3,
    });
    expect(overview[anaUid]?.[mariaUid]).toEqual({
      membro: { name: 'Maria Silva', since: expect.any(Number) },
      resumo: {
        contactos: 4,
        consultas: 3,
        medicamentos: 3,
        horario: { m1: { h: '08:00,20:00' }, m3: { h: '14:00' } },
      },
      consultas: {
        c2: `${localIsoDate(new Date(start), 6)} 15:00`,
        c3: `${localIsoDate(new Date(start), 20)} 09:15`,
      },
    });

    // As before the cards: no reverse links, no cards; and a card and a reverse link with no link.
    await patchRoot({
      personCarers: { [mariaUid]: { [ruiUid]: true } },
      carerOverview: { [ruiUid]: { [mariaUid]: overview[anaUid]?.[mariaUid] } },
    });
    const migrated = await association(['summaries', 'rebuild']);
    expect(migrated).toEqual({
      code: 0,
      out: [
        expect.stringMatching(/: 0 corrected, 2 already right\.$/),
        "Cards in the carers' consoles: 3 written, 0 already right, 1 removed; personCarers entries: 3 written, 1 removed.",
      ],
      err: [],
    });
    expect(await databaseTree()).toEqual(seededTree);
    expect((await association(['summaries', 'rebuild'])).out[1]).toBe(
      "Cards in the carers' consoles: 0 written, 3 already right, 0 removed; personCarers entries: 0 written, 0 removed.",
    );

    // A dose taken today is on her cards once rebuilt, under today only.
    const taken = { medicamento_1: { '0800': start - 3600_000 } };
    await patchRoot({
      [`Newdata_${mariaUid}/tomas/${dayOf(start, 0)}`]: taken,
      [`Newdata_${mariaUid}/tomas/${dayOf(start, -1)}`]: taken,
    });
    expect((await association(['summaries', 'rebuild'])).out[1]).toMatch(/^Cards .*: 1 written, 2/);
    const withDose = await databaseTree();
    const card = (withDose.carerOverview as Record<string, Record<string, Tree>>)[anaUid]?.[
      mariaUid
    ];
    expect(card?.tomas).toEqual({ [dayOf(start, 0)]: { m1: { '0800': true } } });
    await patchRoot({ [`Newdata_${mariaUid}/tomas`]: null });
    await association(['summaries', 'rebuild']);
    expect(await databaseTree()).toEqual(seededTree);
  });

  it('rebuildSummary counts the records the screens show and lists the medicines with times', async () => {
    const uid = 'pessoa-de-teste';
    await patchRoot({
      [`Newdata_${uid}`]: {
        contactos: {
          contacto_Contacto_1: { contacto_Nome: 'Rosa', contacto_telPesso: '912345678' },
          contacto_Contacto_2: 'não é um registo',
        },
        consultas: { consulta_ID_1: { contacto_Nome: 'Dentista', data_consulta: '' } },
        medicamentos: {
          medicamento_1: { medicamento: 'A', momento_tomar: '', horas: '08:00', horasDesde: 5 },
          medicamento_2: { medicamento: 'B', momento_tomar: '', horas: '21:00' },
          medicamento_3: { medicamento: 'C', momento_tomar: '', horas: '' },
        },
        resumo: { contactos: 2 },
      },
    });
    const admin = localAdminBackend({ ports: backend.ports });
    const summary = {
      contactos: 1,
      consultas: 1,
      medicamentos: 3,
      horario: {
        medicamento_1: { horas: '08:00', desde: 5 },
        medicamento_2: { horas: '21:00', desde: 0 },
      },
    };
    expect(await rebuildSummary(admin, uid)).toEqual({ summary, corrected: true });
    expect(personOf(await databaseTree(), uid).resumo).toEqual(summary);
    expect(await rebuildSummary(admin, uid)).toEqual({ summary, corrected: false });
    await patchRoot({ [`Newdata_${uid}`]: null });
  });
});

describe('retention', () => {
  const joseMedicine = {
    medicamento: '1 comprimido de Metformina 500 mg',
    momento_tomar: 'Ao pequeno-almoço',
    horas: '09:00',
    horasDesde: start - 500 * day,
  };
  const appointment = (date: string) => ({
    contacto_Nome: 'Cardiologia',
    data_consulta: date,
    time_consulta: '10:00',
  });
  let before: Tree;
  let carers: string[];
  /** What a client left on José's cards on the first day: that day's dose, two appointments. */
  const joseCardDay = {
    tomas: { [dayOf(start, 0)]: { m1: { '0900': true } } },
    consultas: { c6: '2027-04-10 10:00', c7: '2028-05-01 10:00' },
  };
  /** What a carer left on Ana's card of Maria on the first day: her first medicine's times, set then. */
  const mariaTimesSet = { h: '08:00,20:00', d: start - 3600_000 };

  beforeAll(async () => {
    carers = [
      seeded.uids['ana.costa@probranca.pt'] as string,
      seeded.uids['rui.pereira@probranca.pt'] as string,
    ];
    const doses: Record<string, unknown> = {};
    for (let back = 0; back < 400; back += 1) {
      const taken = start - back * day;
      doses[dayOf(start, -back)] = { medicamento_1: { '0900': taken - 2 * 3600_000 } };
    }
    await patchRoot({
      [`Newdata_${joseUid}`]: {
        contactos: { contacto_Contacto_1: { contacto_Nome: 'Rosa', contacto_telPesso: '912' } },
        medicamentos: { medicamento_1: joseMedicine },
        consultas: {
          consulta_ID_1: appointment('2026-03-01'),
          consulta_ID_2: appointment('2027-02-27'),
          consulta_ID_3: appointment('2027-02-28'),
          consulta_ID_4: appointment('15/01/2027'),
          consulta_ID_5: appointment(''),
          consulta_ID_6: appointment('2027-04-10'),
          consulta_ID_7: appointment('2028-05-01'),
        },
        tomas: doses,
        resumo: { contactos: 0, consultas: 0, medicamentos: 0 },
      },
      ...Object.fromEntries(
        carers.flatMap((carer) => [
          [`carerOverview/${carer}/${joseUid}/tomas`, joseCardDay.tomas],
          [`carerOverview/${carer}/${joseUid}/consultas`, joseCardDay.consultas],
        ]),
      ),
      [`carerOverview/${carers[0] as string}/${mariaUid}/resumo/horario/m1`]: mariaTimesSet,
    });
    before = await databaseTree();
  });

  it('show: the setting, today on the services’ clock and the earliest day kept', async () => {
    const shown = await association(['retention', 'show']);
    expect(shown).toEqual({
      code: 0,
      out: [
        expect.stringMatching(
          /^History kept on the local backend .*: 13 months \(historyRetentionMonths in shared-machines\/src\/config\/associationConfig\.ts\)\.$/,
        ),
        'Today (Europe/Lisbon, on its clock): 2027-03-30; earliest day kept: 2026-02-28.',
        "`retention apply` removes the doses taken and the appointments dated before 2026-02-28, and from the carers' cards what is dated before today.",
      ],
      err: [],
    });
  });

  it('a year and a day later, apply removes what is older than 13 months and nothing newer', async () => {
    await backend.clock.advance(366 * day);
    expect((await association(['retention', 'show'])).out[1]).toBe(
      'Today (Europe/Lisbon, on its clock): 2028-03-30; earliest day kept: 2027-02-28.',
    );
    const applied = await association(['retention', 'apply']);
    expect(applied.code).toBe(0);
    expect(applied.err).toEqual([]);
    // In uid order: Maria loses her two appointments (then upcoming) from Ana's card of her, and when
    // her medicine's times were set (that day is past); José his old history, and from each of his two
    // cards the first day's dose and the appointment since past.
    const lines = new Map([
      [
        mariaUid,
        `  ${uidPrefix(mariaUid)}: 0 days of doses taken and 2 appointments from 1 card in the carers' consoles`,
      ],
      [
        joseUid,
        `  ${uidPrefix(joseUid)}: 369 days of doses taken, 3 appointments removed; 2 days of doses taken and 2 appointments from 2 cards in the carers' consoles`,
      ],
    ]);
    expect(applied.out).toEqual([
      expect.stringMatching(
        /^History kept on the local backend .*: 13 months; today 2028-03-30, earliest day kept 2027-02-28\.$/,
      ),
      ...[mariaUid, joseUid].sort().map((uid) => lines.get(uid)),
      "Removed 369 days of doses taken and 3 appointments from 1 of 2 people, and 2 days of doses taken and 4 appointments from 3 cards in the carers' consoles; 1 summary corrected.",
      // The calendar kept ahead: the seed wrote 2027 to 2036, a year later 2037 is added.
      expect.stringMatching(
        /^Calendar on the local backend .*, 2028-01-01 to 2037-12-31: 365 days written, 3288 already right\.$/,
      ),
      expect.stringMatching(
        /^Figures from the tablets on the local backend .*: the last 31 days kept, nothing older\.$/,
      ),
    ]);
    // Counts only: no names, medicines or appointments.
    const printed = applied.out.join('\n');
    for (const word of ['Cardiologia', 'Metformina', 'Paracetamol', 'Rosa', 'Maria', 'José', '@'])
      expect(printed).not.toContain(word);

    const after = await databaseTree();
    const jose = personOf(after, joseUid);
    const joseBefore = personOf(before, joseUid);
    const kept = Object.keys(joseBefore.tomas ?? {}).filter((date) => date >= '2027-02-28');
    expect(kept).toHaveLength(31);
    expect(Object.keys(jose.tomas ?? {}).sort()).toEqual(kept.sort());
    for (const date of kept) expect(jose.tomas?.[date]).toEqual(joseBefore.tomas?.[date]);
    // The last 30 days of doses are exactly as they were.
    for (let back = 0; back < 30; back += 1)
      expect(jose.tomas?.[dayOf(start, -back)]).toEqual(joseBefore.tomas?.[dayOf(start, -back)]);
    expect(jose.consultas).toEqual({
      consulta_ID_3: appointment('2027-02-28'),
      consulta_ID_5: appointment(''),
      consulta_ID_6: appointment('2027-04-10'),
      consulta_ID_7: appointment('2028-05-01'),
    });
    expect(jose.contactos).toEqual(joseBefore.contactos);
    expect(jose.medicamentos).toEqual(joseBefore.medicamentos);
    expect(jose.resumo).toEqual({
      contactos: readContacts(jose.contactos).length,
      consultas: readAppointments(jose.consultas).length,
      medicamentos: readMedications(jose.medicamentos).length,
      horario: { medicamento_1: { horas: '09:00', desde: joseMedicine.horasDesde } },
    });
    expect(jose.resumo).toMatchObject({ contactos: 1, consultas: 4, medicamentos: 1 });
    // The cards hold nothing before today, and José's his corrected summary, in the card's layout
    // (his medicine's times set long before today: without when).
    const cards = after.carerOverview as Record<string, Record<string, Tree>>;
    const cardsBefore = before.carerOverview as Record<string, Record<string, Tree>>;
    for (const carer of carers)
      expect(cards[carer]?.[joseUid]).toEqual({
        membro: cardsBefore[carer]?.[joseUid]?.membro,
        resumo: { contactos: 1, consultas: 4, medicamentos: 1, horario: { m1: { h: '09:00' } } },
        consultas: { c7: '2028-05-01 10:00' },
      });
    const { consultas: _past, ...mariaCard } = cardsBefore[carers[0] as string]?.[mariaUid] ?? {};
    expect(mariaCard.resumo).toMatchObject({ horario: { m1: mariaTimesSet } });
    expect(cards[carers[0] as string]?.[mariaUid]).toEqual({
      ...mariaCard,
      resumo: {
        ...(mariaCard.resumo as Tree),
        horario: { m1: { h: '08:00,20:00' }, m3: { h: '14:00' } },
      },
    });
    // Nobody else's data changed: Maria's appointments are all after the earliest day kept (the
    // calendar, kept ahead, is the last line's).
    const {
      [`Newdata_${joseUid}`]: _joseAfter,
      carerOverview: _cards,
      calendarDays: _calendar,
      ...othersAfter
    } = after;
    const {
      [`Newdata_${joseUid}`]: _joseBefore,
      carerOverview: _cardsBefore,
      calendarDays: _calendarBefore,
      ...othersBefore
    } = before;
    expect(othersAfter).toEqual(othersBefore);
    expect(personOf(after, mariaUid)).toEqual(personOf(before, mariaUid));
  });

  it('run again, removes nothing and writes nothing', async () => {
    const tree = await databaseTree();
    const again = await association(['retention', 'apply']);
    expect(again).toEqual({
      code: 0,
      out: [
        expect.stringMatching(/earliest day kept 2027-02-28\.$/),
        'Nothing to remove (2 people); 0 summaries corrected.',
        expect.stringMatching(/: 0 days written, 3653 already right\.$/),
        expect.stringMatching(/: the last 31 days kept, nothing older\.$/),
      ],
      err: [],
    });
    expect(await databaseTree()).toEqual(tree);
  });
});
