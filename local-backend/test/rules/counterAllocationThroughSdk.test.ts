import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase } from 'firebase/database';
import type { DatabasePort } from '../../../shared-machines/src/ports/backendPorts';
import { createFirebaseDatabasePort } from '../../../shared-machines/src/firebase/firebaseDatabasePort';
import { createRecordsRepository } from '../../../shared-machines/src/records/recordsRepository';
import { counterPath } from '../../../shared-machines/src/domain/recordTypes';
import { checkedRecord, uncheckedRecord } from '../../../shared-machines/src/testing/checkedRecord';
import { databaseRulesPath } from '../../src/ports/repoLayout';
import { startRtdbServer, type RtdbServerHandle } from '../../src/rtdb';
import { NAMESPACE } from '../rtdb/rtdbTestClients';
import { appointment, contact, fixtureWith, medication, names } from './rulesTables';

// The counters go up one at a time (database.rules.json): the records repository's adds, through the
// product's database port against the local server enforcing the rules, as the person and as her carer,
// still take their numbers where the counter starts cold in the client, is missing, was left behind by
// an older app (records past it, or a value that is not a count), and when both add at once.

const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));

let server: RtdbServerHandle;
const apps: FirebaseApp[] = [];

async function admin(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${server.port}/${path}.json?ns=${NAMESPACE}`, {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`admin ${method} ${path}: ${response.status}`);
  return response.json();
}

/** A fresh client (empty cache) signed in as `uid`, through the product's port. */
function portAs(uid: string): DatabasePort {
  const app = initializeApp(
    { projectId: 'demo-amparo', databaseURL: `http://127.0.0.1:${server.port}?ns=${NAMESPACE}` },
    `counters-${uid}-${apps.length}`,
  );
  apps.push(app);
  connectDatabaseEmulator(getDatabase(app), '127.0.0.1', server.port, {
    mockUserToken: { user_id: uid },
  });
  return createFirebaseDatabasePort(app);
}

const asCarer = () =>
  createRecordsRepository(portAs('ana'), 'maria', { uid: 'ana', name: names.ana });
const asPerson = () =>
  createRecordsRepository(portAs('maria'), 'maria', { uid: 'maria', name: names.maria });

/** The fixtures as the add form's check leaves them: the repository writes only checked records. */
const checked = {
  contact: checkedRecord('contact', contact),
  appointment: checkedRecord('appointment', appointment),
  medication: checkedRecord('medication', medication),
};

const contacts = (...indexes: number[]) =>
  Object.fromEntries(indexes.map((index) => [`contacto_Contacto_${index}`, contact]));

beforeAll(async () => {
  setLogLevel('silent');
  server = await startRtdbServer({ port: 0, rules, dataFile: null });
});

beforeEach(async () => {
  await admin('PUT', '', fixtureWith());
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.stop();
});

describe('the records repository under counters that go up one at a time (SDK, local server)', () => {
  it('a cold client takes the next number after the stored counter (the carer)', async () => {
    await admin('PUT', 'Newdata_maria/contactos', contacts(1, 2, 3, 4, 5));
    await admin('PUT', 'Newdata_maria/variaveis_contact/var_contact', 5);
    await expect(asCarer().add('contact', checked.contact)).resolves.toBe('contacto_Contacto_6');
    await expect(admin('GET', 'Newdata_maria/variaveis_contact/var_contact')).resolves.toBe(6);
  });

  it('skips records an older app wrote past the counter, one up at a time (the person)', async () => {
    await admin('PUT', 'Newdata_maria/contactos', contacts(1, 2, 3));
    await admin('PUT', 'Newdata_maria/variaveis_contact/var_contact', 1);
    await expect(asPerson().add('contact', checked.contact)).resolves.toBe('contacto_Contacto_4');
    await expect(admin('GET', 'Newdata_maria/variaveis_contact/var_contact')).resolves.toBe(4);
  });

  it('starts at 1 where there is no counter yet', async () => {
    await admin('PUT', 'Newdata_maria/variaveis', null);
    await admin('PUT', 'Newdata_maria/consultas', null);
    await expect(asCarer().add('appointment', checked.appointment)).resolves.toBe('consulta_ID_1');
    await expect(admin('GET', 'Newdata_maria/variaveis')).resolves.toEqual({ var_consulta: 1 });
  });

  it('starts again from a counter an older app left as text, skipping the taken numbers', async () => {
    await admin('PUT', 'Newdata_maria/variavel_Med/variavel_medicame', '7');
    await expect(asCarer().add('medication', checked.medication)).resolves.toBe('medicamento_2');
    await expect(admin('GET', 'Newdata_maria/variavel_Med/variavel_medicame')).resolves.toBe(2);
  });

  it('the person and her carer adding at once each get their own numbers', async () => {
    // Each client one add at a time, as the add screen saves (the two clients at once).
    const oneAfterAnother = async (repository: ReturnType<typeof asCarer>) => [
      await repository.add('contact', checked.contact),
      await repository.add('contact', checked.contact),
    ];
    const keys = (
      await Promise.all([oneAfterAnother(asPerson()), oneAfterAnother(asCarer())])
    ).flat();
    expect([...keys].sort()).toEqual([
      'contacto_Contacto_2',
      'contacto_Contacto_3',
      'contacto_Contacto_4',
      'contacto_Contacto_5',
    ]);
    await expect(admin('GET', 'Newdata_maria/variaveis_contact/var_contact')).resolves.toBe(5);
  });

  it('adds at once in one client each get their own number (the repository runs its counter transactions one at a time)', async () => {
    const carer = asCarer();
    const keys = await Promise.all([
      carer.add('contact', checked.contact),
      carer.add('contact', checked.contact),
      carer.add('contact', checked.contact),
    ]);
    expect([...keys].sort()).toEqual([
      'contacto_Contacto_2',
      'contacto_Contacto_3',
      'contacto_Contacto_4',
    ]);
    // Two repositories on one client share the queue too.
    const port = portAs('ana');
    const author = { uid: 'ana', name: names.ana };
    const both = await Promise.all([
      createRecordsRepository(port, 'maria', author).add('contact', checked.contact),
      createRecordsRepository(port, 'maria', author).add('contact', checked.contact),
    ]);
    expect([...both].sort()).toEqual(['contacto_Contacto_5', 'contacto_Contacto_6']);
  });

  it('a value the rules refuse reaches no record: the add fails, its number stays spent', async () => {
    // Not through the form's check: an old app's or a tampered client's value, refused by the rules.
    const tooLong = uncheckedRecord('contact', { ...contact, contacto_Nome: 'x'.repeat(501) });
    await expect(asCarer().add('contact', tooLong)).rejects.toMatchObject({
      code: 'permission_denied',
    });
    await expect(admin('GET', 'Newdata_maria/contactos/contacto_Contacto_2')).resolves.toBeNull();
    await expect(admin('GET', 'Newdata_maria/variaveis_contact/var_contact')).resolves.toBe(2);
  });

  it('the port itself cannot jump a counter, lower it or delete it', async () => {
    const port = portAs('ana');
    const path = counterPath('maria', 'contact');
    await expect(port.set(path, 1_000_000_000)).rejects.toMatchObject({
      code: 'permission_denied',
    });
    await expect(port.set(path, 0)).rejects.toMatchObject({ code: 'permission_denied' });
    await expect(port.remove(path)).rejects.toMatchObject({ code: 'permission_denied' });
    await expect(
      port.transaction<number>(path, (current) => (current ?? 0) + 100),
    ).rejects.toMatchObject({ code: 'permission_denied' });
    await expect(admin('GET', path)).resolves.toBe(1);
  });
});
