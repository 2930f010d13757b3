import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAssociationCommand } from '../../src/association/associationCommand';
import type { RunningLocalBackend, SeedSummary } from '../../src/index';
import {
  localDatabaseNamespace,
  localProjectId,
  seedDemoData,
  startLocalBackend,
} from '../../src/index';
import { repoRoot } from '../../src/ports/repoLayout';
import { ensureUserDocument } from '../../src/seed/userDocuments';

// The person commands end to end on a real local backend: a person with every kind of data (records,
// doses, summary, consents, access log, two carers with their cards of her), her export checked for completeness against full
// dumps of the database, the users documents and the accounts, and her erasure checked the same way
// (nothing names her after, other people's data as it was, a receipt without personal data). Then a
// carer's erasure (others' records keep the fact, not who) and the erasures applied again after a
// restore of the database.

const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
let dataDir: string;
let backend: RunningLocalBackend;
let seeded: SeedSummary;

const rosa = { email: 'rosa.marques@gmail.com', name: 'Rosa Marques' };
const hostileContact = '<script>alert("roubar")</script> Joaquim & Filhos';
let rosaUid: string;
const uid = (email: string): string => seeded.uids[email] as string;
const ana = 'ana.costa@probranca.pt';
const rui = 'rui.pereira@probranca.pt';
const jose = 'jose.santos@sapo.pt';
const maria = 'maria.silva@gmail.com';

type Tree = Record<string, unknown>;

interface Dump {
  readonly tree: Tree;
  readonly users: { id: string; fields: Tree }[];
  readonly accounts: Tree[];
}

const database = (pathname: string): string =>
  `http://127.0.0.1:${backend.ports.database}/${pathname}.json?ns=${localDatabaseNamespace}`;

async function patchRoot(update: Tree): Promise<void> {
  const response = await fetch(database(''), {
    method: 'PATCH',
    headers: owner,
    body: JSON.stringify(update),
  });
  expect(response.status).toBe(200);
}

function plain(value: Record<string, unknown>): unknown {
  if ('mapValue' in value)
    return Object.fromEntries(
      Object.entries((value.mapValue as { fields?: Record<string, Tree> }).fields ?? {}).map(
        ([name, field]) => [name, plain(field)],
      ),
    );
  return Object.values(value)[0];
}

/** Everything the services hold, read without the code under test. */
async function dump(): Promise<Dump> {
  const tree = (await (await fetch(database(''), { headers: owner })).json()) as Tree | null;
  const query = await fetch(
    `http://127.0.0.1:${backend.ports.firestore}/v1/projects/${localProjectId}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'users' }] } }),
    },
  );
  const results = (await query.json()) as { document?: { name: string; fields: Tree } }[];
  const listed = await fetch(
    `http://127.0.0.1:${backend.ports.auth}/identitytoolkit.googleapis.com/v1/projects/${localProjectId}/accounts:batchGet?maxResults=1000`,
    { headers: owner },
  );
  const accounts = ((await listed.json()) as { users?: Tree[] }).users ?? [];
  return {
    tree: tree ?? {},
    users: results.flatMap((result) =>
      result.document === undefined
        ? []
        : [
            {
              id: result.document.name.split('/').pop() as string,
              fields: Object.fromEntries(
                Object.entries(result.document.fields).map(([name, value]) => [
                  name,
                  plain(value as Tree),
                ]),
              ),
            },
          ],
    ),
    accounts,
  };
}

/** Every leaf of a JSON tree with its path. */
function leaves(tree: unknown, at: string[] = []): { path: string[]; value: unknown }[] {
  if (tree === null || typeof tree !== 'object') return [{ path: at, value: tree }];
  return Object.entries(tree).flatMap(([key, child]) => leaves(child, [...at, key]));
}

function naming(dumped: Dump, needles: { uid: string; email: string; name: string }): string[] {
  const names = (text: string): boolean =>
    text.includes(needles.uid) ||
    text.toLowerCase().includes(needles.email) ||
    text.trim().toLowerCase() === needles.name.toLowerCase();
  const found = (source: string, tree: unknown): string[] =>
    leaves(tree)
      .filter(
        ({ path: at, value }) => at.some(names) || (typeof value === 'string' && names(value)),
      )
      .map(({ path: at }) => `${source} ${at.join('/')}`);
  return [
    ...found('database', dumped.tree),
    ...found('users', dumped.users),
    ...found('accounts', dumped.accounts),
  ];
}

function environment(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    AUTH_EMULATOR_PORT: String(backend.ports.auth),
    DATABASE_EMULATOR_PORT: String(backend.ports.database),
    FIRESTORE_EMULATOR_PORT: String(backend.ports.firestore),
    STORAGE_EMULATOR_PORT: String(backend.storagePort),
  };
}

async function association(
  argv: string[],
): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAssociationCommand(argv, {
    env: environment(),
    cwd: dataDir,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

async function createAccount(email: string, displayName: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${backend.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'amparo2024', displayName, returnSecureToken: true }),
    },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { localId: string }).localId;
}

const at = (day: string, time = '10:00'): number => Date.parse(`${day}T${time}:00Z`);

/** Rosa with every kind of data; José's records and log name Rui, who changed them as his carer. */
async function seedRosa(): Promise<void> {
  rosaUid = await createAccount(rosa.email, rosa.name);
  await ensureUserDocument(`http://127.0.0.1:${backend.ports.firestore}`, localProjectId, {
    uid: rosaUid,
    name: rosa.name,
    authProvider: 'local',
    email: rosa.email,
  });
  const audit = (email: string, name: string, day: string) => ({
    alteradoPor: uid(email),
    alteradoPorNome: name,
    alteradoEm: at(day),
  });
  const data = `Newdata_${rosaUid}`;
  await patchRoot({
    [`members/${rosaUid}`]: {
      name: rosa.name,
      code: seeded.associationCode,
      since: at('2024-11-02'),
    },
    [`${data}/contactos`]: {
      contacto_Contacto_1: {
        contacto_Nome: hostileContact,
        contacto_telPesso: '912000111',
        ...audit(rui, 'Rui Pereira', '2025-01-04'),
      },
      contacto_Contacto_2: {
        contacto_Nome: 'Teresa (filha)',
        contacto_telPesso: '+351 913 222 333',
      },
    },
    [`${data}/consultas`]: {
      consulta_ID_1: {
        contacto_Nome: 'Cardiologia',
        data_consulta: '2025-02-14',
        time_consulta: '09:30',
        ...audit(ana, 'Ana Costa', '2025-01-20'),
      },
      consulta_ID_2: { contacto_Nome: 'Dentista', data_consulta: '2025-03-01', time_consulta: '' },
    },
    [`${data}/medicamentos`]: {
      medicamento_1: {
        medicamento: '1 comprimido de Paracetamol 500 mg',
        momento_tomar: 'Ao pequeno-almoço e ao jantar',
        horas: '08:00,20:00',
        horasDesde: at('2025-01-01'),
      },
      medicamento_2: { medicamento: 'Xarope', momento_tomar: 'Ao deitar' },
    },
    [`${data}/tomas`]: {
      '2025-01-30': {
        medicamento_1: { '0800': at('2025-01-30', '08:02'), '2000': at('2025-01-30', '20:10') },
      },
      '2025-02-01': { medicamento_1: { '0800': at('2025-02-01', '08:15') } },
      '2025-02-02': { medicamento_9: { '1200': at('2025-02-02', '12:00') } },
    },
    [`${data}/resumo`]: {
      contactos: 2,
      consultas: 2,
      medicamentos: 2,
      horario: { medicamento_1: { horas: '08:00,20:00', desde: at('2025-01-01') } },
    },
    [`${data}/variaveis_contact`]: { var_contact: 2 },
    [`${data}/variaveis`]: { var_consulta: 2 },
    [`${data}/variavel_Med`]: { variavel_medicame: 2 },
    [`consents/${rosaUid}`]: {
      '-Oa1consent0000000001': {
        kind: 'dado',
        by: 'pessoa',
        noticeVersion: '2025-01',
        recordedBy: rosaUid,
        at: at('2024-11-02'),
      },
      '-Oa1consent0000000002': {
        kind: 'dado',
        by: 'representante',
        representativeName: 'Teresa Marques',
        relationship: 'filha',
        noticeVersion: '2025-02',
        recordedBy: uid(ana),
        at: at('2025-02-10'),
      },
    },
    [`accessLog/${rosaUid}`]: {
      '-Oa1access000000000001': {
        who: uid(ana),
        whoName: 'Ana Costa',
        action: 'ver',
        record: 'pessoa',
        at: at('2025-01-20', '09:00'),
      },
      '-Oa1access000000000002': {
        who: uid(rui),
        whoName: 'Rui Pereira',
        action: 'alterar',
        record: 'contactos/contacto_Contacto_1',
        fields: 'contacto_telPesso',
        at: at('2025-01-04'),
      },
      '-Oa1access000000000003': {
        who: uid(ana),
        whoName: 'Ana Costa',
        action: 'apagar',
        record: 'medicamentos/medicamento_9',
        at: at('2025-02-03'),
      },
    },
    [`Newdata_${uid(jose)}/contactos/contacto_Contacto_1`]: {
      contacto_Nome: 'Irmã Lurdes',
      contacto_telPesso: '934000555',
      ...audit(rui, 'Rui Pereira', '2025-02-01'),
    },
    [`accessLog/${uid(jose)}/-Oa1access000000000009`]: {
      who: uid(rui),
      whoName: 'Rui Pereira',
      action: 'criar',
      record: 'contactos/contacto_Contacto_1',
      at: at('2025-02-01'),
    },
    [`consents/${uid(jose)}/-Oa1consent0000000009`]: {
      kind: 'dado',
      by: 'pessoa',
      noticeVersion: '2025-01',
      recordedBy: uid(rui),
      at: at('2025-02-01'),
    },
  });
  for (const [carer, name] of [
    [ana, 'Ana Costa'],
    [rui, 'Rui Pereira'],
  ] as const) {
    expect(
      (await association(['carer', 'add', carer, '--name', name, '--people', rosa.email])).code,
    ).toBe(0);
  }
}

let exportFolder: string;
let receipts: string;
let beforeErasures: Dump;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-person-test-'));
  exportFolder = path.join(dataDir, 'copia');
  receipts = path.join(dataDir, 'recibos');
  backend = await startLocalBackend({ authPort: 0, databasePort: 0, firestorePort: 0, dataDir });
  seeded = await seedDemoData({ ports: backend.ports, associationCode: 'segredo' });
  await seedRosa();
  beforeErasures = await dump();
}, 90_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

const rosaNeedles = (): { uid: string; email: string; name: string } => ({
  uid: rosaUid,
  email: rosa.email,
  name: rosa.name,
});

function valueAt(tree: unknown, keys: readonly string[]): unknown {
  return keys.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Tree)[key] : undefined),
    tree,
  );
}

describe('person export', () => {
  let copy: {
    uid: string;
    account: Tree;
    usersDocuments: { id: string; fields: Tree }[];
    database: Tree;
    carers: { uid: string; name: string }[];
  };
  let page: string;

  beforeAll(async () => {
    const result = await association([
      'person',
      'export',
      ' Rosa.Marques@gmail.com',
      '--out',
      'copia',
    ]);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    const files = readdirSync(exportFolder).sort();
    expect(files).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}-dados\.html$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}-dados\.json$/),
    ]);
    // Only the files' paths, nothing personal.
    expect(result.out).toEqual([
      path.join(exportFolder, files[1] as string),
      path.join(exportFolder, files[0] as string),
    ]);
    for (const file of files)
      expect(statSync(path.join(exportFolder, file)).mode & 0o777).toBe(0o600);
    copy = JSON.parse(readFileSync(path.join(exportFolder, files[1] as string), 'utf8'));
    page = readFileSync(path.join(exportFolder, files[0] as string), 'utf8');
  });

  it('holds every database value that names her uid, at its path', () => {
    const held = Object.keys(copy.database).map((key) => key.split('/'));
    const namingHer = leaves(beforeErasures.tree).filter(
      ({ path: keys, value }) =>
        keys.some((key) => key.includes(rosaUid)) ||
        (typeof value === 'string' && value.includes(rosaUid)),
    );
    expect(namingHer.length).toBeGreaterThan(30);
    const missing = namingHer.filter(({ path: keys, value }) => {
      const prefix = held.find((candidate) => candidate.every((key, index) => keys[index] === key));
      return (
        prefix === undefined ||
        valueAt(copy.database[prefix.join('/')], keys.slice(prefix.length)) !== value
      );
    });
    expect(missing.map(({ path: keys }) => keys.join('/'))).toEqual([]);
  });

  it("holds who follows her and her cards in her carers' consoles", () => {
    expect(copy.database[`personCarers/${rosaUid}`]).toEqual({
      [uid(ana)]: true,
      [uid(rui)]: true,
    });
    const cards = beforeErasures.tree.carerOverview as Record<string, Tree>;
    for (const carer of [ana, rui]) {
      expect(copy.database[`carerOverview/${uid(carer)}/${rosaUid}`]).toEqual(
        cards[uid(carer)]?.[rosaUid],
      );
      expect(cards[uid(carer)]?.[rosaUid]).toMatchObject({ membro: { name: rosa.name } });
    }
  });

  it('holds her users documents and account, without the password hash', () => {
    const hers = beforeErasures.users.filter((document) =>
      JSON.stringify(document.fields).includes(rosaUid),
    );
    expect(hers).toHaveLength(1);
    expect(copy.usersDocuments).toEqual(hers);
    const account = beforeErasures.accounts.filter((candidate) =>
      JSON.stringify(candidate).includes(rosaUid),
    );
    expect(account).toHaveLength(1);
    expect(copy.account).toMatchObject({
      uid: rosaUid,
      email: rosa.email,
      displayName: rosa.name,
      createdAt: new Date(Number(account[0]?.createdAt)).toISOString(),
      providers: [expect.objectContaining({ providerId: 'password', email: rosa.email })],
    });
    expect(JSON.stringify(copy)).not.toMatch(/passwordHash|"salt"/);
  });

  it('names the carers who follow her, by name', () => {
    expect(copy.carers).toEqual([
      { uid: uid(ana), name: 'Ana Costa' },
      { uid: uid(rui), name: 'Rui Pereira' },
    ]);
  });

  it('is a standalone Portuguese page with every section and every value escaped', () => {
    expect(page).toMatch(/^<!doctype html>\s*<html lang="pt-PT">/);
    for (const heading of [
      'Conta',
      'Contactos',
      'Consultas',
      'Medicamentos',
      'Tomas registadas',
      'Consentimentos',
      'Quem viu ou alterou os dados',
      'Cuidadores',
    ])
      expect(page).toContain(`<h2>${heading}</h2>`);
    expect(page).toContain(
      '&lt;script&gt;alert(&quot;roubar&quot;)&lt;/script&gt; Joaquim &amp; Filhos',
    );
    expect(page).not.toContain('<script');
    expect(page).not.toMatch(/\b(src|href)=|url\(|@import/);
    for (const text of [
      'Teresa (filha)',
      '+351 913 222 333',
      'Cardiologia',
      '14 de fevereiro de 2025',
      'Xarope',
      '1 comprimido de Paracetamol 500 mg: 08:00, 20:00',
      'medicamento já apagado: 12:00',
      'Representante: Teresa Marques (filha)',
      'Deu o consentimento',
      'Alterou',
      'Telefone',
      'Medicamento (já apagado)',
      'Ana Costa',
      'Rui Pereira',
      rosa.email,
    ])
      expect(page).toContain(text);
    expect(page).toMatch(/<h3>janeiro de 2025<\/h3>[\s\S]*<h3>fevereiro de 2025<\/h3>/);
  });
});

describe('person erase', () => {
  let beforeRosa: Dump;
  beforeAll(async () => {
    beforeRosa = await dump();
  });

  it('without --confirm says how much, in counts only, removes nothing, and exits with 2', async () => {
    const result = await association(['person', 'erase', rosa.email]);
    expect(result.code).toBe(2);
    const printed = result.out.join('\n');
    expect(printed).toContain('account: 1');
    expect(printed).toContain('users documents: 1');
    expect(printed).toContain('contacts: 2');
    expect(printed).toContain('dosesTaken: 4');
    expect(printed).toContain('consents: 2');
    expect(printed).toContain('accessLogEntries: 3');
    expect(printed).toContain('carerLinks: 2');
    expect(printed).toContain('carersIndex: 2');
    expect(printed).toContain('overviewCards: 2');
    expect(printed).toContain('--confirm');
    expect(naming({ tree: { printed }, users: [], accounts: [] }, rosaNeedles())).toEqual([]);
    expect(await dump()).toEqual(beforeRosa);
  });

  it('with --confirm leaves nothing naming her and others’ data as it was, with a receipt', async () => {
    const result = await association([
      'person',
      'erase',
      rosa.email,
      '--confirm',
      '--receipts',
      'recibos',
      '--by',
      'secretaria',
    ]);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    const after = await dump();
    expect(naming(after, rosaNeedles())).toEqual([]);

    // Everyone else's nodes, documents and accounts are as they were; the carers lost only her link.
    // The tree without any key naming her, nor the nodes left empty without them.
    const others = (tree: Tree): Tree =>
      Object.fromEntries(
        Object.entries(tree).flatMap(([key, child]) => {
          if (key.includes(rosaUid)) return [];
          if (child === null || typeof child !== 'object') return [[key, child]];
          const kept = others(child as Tree);
          return Object.keys(kept).length === 0 ? [] : [[key, kept]];
        }),
      );
    expect(after.tree).toEqual(others(beforeRosa.tree));
    expect(after.tree.carerPeople).toEqual({
      [uid(ana)]: { [uid(maria)]: true, [uid(jose)]: true },
      [uid(rui)]: { [uid(jose)]: true },
    });
    expect(after.users).toEqual(
      beforeRosa.users.filter((document) => document.fields.uid !== rosaUid),
    );
    expect(after.accounts).toEqual(
      beforeRosa.accounts.filter((account) => account.localId !== rosaUid),
    );

    const [receiptName, ...more] = readdirSync(receipts);
    expect(more).toEqual([]);
    const subject = createHash('sha256').update(`${localProjectId}:${rosaUid}`).digest('hex');
    expect(receiptName).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2}-${subject.slice(0, 12)}\\.json$`),
    );
    const file = path.join(receipts, receiptName as string);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(result.out).toContain(`Receipt: ${file}`);
    const text = readFileSync(file, 'utf8');
    const receipt = JSON.parse(text);
    expect(receipt).toEqual({
      subject,
      erasedBy: 'secretaria',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      removed: {
        paths: expect.objectContaining({
          member: 1,
          contacts: 2,
          dosesTaken: 4,
          carerLinks: 2,
          carersIndex: 2,
          overviewCards: 2,
        }),
        authAccount: true,
        firestoreUsers: 1,
        photoFiles: 0,
      },
      check: { clean: true, remaining: 0 },
    });
    expect(naming({ tree: { text }, users: [], accounts: [] }, rosaNeedles())).toEqual([]);
    expect(text).not.toContain('Rosa');
  });

  it('run again, says no account uses the e-mail, with exit code 1', async () => {
    const result = await association([
      'person',
      'erase',
      rosa.email,
      '--confirm',
      '--receipts',
      'recibos',
    ]);
    expect(result).toEqual({
      code: 1,
      out: [],
      err: [
        `association: no account uses the e-mail ${rosa.email}, and no data names it: nothing to export or erase (already erased?)`,
      ],
    });
  });

  it("erases a carer: others' records keep what was done, and say 'conta apagada' for who", async () => {
    const before = await dump();
    const result = await association([
      'person',
      'erase',
      rui,
      '--confirm',
      '--receipts',
      'recibos',
    ]);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    const after = await dump();
    expect(naming(after, { uid: uid(rui), email: rui, name: 'Rui Pereira' })).toEqual([]);
    // His console went, and José's cards in Ana's console stay as they were.
    const overview = after.tree.carerOverview as Record<string, Tree> | undefined;
    expect(overview?.[uid(rui)]).toBeUndefined();
    expect(overview?.[uid(ana)]).toEqual(
      (before.tree.carerOverview as Record<string, Tree>)[uid(ana)],
    );
    const joseUid = uid(jose);
    expect(after.tree[`Newdata_${joseUid}`]).toEqual(
      JSON.parse(
        JSON.stringify(before.tree[`Newdata_${joseUid}`])
          .replaceAll(uid(rui), 'conta apagada')
          .replaceAll('Rui Pereira', 'conta apagada'),
      ),
    );
    expect(valueAt(after.tree, ['accessLog', joseUid, '-Oa1access000000000009'])).toEqual({
      who: 'conta apagada',
      whoName: 'conta apagada',
      action: 'criar',
      record: 'contactos/contacto_Contacto_1',
      at: at('2025-02-01'),
    });
    expect(valueAt(after.tree, ['consents', joseUid, '-Oa1consent0000000009', 'recordedBy'])).toBe(
      'conta apagada',
    );
    expect(after.tree[`Newdata_${uid(maria)}`]).toEqual(before.tree[`Newdata_${uid(maria)}`]);
  });

  it('applies the erasures again after a restore of the database, found by the receipts', async () => {
    const restore = await fetch(database(''), {
      method: 'PUT',
      headers: owner,
      body: JSON.stringify(beforeErasures.tree),
    });
    expect(restore.status).toBe(200);
    const dry = await association(['person', 'erase-again', '--receipts', 'recibos']);
    expect(dry.code).toBe(2);
    expect(dry.out).toContain('  2 erased person(s) brought back by a restore');

    const again = await association([
      'person',
      'erase-again',
      '--receipts',
      'recibos',
      '--confirm',
    ]);
    expect(again.err).toEqual([]);
    expect(again.code).toBe(0);
    const after = await dump();
    expect(naming(after, rosaNeedles())).toEqual([]);
    expect(naming(after, { uid: uid(rui), email: rui, name: 'Rui Pereira' })).toEqual([]);
    expect(readdirSync(receipts)).toHaveLength(4);
  });
});

it('exits with 2 through npm when an erasure is not confirmed', async () => {
  const result = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'association', '--', 'person', 'erase', maria], {
      cwd: repoRoot,
      env: environment(),
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.once('exit', (code) => resolve({ code, stdout }));
  });
  expect(result.code).toBe(2);
  expect(result.stdout).toContain('Nothing was removed: run it again with --confirm to erase.');
}, 30_000);
