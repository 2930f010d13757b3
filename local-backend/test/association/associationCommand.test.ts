import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
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

// The association's command end to end on a real local backend (free ports, temporary data, the demo
// seed): carers added, extended, listed and removed (each link with its reverse and the carer's card
// of the person), refusals that name the e-mail and write nothing, a new registration code, the
// message when the backend is not running, and the npm script itself. Whose account `carer add`
// trusts, and the accounts it makes, are carerAdd.test.ts's.

const owner = { Authorization: 'Bearer owner' };
let dataDir: string;
let backend: RunningLocalBackend;
let seeded: SeedSummary;

type Tree = Record<string, Record<string, unknown> | undefined>;

async function databaseTree(): Promise<Tree> {
  const response = await fetch(
    `http://127.0.0.1:${backend.ports.database}/.json?ns=${localDatabaseNamespace}`,
    { headers: owner },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Tree;
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

/** As when the carer chose a password through 'Esqueceu-se da palavra-passe?': her e-mail is verified. */
async function verifyEmail(localId: string): Promise<void> {
  const response = await fetch(
    `http://127.0.0.1:${backend.ports.auth}/identitytoolkit.googleapis.com/v1/projects/${localProjectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...owner },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
  expect(response.status).toBe(200);
}

function environment(ports = backend.ports): NodeJS.ProcessEnv {
  return {
    ...process.env,
    AUTH_EMULATOR_PORT: String(ports.auth),
    DATABASE_EMULATOR_PORT: String(ports.database),
    FIRESTORE_EMULATOR_PORT: String(ports.firestore),
  };
}

async function association(
  argv: string[],
  env = environment(),
): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAssociationCommand(argv, {
    env,
    cwd: os.tmpdir(),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

const maria = 'maria.silva@gmail.com';
const jose = 'jose.santos@sapo.pt';
const joana = 'joana.reis@probranca.pt';
let joanaUid: string;
let strangerUid: string;
const uid = (email: string): string => seeded.uids[email] as string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-association-test-'));
  backend = await startLocalBackend({ authPort: 0, databasePort: 0, firestorePort: 0, dataDir });
  seeded = await seedDemoData({ ports: backend.ports, associationCode: 'segredo' });
  joanaUid = await createAccount(joana, 'Joana');
  await verifyEmail(joanaUid);
  strangerUid = await createAccount('ana.pereira@gmail.com', 'Ana Pereira');
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('carer add', () => {
  it('makes the account a carer following the people named', async () => {
    const result = await association([
      'carer',
      'add',
      'Joana.Reis@probranca.pt',
      '--name',
      ' Joana Reis ',
      '--people',
      maria,
    ]);
    expect(result).toEqual({
      code: 0,
      out: [
        expect.stringMatching(
          /^Account of joana\.reis@probranca\.pt: created \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d \(Europe\/Lisbon\), signs in with e-mail and password, e-mail verified\.$/,
        ),
        expect.stringMatching(
          /^joana\.reis@probranca\.pt is now a carer \(Joana Reis\) on the local backend \(auth 127\.0\.0\.1:\d+, database 127\.0\.0\.1:\d+\)\.$/,
        ),
        `  now follows ${maria}`,
      ],
      err: [],
    });
    const tree = await databaseTree();
    expect(tree.carers?.[joanaUid]).toEqual({ name: 'Joana Reis' });
    expect(tree.carerPeople?.[joanaUid]).toEqual({ [uid(maria)]: true });
    expect(tree.personCarers?.[uid(maria)]).toEqual({
      [uid('ana.costa@probranca.pt')]: true,
      [joanaUid]: true,
    });
    // Her card, from her data: the same as the one the seed wrote in Ana's console.
    const overview = tree.carerOverview as Record<string, Record<string, unknown>>;
    expect(overview[joanaUid]).toEqual({
      [uid(maria)]: overview[uid('ana.costa@probranca.pt')]?.[uid(maria)],
    });
    expect(overview[joanaUid]?.[uid(maria)]).toMatchObject({
      membro: { name: 'Maria Silva', since: expect.any(Number) },
      resumo: { contactos: 4, consultas: 3, medicamentos: 3 },
    });
  });

  it('adds people later to the list, and changes nothing when repeated', async () => {
    const added = await association([
      'carer',
      'add',
      joana,
      '--name',
      'Joana Reis',
      '--people',
      `${maria},${jose}`,
    ]);
    expect(added.code).toBe(0);
    expect(added.out.slice(2)).toEqual([`  already followed ${maria}`, `  now follows ${jose}`]);
    expect(added.out[1]).toMatch(/^joana\.reis@probranca\.pt is a carer \(Joana Reis\)/);
    const after = await databaseTree();
    expect(after.carerPeople?.[joanaUid]).toEqual({ [uid(maria)]: true, [uid(jose)]: true });
    expect(after.personCarers?.[uid(jose)]).toMatchObject({ [joanaUid]: true });
    expect(Object.keys(after.carerOverview?.[joanaUid] ?? {}).sort()).toEqual(
      [uid(maria), uid(jose)].sort(),
    );

    expect(
      (await association(['carer', 'add', joana, '--name', 'Joana Reis', '--people', jose])).code,
    ).toBe(0);
    expect(await databaseTree()).toEqual(after);
  });

  it.each<[string, string[], string]>([
    [
      'a person without an account',
      ['carer', 'add', joana, '--name', 'Joana Reis', '--people', `${maria},nao.existe@gmail.com`],
      'association: no account uses the e-mail nao.existe@gmail.com',
    ],
    [
      'a person who is not a member',
      ['carer', 'add', joana, '--name', 'Joana Reis', '--people', 'ana.pereira@gmail.com'],
      "association: ana.pereira@gmail.com is not a member of the association (only people registered with the association's code can be followed)",
    ],
    [
      'another carer as a person (not a member)',
      ['carer', 'add', joana, '--name', 'Joana Reis', '--people', 'rui.pereira@probranca.pt'],
      'association: rui.pereira@probranca.pt is not a member',
    ],
    [
      'the carer themselves',
      ['carer', 'add', maria, '--name', 'Maria', '--people', maria, '--unverified-ok'],
      'association: maria.silva@gmail.com cannot follow themselves',
    ],
    [
      'a name that cannot be stored',
      ['carer', 'add', joana, '--name', '   '],
      'association: --name must not be empty',
    ],
    [
      'something that is no e-mail',
      ['carer', 'add', 'joana', '--name', 'Joana'],
      'association: "joana" is not an e-mail address',
    ],
    [
      'an unknown option',
      ['carer', 'add', joana, '--nome', 'Joana'],
      "association: Unknown option '--nome'",
    ],
  ])('refuses %s, naming it, and writes nothing', async (_label, argv, message) => {
    const before = await databaseTree();
    const result = await association(argv);
    expect(result.code).toBe(1);
    expect(result.out).toEqual([]);
    expect(result.err[0]?.startsWith(message)).toBe(true);
    expect(await databaseTree()).toEqual(before);
  });

  it('lists every problem at once', async () => {
    const result = await association([
      'carer',
      'add',
      joana,
      '--name',
      'Joana',
      '--people',
      'um@gmail.com,dois@gmail.com',
    ]);
    expect(result.code).toBe(1);
    expect(result.err[0]).toBe(
      'association: 2 problems, nothing was written:\n  - no account uses the e-mail um@gmail.com\n  - no account uses the e-mail dois@gmail.com',
    );
  });
});

describe('carer list', () => {
  it('shows the carers and their people by name and e-mail, sorted', async () => {
    const result = await association(['carer', 'list']);
    expect(result.code).toBe(0);
    expect(result.out[0]).toMatch(/^Carers on the local backend/);
    expect(result.out.slice(1)).toEqual([
      '  Ana Costa <ana.costa@probranca.pt>',
      '      José Santos <jose.santos@sapo.pt>',
      '      Maria Silva <maria.silva@gmail.com>',
      '  Joana Reis <joana.reis@probranca.pt>',
      '      José Santos <jose.santos@sapo.pt>',
      '      Maria Silva <maria.silva@gmail.com>',
      '  Rui Pereira <rui.pereira@probranca.pt>',
      '      José Santos <jose.santos@sapo.pt>',
    ]);
  });
});

describe('carer remove', () => {
  it('with --people removes only those links', async () => {
    const result = await association([
      'carer',
      'remove',
      joana,
      '--people',
      `${maria},ana.pereira@gmail.com`,
    ]);
    expect(result.code).toBe(0);
    expect(result.out).toEqual([
      `${joana} no longer follows ${maria}.`,
      `${joana} was not following ana.pereira@gmail.com: nothing to remove.`,
    ]);
    const tree = await databaseTree();
    expect(tree.carers?.[joanaUid]).toEqual({ name: 'Joana Reis' });
    expect(tree.carerPeople?.[joanaUid]).toEqual({ [uid(jose)]: true });
    expect(tree.personCarers?.[uid(maria)]).toEqual({ [uid('ana.costa@probranca.pt')]: true });
    expect(Object.keys(tree.carerOverview?.[joanaUid] ?? {})).toEqual([uid(jose)]);
  });

  it('without --people ends the role, every link, the console and every reverse link; again, says there was nothing to remove', async () => {
    // A reverse link left without its link (data written by hand) goes with the rest.
    await fetch(
      `http://127.0.0.1:${backend.ports.database}/personCarers/${uid(maria)}/${joanaUid}.json?ns=${localDatabaseNamespace}`,
      { method: 'PUT', headers: owner, body: 'true' },
    );
    const removed = await association(['carer', 'remove', joana]);
    expect(removed.code).toBe(0);
    expect(removed.out).toEqual([
      expect.stringMatching(/^joana\.reis@probranca\.pt is no longer a carer on the local backend/),
    ]);
    const tree = await databaseTree();
    expect(tree.carers?.[joanaUid]).toBeUndefined();
    expect(tree.carerPeople?.[joanaUid]).toBeUndefined();
    expect(tree.carerOverview?.[joanaUid]).toBeUndefined();
    expect(JSON.stringify(tree.personCarers)).not.toContain(joanaUid);
    expect(tree.carers?.[uid('ana.costa@probranca.pt')]).toEqual({ name: 'Ana Costa' });

    const again = await association(['carer', 'remove', joana]);
    expect(again.code).toBe(0);
    expect(again.out).toEqual([
      expect.stringMatching(
        /^joana\.reis@probranca\.pt was not a carer on the local backend .*: nothing to remove\.$/,
      ),
    ]);
    expect(await databaseTree()).toEqual(tree);
  });

  it('refuses an unknown e-mail, writing nothing', async () => {
    const before = await databaseTree();
    const result = await association([
      'carer',
      'remove',
      'rui.pereira@probranca.pt',
      '--people',
      'nao.existe@gmail.com',
    ]);
    expect(result).toMatchObject({
      code: 1,
      err: ['association: no account uses the e-mail nao.existe@gmail.com'],
    });
    expect(await databaseTree()).toEqual(before);
    expect(strangerUid).not.toBe(joanaUid);
  });
});

describe('code', () => {
  it('new: a long random code replaces the old one, and its registration path is printed', async () => {
    const result = await association(['code', 'new']);
    expect(result.code).toBe(0);
    const tree = await databaseTree();
    const code = tree.ProBrancaSec as unknown as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(tree.registrationCodes).toEqual({ [code]: true });
    expect(result.out).toEqual([
      expect.stringMatching(
        /^New registration code set on the local backend .*; the previous code no longer opens the registration\.$/,
      ),
      `Registration address: /registar${code} (after the site's address, e.g. https://<site>/registar${code})`,
    ]);
    // Members keep the code they registered with.
    expect((tree.memberCodes as Record<string, unknown> | undefined)?.[uid(maria)]).toBe('segredo');

    const shown = await association(['code', 'show']);
    expect(shown.out[0]).toMatch(
      new RegExp(`^Registration code on the local backend .*: ${code}$`),
    );
    expect(shown.err).toEqual([]);
    expect((await association(['code', 'new'])).code).toBe(0);
    expect((await databaseTree()).ProBrancaSec).not.toBe(code);
  });
});

describe('members upgrade', () => {
  it('moves the code out of memberships an earlier Amparo wrote, and is safe to run again', async () => {
    const put = (path: string, value: unknown) =>
      fetch(
        `http://127.0.0.1:${backend.ports.database}/${path}.json?ns=${localDatabaseNamespace}`,
        { method: 'PUT', headers: owner, body: JSON.stringify(value) },
      );
    expect(
      (await put('members/antiga', { name: 'Alda Antiga', code: 'velho', since: 1 })).status,
    ).toBe(200);
    const upgraded = await association(['members', 'upgrade']);
    expect(upgraded.code).toBe(0);
    expect(upgraded.out).toEqual([
      expect.stringMatching(
        /^Memberships on the local backend .*: 3; the registration code moved out of 1 \(into memberCodes\), 2 already without it\.$/,
      ),
    ]);
    const tree = await databaseTree();
    expect(tree.members?.antiga).toEqual({ name: 'Alda Antiga', since: 1 });
    expect(tree.memberCodes?.antiga).toBe('velho');
    const again = await association(['members', 'upgrade']);
    expect(again.out[0]).toMatch(/moved out of 0 \(into memberCodes\), 3 already without it\.$/);
    expect(await databaseTree()).toEqual(tree);
    expect((await put('members/antiga', null)).status).toBe(200);
    expect((await put('memberCodes/antiga', null)).status).toBe(200);
  });
});

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

it('says clearly when the local backend is not running', async () => {
  const port = await closedPort();
  const result = await association(
    ['carer', 'list'],
    environment({ auth: port, database: port, firestore: port }),
  );
  expect(result.code).toBe(1);
  expect(result.err).toEqual([
    `association: The local backend is not running (nothing answers at http://127.0.0.1:${port}). Start it with \`npm start\` ` +
      '(or `npm run start -w local-backend`), or name a real Firebase project with --project <id> --database-url <url>.',
  ]);
});

it('refuses --project without a service account key, before any request', async () => {
  const env = { ...environment(), GOOGLE_APPLICATION_CREDENTIALS: '' };
  const result = await association(
    [
      'carer',
      'list',
      '--project',
      'amparo-prod',
      '--database-url',
      'https://amparo-prod-default-rtdb.europe-west1.firebasedatabase.app',
    ],
    env,
  );
  expect(result.code).toBe(1);
  expect(result.err[0]).toMatch(
    /^association: --project needs the project's service account key: GOOGLE_APPLICATION_CREDENTIALS is not set\./,
  );
});

function runNpm(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'association', '--', ...args], {
      cwd: repoRoot,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

it('runs as `npm run association`, with exit code 0 when done and 1 when refused', async () => {
  const listed = await runNpm(['carer', 'list'], environment());
  expect(listed.code).toBe(0);
  expect(listed.stdout).toContain('  Rui Pereira <rui.pereira@probranca.pt>\n');
  const refused = await runNpm(['carer', 'fire', joana], environment());
  expect(refused.code).toBe(1);
  expect(refused.stdout).toBe('');
  expect(refused.stderr).toContain(
    'association: unknown command "carer fire joana.reis@probranca.pt"',
  );
  expect(refused.stderr).toContain('Run `npm run association -- --help` for the commands.');
}, 30_000);

it('prints its help', async () => {
  const result = await association(['--help']);
  expect(result.code).toBe(0);
  expect(result.out[0]).toMatch(/^Usage: npm run association -- <command> \[options\]/);
  expect(result.out[0]).toContain('carer add <email> --name <name> [--people <email>,<email>…]');
  expect(localProjectId).toBe('demo-amparo');
});
