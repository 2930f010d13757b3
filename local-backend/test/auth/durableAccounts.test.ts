import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localProjectId, startLocalBackend, type RunningLocalBackend } from '../../src/index';
import { mayChangeAccounts, serialisedSaves } from '../../src/auth/durableAccountsProxy';

// An account the Auth emulator confirmed survives a hard kill of the emulator (its accounts' proxy
// exports them before answering: src/auth/durableAccountsProxy.ts).

jest.setTimeout(90_000);

const apiKey = 'fake-api-key';

async function identity(port: number, action: string, body: object): Promise<Response> {
  return fetch(
    `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=${apiKey}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
}

/** The firebase-tools process that leads the Auth emulator's process group, found under this process. */
function emulatorGroupLeader(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && command.includes('emulators:start')) return Number(entry);
    } catch {
      // Ended while read.
    }
  }
  throw new Error('no Auth emulator started by this test');
}

describe('accounts survive a hard kill of the Auth emulator', () => {
  let dataDir: string;
  let backend: RunningLocalBackend | null = null;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-durable-accounts-'));
  });

  afterAll(async () => {
    await backend?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an account confirmed just before kill -9 signs in after the restart', async () => {
    backend = await startLocalBackend({ dataDir, authPort: 0, databasePort: 0, firestorePort: 0 });
    const created = await identity(backend.ports.auth, 'signUp', {
      email: 'rosa.quaresma@exemplo.pt',
      password: 'amparo2024',
      returnSecureToken: true,
    });
    expect(created.status).toBe(200);
    const { localId } = (await created.json()) as { localId: string };

    // At once, as a power cut would: the whole emulator group, no chance to export on exit.
    process.kill(-emulatorGroupLeader(), 'SIGKILL');
    expect(await backend.failed).toMatch(/Auth emulator stopped unexpectedly/);
    await backend.stop();

    backend = await startLocalBackend({ dataDir, authPort: 0, databasePort: 0, firestorePort: 0 });
    const signedIn = await identity(backend.ports.auth, 'signInWithPassword', {
      email: 'rosa.quaresma@exemplo.pt',
      password: 'amparo2024',
      returnSecureToken: true,
    });
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { localId: string }).localId).toBe(localId);
    expect(localProjectId).toBe('demo-amparo');
  });
});

describe('mayChangeAccounts', () => {
  it.each<[string, string, boolean]>([
    ['POST', '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=x', true],
    ['POST', '/identitytoolkit.googleapis.com/v1/accounts:update?key=x', true],
    ['POST', '/identitytoolkit.googleapis.com/v1/accounts:delete?key=x', true],
    ['POST', '/identitytoolkit.googleapis.com/v1/projects/p/accounts:batchCreate', true],
    ['DELETE', '/emulator/v1/projects/p/accounts', true],
    ['POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=x', false],
    ['POST', '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=x', false],
    ['POST', '/securetoken.googleapis.com/v1/token?key=x', false],
    ['GET', '/emulator/v1/projects/p/oobCodes', false],
    ['OPTIONS', '/identitytoolkit.googleapis.com/v1/accounts:signUp', false],
  ])('%s %s: %s', (method, url, expected) => expect(mayChangeAccounts(method, url)).toBe(expected));
});

describe('serialisedSaves', () => {
  it('makes each caller wait for a save that starts after it called; callers meanwhile share one', async () => {
    const started: number[] = [];
    let release: () => void = () => undefined;
    const save = serialisedSaves(
      () =>
        new Promise<void>((resolve) => {
          started.push(started.length + 1);
          release = resolve;
        }),
    );
    const first = save();
    const alsoFirst = save();
    expect(alsoFirst).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([1]);
    // Two more while the first runs: they share the next one, which starts after the first ends.
    const second = save();
    const third = save();
    expect(second).toBe(third);
    expect(second).not.toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([1]);
    release();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([1, 2]);
    release();
    await second;
  });
});
