import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminBackend } from '../../src/association/adminBackend';
import { connectTarget, runAssociationCommand } from '../../src/association/associationCommand';
import type { RunningLocalBackend, SeedSummary } from '../../src/index';
import {
  localDatabaseNamespace,
  localProjectId,
  seedDemoData,
  startLocalBackend,
} from '../../src/index';

// `carer add` and whose account it trusts, end to end on a real local backend (the official Auth
// emulator): anyone may sign up first with the e-mail the association is about to use, so an account
// whose e-mail nobody verified is refused unless the volunteer, having checked when it was made and how
// it signs in, passes --unverified-ok; a verified one is accepted after it is shown; an e-mail without an
// account gets one made by the command, with a link for the carer to choose the password.

const owner = { Authorization: 'Bearer owner' };
let dataDir: string;
let backend: RunningLocalBackend;
let seeded: SeedSummary;
const maria = 'maria.silva@gmail.com';
const jose = 'jose.santos@sapo.pt';
const outsider = 'novo.cuidador@probranca.pt';
const uid = (email: string): string => seeded.uids[email] as string;

const authApi = (): string =>
  `http://127.0.0.1:${backend.ports.auth}/identitytoolkit.googleapis.com/v1`;

type Tree = Record<string, Record<string, unknown> | undefined>;

async function databaseTree(): Promise<Tree> {
  const response = await fetch(
    `http://127.0.0.1:${backend.ports.database}/.json?ns=${localDatabaseNamespace}`,
    { headers: owner },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Tree;
}

async function post(url: string, body: unknown, headers = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json;
}

/** The account as the administrator sees it, or undefined. */
async function lookup(email: string): Promise<Record<string, unknown> | undefined> {
  const body = await post(
    `${authApi()}/projects/${localProjectId}/accounts:lookup`,
    { email: [email] },
    owner,
  );
  return (body.users as Record<string, unknown>[] | undefined)?.[0];
}

/** What a stranger does in the app's sign-up form: an account with a password, e-mail unverified. */
async function signUp(email: string, password = 'amparo2024'): Promise<string> {
  const body = await post(`${authApi()}/accounts:signUp?key=fake-api-key`, {
    email,
    password,
    displayName: 'Novo Cuidador',
    returnSecureToken: true,
  });
  return body.localId as string;
}

async function signIn(email: string, password: string): Promise<number> {
  const response = await fetch(`${authApi()}/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return response.status;
}

/** 'Entrar com Google': Google vouches for the address, so the account's e-mail is verified. */
async function signInWithGoogle(email: string): Promise<string> {
  const claims = { sub: `google-${email}`, email, email_verified: true, name: 'Carla Gomes' };
  const body = await post(`${authApi()}/accounts:signInWithIdp?key=fake-api-key`, {
    requestUri: 'http://localhost',
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return body.localId as string;
}

/** The moment as Lisbon's wall clock shows it, 'YYYY-MM-DDTHH:MM:SS', independently of the command. */
function lisbonWallClock(ms: number): string {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));
  return text.replace(' ', 'T');
}

/** `created <Lisbon's wall clock>` for the account's createdAt; its offset follows in the output. */
function createdText(account: Record<string, unknown> | undefined): string {
  return `created ${lisbonWallClock(Number(account?.createdAt))}`;
}

interface Run {
  code: number;
  out: string[];
  err: string[];
  /** Printed lines and database writes, in the order they happened. */
  events: string[];
}

async function association(argv: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const events: string[] = [];
  const code = await runAssociationCommand(argv, {
    env: {
      ...process.env,
      AUTH_EMULATOR_PORT: String(backend.ports.auth),
      DATABASE_EMULATOR_PORT: String(backend.ports.database),
      FIRESTORE_EMULATOR_PORT: String(backend.ports.firestore),
      STORAGE_EMULATOR_PORT: String(backend.storagePort),
    },
    cwd: os.tmpdir(),
    out: (line) => {
      out.push(line);
      events.push(`out: ${line}`);
    },
    err: (line) => err.push(line),
    connect: (target, io): AdminBackend => {
      const real = connectTarget(target, io);
      return {
        ...real,
        database: {
          ...real.database,
          patch: async (at, values) => {
            events.push('database write');
            await real.database.patch(at, values);
          },
          put: async (at, value) => {
            events.push('database write');
            await real.database.put(at, value);
          },
        },
      };
    },
  });
  return { code, out, err, events };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-carer-add-test-'));
  backend = await startLocalBackend({ authPort: 0, databasePort: 0, firestorePort: 0, dataDir });
  seeded = await seedDemoData({ ports: backend.ports, associationCode: 'segredo' });
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('an account whose e-mail nobody verified', () => {
  let outsiderUid: string;

  beforeAll(async () => {
    // Someone signed up first with the e-mail the association was about to use.
    outsiderUid = await signUp(outsider);
  });

  it('is refused, saying when it was made and how it signs in, and nothing is written', async () => {
    const tree = await databaseTree();
    const account = await lookup(outsider);
    expect(account?.emailVerified).toBe(false);
    const result = await association([
      'carer',
      'add',
      outsider,
      '--name',
      'Novo Cuidador',
      '--people',
      jose,
    ]);
    expect(result.code).toBe(1);
    expect(result.out).toEqual([]);
    expect(result.events).toEqual([]);
    expect(result.err).toHaveLength(1);
    const message = result.err[0] as string;
    expect(message).toMatch(
      /^association: the account of novo\.cuidador@probranca\.pt has an e-mail address nobody has verified/,
    );
    expect(message).toContain(createdText(account));
    expect(message).toMatch(
      /created \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d \(Europe\/Lisbon\), signs in with e-mail and password/,
    );
    expect(message).toContain("'Esqueceu-se da palavra-passe?'");
    expect(message).toContain('--unverified-ok');
    expect(await databaseTree()).toEqual(tree);
    expect(await lookup(outsider)).toEqual(account);
  });

  it('is accepted with --unverified-ok, shown before anything is written', async () => {
    const account = await lookup(outsider);
    const result = await association([
      'carer',
      'add',
      outsider,
      '--name',
      'Novo Cuidador',
      '--people',
      jose,
      '--unverified-ok',
    ]);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    const shown = `Account of ${outsider}: ${createdText(account)}`;
    expect(result.out[0]).toMatch(
      new RegExp(
        `^${shown.replace(/[.+()]/g, '\\$&')}[+-]\\d\\d:\\d\\d \\(Europe/Lisbon\\), signs in with e-mail and password, e-mail NOT verified \\(accepted with --unverified-ok\\)\\.$`,
      ),
    );
    expect(result.out.slice(1)).toEqual([
      expect.stringMatching(/^novo\.cuidador@probranca\.pt is now a carer \(Novo Cuidador\) on /),
      `  now follows ${jose}`,
    ]);
    expect(result.events.indexOf(`out: ${result.out[0]}`)).toBe(0);
    expect(result.events.indexOf('database write')).toBeGreaterThan(0);
    const tree = await databaseTree();
    expect(tree.carers?.[outsiderUid]).toEqual({ name: 'Novo Cuidador' });
    expect(tree.carerPeople?.[outsiderUid]).toEqual({ [uid(jose)]: true });
    // No link is printed: the account is somebody's already.
    expect(result.out.join('\n')).not.toContain('http');
  });

  it('--unverified-ok belongs to carer add only', async () => {
    const result = await association(['carer', 'remove', outsider, '--unverified-ok']);
    expect(result).toMatchObject({
      code: 1,
      err: ['association: carer remove takes no --unverified-ok', expect.any(String)],
    });
  });
});

it('accepts a verified account, naming when it was made and its provider before writing', async () => {
  const email = 'carla.gomes@gmail.com';
  const carlaUid = await signInWithGoogle(email);
  const account = await lookup(email);
  expect(account?.emailVerified).toBe(true);
  const result = await association(['carer', 'add', email, '--name', 'Carla Gomes']);
  expect(result.err).toEqual([]);
  expect(result.code).toBe(0);
  expect(result.out[0]).toMatch(
    new RegExp(
      `^Account of carla\\.gomes@gmail\\.com: ${createdText(account)}[+-]\\d\\d:\\d\\d \\(Europe/Lisbon\\), signs in with Google, e-mail verified\\.$`,
    ),
  );
  expect(result.out[1]).toMatch(/^carla\.gomes@gmail\.com is now a carer \(Carla Gomes\) on /);
  expect(result.events.slice(0, 2)).toEqual([`out: ${result.out[0]}`, 'database write']);
  expect((await databaseTree()).carers?.[carlaUid]).toEqual({ name: 'Carla Gomes' });
});

describe('an e-mail without an account', () => {
  const email = 'nova.cuidadora@probranca.pt';
  let link: string;

  it('is not created when the command is refused', async () => {
    const result = await association([
      'carer',
      'add',
      email,
      '--name',
      'Nova Cuidadora',
      '--people',
      `${maria},nao.existe@gmail.com`,
    ]);
    expect(result).toMatchObject({
      code: 1,
      out: [],
      err: ['association: no account uses the e-mail nao.existe@gmail.com'],
    });
    expect(await lookup(email)).toBeUndefined();
  });

  it('gets an account made by the command and a link for the carer to choose the password', async () => {
    const result = await association([
      'carer',
      'add',
      email,
      '--name',
      'Nova Cuidadora',
      '--people',
      maria,
    ]);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe(
      `No account uses ${email} yet: creating it, with a random password nobody is shown.`,
    );
    expect(result.out.slice(1, 3)).toEqual([
      expect.stringMatching(/^nova\.cuidadora@probranca\.pt is now a carer \(Nova Cuidadora\) on /),
      `  now follows ${maria}`,
    ]);
    expect(result.out[3]).toBe(
      "The carer chooses a password with this link (it works once; afterwards 'Esqueceu-se da palavra-passe?' on the login screen sends a new one):",
    );
    link = (result.out[4] ?? '').trim();
    expect(result.out).toHaveLength(5);
    expect(link).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:${backend.ports.auth}/emulator/action\\?mode=resetPassword&.*oobCode=`,
      ),
    );
    expect(result.events.slice(0, 2)).toEqual([`out: ${result.out[0]}`, 'database write']);

    const account = await lookup(email);
    expect(account).toMatchObject({
      email,
      displayName: 'Nova Cuidadora',
      emailVerified: true,
      providerUserInfo: [expect.objectContaining({ providerId: 'password' })],
    });
    const tree = await databaseTree();
    expect(tree.carers?.[account?.localId as string]).toEqual({ name: 'Nova Cuidadora' });
    expect(tree.carerPeople?.[account?.localId as string]).toEqual({ [uid(maria)]: true });
  });

  it('the link lets the carer set the password, and then sign in', async () => {
    expect(await signIn(email, 'cuidar-bem-2025')).toBe(400);
    // The Auth emulator's action page sets the password given in the link (its stand-in for the form).
    const reset = await fetch(`${link}&newPassword=cuidar-bem-2025`);
    expect(reset.status).toBe(200);
    expect(await signIn(email, 'cuidar-bem-2025')).toBe(200);
    // Used once, it no longer works.
    expect((await fetch(`${link}&newPassword=outra-coisa-2025`)).status).toBe(400);
  });

  it('running it again for more people accepts the account the command made, with no new link', async () => {
    const account = await lookup(email);
    const result = await association([
      'carer',
      'add',
      email,
      '--name',
      'Nova Cuidadora',
      '--people',
      jose,
    ]);
    expect(result.code).toBe(0);
    expect(result.out).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Account of nova\\.cuidadora@probranca\\.pt: ${createdText(account)}[+-]\\d\\d:\\d\\d \\(Europe/Lisbon\\), signs in with e-mail and password, e-mail verified\\.$`,
        ),
      ),
      expect.stringMatching(/^nova\.cuidadora@probranca\.pt is a carer \(Nova Cuidadora\) on /),
      `  now follows ${jose}`,
    ]);
  });
});
