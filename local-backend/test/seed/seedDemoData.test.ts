import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decode } from 'jpeg-js';
import { associationDayAt } from '@amparo/shared-machines/patient';
import { cardKeyOf } from '@amparo/shared-machines';
import { cardAppointment, cardSummaryOn } from '@amparo/shared-machines/records';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import type { RunningLocalBackend, SeedSummary } from '../../src/index';
import { localStorageBucket } from '../../src/ports/emulatorPorts';
import { demoDoseTimesSetBeforeMs } from '../../src/seed/demoAssociation';
import {
  localDatabaseNamespace,
  localProjectId,
  seedDemoData,
  startLocalBackend,
} from '../../src/index';

// The seed against a running local backend (free ports, temporary data): twice gives the same data and
// the same accounts; records and carers' links added since survive; a changed password and code are
// put back as told. The demo people are members, Ana follows both and Rui follows José, each link with
// its reverse and the carer's card of the person, as the consoles read them.

const owner = { Authorization: 'Bearer owner' };
let dataDir: string;
let backend: RunningLocalBackend;

async function databaseTree(): Promise<unknown> {
  const response = await fetch(
    `http://127.0.0.1:${backend.ports.database}/.json?ns=${localDatabaseNamespace}`,
    { headers: owner },
  );
  expect(response.status).toBe(200);
  return response.json();
}

async function databaseWrite(
  method: 'PUT' | 'PATCH',
  pathname: string,
  value: unknown,
): Promise<void> {
  const response = await fetch(
    `http://127.0.0.1:${backend.ports.database}/${pathname}.json?ns=${localDatabaseNamespace}`,
    {
      method,
      headers: owner,
      body: JSON.stringify(value),
    },
  );
  expect(response.status).toBe(200);
}

async function userDocuments(): Promise<unknown[]> {
  const response = await fetch(
    `http://127.0.0.1:${backend.ports.firestore}/v1/projects/${localProjectId}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'users' }] } }),
    },
  );
  const results = (await response.json()) as { document?: { name: string; fields: unknown } }[];
  return results.flatMap((result) =>
    result.document === undefined
      ? []
      : [{ name: result.document.name, fields: result.document.fields }],
  );
}

async function signsIn(email: string, password: string): Promise<string> {
  const app = initializeApp(
    { apiKey: 'fake-api-key', projectId: localProjectId },
    `sign-in-${Date.now()}`,
  );
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://127.0.0.1:${backend.ports.auth}`, { disableWarnings: true });
    return (await signInWithEmailAndPassword(auth, email, password)).user.uid;
  } finally {
    await deleteApp(app);
  }
}

const today = new Date(2026, 10, 22, 10, 0);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-seed-test-'));
  backend = await startLocalBackend({ authPort: 0, databasePort: 0, firestorePort: 0, dataDir });
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('seedDemoData', () => {
  let first: SeedSummary;
  let treeAfterFirst: unknown;
  let documentsAfterFirst: unknown[];

  it('creates the association: code, two members and two carers with users documents, and Maria’s records', async () => {
    first = await seedDemoData({
      ports: backend.ports,
      associationCode: 'segredo',
      today,
      storagePort: backend.storagePort,
    });
    expect(first.accounts.map((account) => [account.email, account.created])).toEqual([
      ['maria.silva@gmail.com', true],
      ['jose.santos@sapo.pt', true],
    ]);
    expect(first.carers.map((account) => [account.email, account.created])).toEqual([
      ['ana.costa@probranca.pt', true],
      ['rui.pereira@probranca.pt', true],
    ]);
    expect(Object.keys(first.uids)).toEqual([
      'maria.silva@gmail.com',
      'jose.santos@sapo.pt',
      'ana.costa@probranca.pt',
      'rui.pereira@probranca.pt',
      'pedro.silva@gmail.com',
    ]);
    expect(new Set(Object.values(first.uids)).size).toBe(5);
    expect(first.userDocumentsCreated).toBe(5);
    expect(first.records).toEqual({ contacts: 4, appointments: 3, medications: 3 });

    treeAfterFirst = await databaseTree();
    const tree = treeAfterFirst as Record<string, Record<string, Record<string, unknown>>>;
    const [maria, jose] = first.accounts;
    expect(first.patientUid).toBe(maria?.uid);
    expect(tree.ProBrancaSec).toBe('segredo');
    expect(tree.registrationCodes).toEqual({ segredo: true });
    const mariaTree = tree[`Newdata_${maria?.uid}`];
    expect(Object.keys(mariaTree?.contactos ?? {})).toEqual([
      'contacto_Contacto_1',
      'contacto_Contacto_2',
      'contacto_Contacto_3',
      'contacto_Contacto_4',
    ]);
    // Signed by the seed: seeding again moves only what nobody has changed since (seededRecords).
    expect(mariaTree?.consultas?.consulta_ID_1).toEqual({
      contacto_Nome: 'Cardiologia',
      data_consulta: '2026-11-10',
      time_consulta: '10:30',
      alteradoPor: 'amparo-dados-de-demonstracao',
      alteradoPorNome: 'Dados de demonstração',
      alteradoEm: today.getTime(),
    });
    expect(Object.keys(mariaTree?.medicamentos ?? {})).toEqual([
      'medicamento_1',
      'medicamento_2',
      'medicamento_3',
    ]);
    expect(mariaTree?.variaveis_contact).toEqual({ var_contact: 4 });
    expect(mariaTree?.variaveis).toEqual({ var_consulta: 3 });
    expect(mariaTree?.variavel_Med).toEqual({ variavel_medicame: 3 });
    // Each person's summary matches their lists; the medicines' times were set before the seed.
    const timesSet = today.getTime() - demoDoseTimesSetBeforeMs;
    expect(mariaTree?.medicamentos?.medicamento_1).toMatchObject({ horasDesde: timesSet });
    expect(mariaTree?.resumo).toEqual({
      contactos: 4,
      consultas: 3,
      medicamentos: 3,
      horario: {
        medicamento_1: { horas: '08:00,20:00', desde: timesSet },
        medicamento_3: { horas: '14:00', desde: timesSet },
      },
    });
    expect(tree[`Newdata_${jose?.uid}`]).toEqual({
      resumo: { contactos: 0, consultas: 0, medicamentos: 0 },
    });

    const uid = (email: string): string => first.uids[email] as string;
    const [mariaUid, joseUid, anaUid, ruiUid] = [
      'maria.silva@gmail.com',
      'jose.santos@sapo.pt',
      'ana.costa@probranca.pt',
      'rui.pereira@probranca.pt',
    ].map(uid) as [string, string, string, string];
    expect(tree.members).toEqual({
      [mariaUid]: { name: 'Maria Silva', since: expect.any(Number) },
      [joseUid]: { name: 'José Santos', since: expect.any(Number) },
    });
    expect(tree.memberCodes).toEqual({ [mariaUid]: 'segredo', [joseUid]: 'segredo' });
    // The demo people's days began when the medicines' times were set, before the seed.
    expect(tree.members?.[mariaUid]?.since).toBe(timesSet);
    expect(tree.carers).toEqual({
      [anaUid]: { name: 'Ana Costa' },
      [ruiUid]: { name: 'Rui Pereira' },
    });
    expect(tree.carerPeople).toEqual({
      [anaUid]: { [mariaUid]: true, [joseUid]: true },
      [ruiUid]: { [joseUid]: true },
    });
    expect(tree.personCarers).toEqual({
      [mariaUid]: { [anaUid]: true },
      [joseUid]: { [anaUid]: true, [ruiUid]: true },
    });
    // Maria's card: her membership, her summary and her appointments from today on (on the services'
    // clock, which is the machine's here), day and time only, in the card's layout (cardSummaryOn,
    // cardAppointment, by their short keys); José's: his membership and empty summary.
    const servicesToday = associationDayAt(new Date()).date;
    const upcoming = Object.fromEntries(
      Object.entries(mariaTree?.consultas as Record<string, unknown>).flatMap(([key, record]) => {
        const onCard = cardAppointment(record);
        return onCard !== null && onCard.slice(0, 10) >= servicesToday
          ? [[cardKeyOf('appointment', key), onCard]]
          : [];
      }),
    );
    const joseCard = {
      membro: { name: 'José Santos', since: timesSet },
      resumo: { contactos: 0, consultas: 0, medicamentos: 0 },
    };
    expect(tree.carerOverview).toEqual({
      [anaUid]: {
        [mariaUid]: {
          membro: { name: 'Maria Silva', since: timesSet },
          resumo: cardSummaryOn(mariaTree?.resumo, servicesToday),
          ...(Object.keys(upcoming).length > 0 ? { consultas: upcoming } : {}),
        },
        [joseUid]: joseCard,
      },
      [ruiUid]: { [joseUid]: joseCard },
    });
    // Her medicines' times by their short keys (with when they were set only if that is today on the
    // machine's clock: cardSummaryOn above).
    const mariaCard = tree.carerOverview?.[anaUid]?.[mariaUid] as { resumo: { horario: object } };
    expect(Object.keys(mariaCard.resumo.horario)).toEqual(['m1', 'm3']);
    expect(mariaCard.resumo.horario).toMatchObject({
      m1: { h: '08:00,20:00' },
      m3: { h: '14:00' },
    });
    for (const carerUid of [anaUid, ruiUid]) expect(tree[`Newdata_${carerUid}`]).toBeUndefined();

    documentsAfterFirst = await userDocuments();
    expect(documentsAfterFirst).toHaveLength(5);
    expect(documentsAfterFirst).toContainEqual({
      name: expect.stringMatching(/\/documents\/users\//),
      fields: {
        uid: { stringValue: anaUid },
        name: { stringValue: 'Ana Costa' },
        authProvider: { stringValue: 'local' },
        email: { stringValue: 'ana.costa@probranca.pt' },
      },
    });
    expect(await signsIn('maria.silva@gmail.com', 'amparo2024')).toBe(maria?.uid);
    expect(await signsIn('jose.santos@sapo.pt', 'amparo2024')).toBe(jose?.uid);
    expect(await signsIn('ana.costa@probranca.pt', 'amparo2024')).toBe(anaUid);
    expect(await signsIn('rui.pereira@probranca.pt', 'amparo2024')).toBe(ruiUid);
    // Maria's family: Pedro, her son, in her circle, her day shared, two photos and a message.
    const pedroUid = first.uids['pedro.silva@gmail.com'] as string;
    expect(await signsIn('pedro.silva@gmail.com', 'amparo2024')).toBe(pedroUid);
    const family = tree.family as Record<string, Record<string, unknown>>;
    expect(tree.relatives).toEqual({
      [pedroUid]: {
        name: 'Pedro Silva',
        since: expect.any(Number),
        invitation: expect.any(String),
      },
    });
    expect(tree.circles).toEqual({
      [mariaUid]: {
        members: {
          [pedroUid]: {
            name: 'Pedro Silva',
            since: expect.any(Number),
            invitation: expect.any(String),
          },
        },
      },
    });
    expect(tree.relativeCircles).toEqual({ [pedroUid]: { [mariaUid]: { name: 'Maria Silva' } } });
    expect(family[mariaUid]?.settings).toEqual({ dayShared: true });
    expect(family[mariaUid]?.day).toMatchObject({
      doses: { 'm1-0800': { medicine: '1 comprimido de Paracetamol 500 mg', time: '08:00' } },
    });
    const posts = Object.values(family[mariaUid]?.posts as object) as { kind: string }[];
    expect(posts.map((post) => post.kind)).toEqual(['foto', 'foto', 'mensagem']);
    expect(first.familyPosts.filter((post) => post.photo !== undefined)).toHaveLength(2);
    // Their photos, stored in the storage stand-in as real JPEGs that Pedro (in her circle) may read.
    expect(first.photosStored).toBe(2);
    const photo = first.familyPosts.find((post) => post.photo !== undefined)?.photo as string;
    const stored = await fetch(
      `http://127.0.0.1:${backend.storagePort}/v0/b/${localStorageBucket}/o/${encodeURIComponent(photo)}?alt=media`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    expect(decode(Buffer.from(await stored.arrayBuffer())).width).toBe(480);
  }, 30_000);

  it('changes nothing when run again', async () => {
    const second = await seedDemoData({
      ports: backend.ports,
      associationCode: 'segredo',
      today,
      storagePort: backend.storagePort,
    });
    expect(second.photosStored).toBe(0);
    expect(second.uids).toEqual(first.uids);
    expect([...second.accounts, ...second.carers].every((account) => !account.created)).toBe(true);
    expect(second.userDocumentsCreated).toBe(0);
    expect(await databaseTree()).toEqual(treeAfterFirst);
    expect(await userDocuments()).toEqual(documentsAfterFirst);
  }, 30_000);

  it('moves only the appointment dates when run on another day', async () => {
    await seedDemoData({
      ports: backend.ports,
      associationCode: 'segredo',
      today: new Date(2026, 11, 1, 10, 0),
    });
    const tree = (await databaseTree()) as Record<
      string,
      Record<string, Record<string, { data_consulta?: string }>>
    >;
    const appointments = tree[`Newdata_${first.patientUid}`]?.consultas ?? {};
    expect(Object.values(appointments).map((appointment) => appointment.data_consulta)).toEqual([
      '2026-11-19',
      '2026-12-07',
      '2026-12-21',
    ]);
    await seedDemoData({ ports: backend.ports, associationCode: 'segredo', today });
    expect(await databaseTree()).toEqual(treeAfterFirst);
  }, 30_000);

  it('keeps records added since and never lowers a counter', async () => {
    const root = `Newdata_${first.patientUid}`;
    await databaseWrite('PATCH', root, {
      'contactos/contacto_Contacto_5': {
        contacto_Nome: 'Rosa Marques',
        contacto_telPesso: '917654321',
      },
      'variaveis_contact/var_contact': 5,
    });
    await seedDemoData({ ports: backend.ports, associationCode: 'segredo', today });
    const tree = (await databaseTree()) as Record<string, Record<string, Record<string, unknown>>>;
    expect(tree[root]?.contactos?.contacto_Contacto_5).toEqual({
      contacto_Nome: 'Rosa Marques',
      contacto_telPesso: '917654321',
    });
    expect(tree[root]?.variaveis_contact).toEqual({ var_contact: 5 });
    expect(Object.keys(tree[root]?.contactos ?? {})).toHaveLength(5);
    expect(tree[root]?.resumo).toMatchObject({ contactos: 5, consultas: 3, medicamentos: 3 });
  }, 30_000);

  it('never overwrites a record a person or carer changed or deleted, even on another day', async () => {
    const root = `Newdata_${first.patientUid}`;
    const before = (await databaseTree()) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    const seededContact = before[root]?.contactos?.contacto_Contacto_1 as Record<string, unknown>;
    // As a carer's save leaves them: her own signature instead of the seed's.
    const changed = {
      ...seededContact,
      contacto_telPesso: '912000111',
      alteradoPor: 'ana-uid',
      alteradoPorNome: 'Ana Costa',
      alteradoEm: 1,
    };
    // As the person's own save leaves it: no signature at all.
    const {
      alteradoPor: _by,
      alteradoPorNome: _name,
      alteradoEm: _at,
      ...ownAppointment
    } = before[root]?.consultas?.consulta_ID_2 as Record<string, unknown>;
    await databaseWrite('PATCH', root, {
      'contactos/contacto_Contacto_1': changed,
      'consultas/consulta_ID_2': { ...ownAppointment, time_consulta: '16:00' },
      'consultas/consulta_ID_3': null,
    });
    await seedDemoData({
      ports: backend.ports,
      associationCode: 'segredo',
      today: new Date(2026, 11, 1, 10, 0),
    });
    const after = (await databaseTree()) as Record<string, Record<string, Record<string, unknown>>>;
    expect(after[root]?.contactos?.contacto_Contacto_1).toEqual(changed);
    expect(after[root]?.consultas?.consulta_ID_2).toEqual({
      ...ownAppointment,
      time_consulta: '16:00',
    });
    expect(after[root]?.consultas?.consulta_ID_3).toBeUndefined();
    // The seed's own untouched appointment still moves with the day, signed by the seed.
    expect(after[root]?.consultas?.consulta_ID_1).toMatchObject({
      data_consulta: '2026-11-19',
      alteradoPorNome: 'Dados de demonstração',
    });
    // Put back as the first test left it, for the tests below.
    await databaseWrite('PATCH', root, {
      contactos: before[root]?.contactos,
      consultas: before[root]?.consultas,
    });
    await seedDemoData({ ports: backend.ports, associationCode: 'segredo', today });
  }, 30_000);

  it('keeps the links the association added since', async () => {
    const rui = first.uids['rui.pereira@probranca.pt'] as string;
    const maria = first.uids['maria.silva@gmail.com'] as string;
    await databaseWrite('PATCH', '', { [`carerPeople/${rui}/${maria}`]: true });
    await seedDemoData({ ports: backend.ports, associationCode: 'segredo', today });
    const tree = (await databaseTree()) as Record<string, Record<string, unknown>>;
    expect(tree.carerPeople?.[rui]).toEqual({
      [first.uids['jose.santos@sapo.pt'] as string]: true,
      [maria]: true,
    });
    // Its reverse and Rui's card of Maria are written too, the card as Ana's.
    const ana = first.uids['ana.costa@probranca.pt'] as string;
    expect(tree.personCarers?.[maria]).toEqual({ [ana]: true, [rui]: true });
    const overview = tree.carerOverview as Record<string, Record<string, unknown>>;
    expect(overview[rui]?.[maria]).toEqual(overview[ana]?.[maria]);
  }, 30_000);

  it('puts back a changed password and replaces the registration code', async () => {
    const membersBefore =
      ((await databaseTree()) as Record<string, Record<string, { since: number }>>).members ?? {};
    const changed = await fetch(
      `http://127.0.0.1:${backend.ports.auth}/identitytoolkit.googleapis.com/v1/projects/${localProjectId}/accounts:update`,
      {
        method: 'POST',
        headers: { ...owner, 'Content-Type': 'application/json' },
        body: JSON.stringify({ localId: first.patientUid, password: 'outra-palavra' }),
      },
    );
    expect(changed.status).toBe(200);
    await expect(signsIn('maria.silva@gmail.com', 'amparo2024')).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/),
    });

    const summary = await seedDemoData({
      ports: backend.ports,
      associationCode: 'Probranca2024',
      today,
    });
    expect(summary.accounts.map((account) => account.uid)).toEqual(
      first.accounts.map((account) => account.uid),
    );
    expect(await signsIn('maria.silva@gmail.com', 'amparo2024')).toBe(first.patientUid);
    const tree = (await databaseTree()) as Record<string, unknown>;
    expect(tree.ProBrancaSec).toBe('Probranca2024');
    expect(tree.registrationCodes).toEqual({ Probranca2024: true });
    // The demo people count as registered with the seed's code; they stay members since the first run.
    const members = tree.members as Record<string, { since: number }>;
    expect(Object.keys(members)).toHaveLength(2);
    for (const [uid, member] of Object.entries(members))
      expect(member).toMatchObject({ since: membersBefore[uid]?.since });
    expect(Object.values(tree.memberCodes as Record<string, string>)).toEqual([
      'Probranca2024',
      'Probranca2024',
    ]);
  }, 30_000);

  it('leaves the Auth emulator validating requests (its schemas compile on first use)', async () => {
    const response = await fetch(
      `http://127.0.0.1:${backend.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: ['not', 'a', 'string'], password: 'amparo2024' }),
      },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid JSON payload received. /email must be string',
    );
  });

  it('refuses a code that cannot be a database key, writing nothing', async () => {
    const before = await databaseTree();
    await expect(
      seedDemoData({ ports: backend.ports, associationCode: 'a/b', today }),
    ).rejects.toThrow(/registration code/);
    expect(await databaseTree()).toEqual(before);
  });
});
