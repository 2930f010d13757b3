import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { platformOriginsFromEnvironment } from '../../src/cli/platformOrigins';
import { OriginPolicy } from '../../src/http/originPolicy';
import { localDatabaseNamespace, localProjectId } from '../../src/ports/emulatorPorts';
import { repoRoot } from '../../src/ports/repoLayout';

// Which web pages the local services serve: the platform's origin, which the start command takes from
// AMPARO_PLATFORM_URL (the browser tests' platform sets it) or from npm start's PORT and HOST.

const requestWith = (headers: Record<string, string>): IncomingMessage =>
  ({
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
  }) as IncomingMessage;

describe("the platform's origins from the environment", () => {
  it.each([
    [{}, ['http://127.0.0.1:5000']],
    [{ PORT: '5050' }, ['http://127.0.0.1:5050']],
    [{ PORT: '5050', HOST: '0.0.0.0' }, ['http://127.0.0.1:5050']],
    [{ PORT: '5050', HOST: '192.168.1.20' }, ['http://192.168.1.20:5050']],
    [{ PORT: '5050', HOST: '::1' }, ['http://[::1]:5050']],
    [{ AMPARO_PLATFORM_URL: 'http://127.0.0.1:41234', PORT: '5050' }, ['http://127.0.0.1:41234']],
    [
      { AMPARO_PLATFORM_URL: ' http://a.test:1/ , https://b.test ' },
      ['http://a.test:1/', 'https://b.test'],
    ],
  ])('%j → %j', (env, origins) => {
    expect(platformOriginsFromEnvironment(env)).toEqual(origins);
  });
});

describe('the origin policy', () => {
  const policy = new OriginPolicy(['http://127.0.0.1:5000/']);

  it('a loopback origin brings its other loopback names on the same port, nothing else', () => {
    expect([...policy.origins].sort()).toEqual([
      'http://127.0.0.1:5000',
      'http://[::1]:5000',
      'http://localhost:5000',
    ]);
    expect(policy.isAllowedOrigin('http://localhost:5001')).toBe(false);
    expect(policy.isAllowedOrigin('https://localhost:5000')).toBe(false);
    expect(new OriginPolicy(['https://amparo.test']).origins).toEqual(['https://amparo.test']);
  });

  it('refuses what is not a web origin, so that a typo does not silently lock the platform out', () => {
    expect(() => new OriginPolicy(['127.0.0.1:5000'])).toThrow(/not a web origin|not an origin/);
    expect(() => new OriginPolicy(['localhost'])).toThrow(/not an origin/);
    expect(() => new OriginPolicy(['file:///tmp/x'])).toThrow(/not a web origin/);
  });

  it.each([
    [{}, 'tool', true],
    [{ Host: '127.0.0.1:9000' }, 'tool', true],
    [{ Host: 'localhost:9000' }, 'tool', true],
    [{ Host: '[::1]:9000' }, 'tool', true],
    [{ 'Sec-Fetch-Site': 'none' }, 'tool', true],
    [{ Origin: 'http://localhost:5000' }, 'platform', true],
    [{ Origin: 'http://localhost:5000', Host: 'evil.example:9000' }, 'platform', false],
    [{ Host: 'evil.example:9000' }, 'tool', false],
    [{ Origin: 'https://evil.example' }, 'foreign', false],
    [{ Origin: 'null' }, 'foreign', false],
    [{ 'Sec-Fetch-Site': 'cross-site' }, 'foreign', false],
    [{ 'Sec-Fetch-Site': 'same-site' }, 'foreign', false],
    [{ 'Sec-Fetch-Site': 'same-origin' }, 'foreign', false],
  ])('%j is a %s request; admin credential accepted: %s', (headers, source, admin) => {
    const request = requestWith(headers);
    expect(policy.sourceOf(request)).toBe(source);
    expect(policy.admitsAdminCredential(request)).toBe(admin);
  });

  it('gives CORS headers to the platform only', () => {
    expect(policy.corsHeaders(requestWith({ Origin: 'https://evil.example' }), 'GET')).toEqual({});
    expect(policy.corsHeaders(requestWith({}), 'GET')).toEqual({});
    expect(
      policy.corsHeaders(requestWith({ Origin: 'http://127.0.0.1:5000' }), 'GET, POST'),
    ).toMatchObject({
      'Access-Control-Allow-Origin': 'http://127.0.0.1:5000',
      'Access-Control-Allow-Methods': 'GET, POST',
    });
  });
});

const readyLine =
  /Amparo local backend ready: auth 127\.0\.0\.1:(\d+), database 127\.0\.0\.1:(\d+), firestore 127\.0\.0\.1:(\d+)/;

/** The start command as `npm start` runs it, with `env` added (AMPARO_PLATFORM_URL removed unless given). */
function startCommand(
  dataDir: string,
  env: Record<string, string>,
): ChildProcessWithoutNullStreams {
  const inherited = { ...process.env };
  delete inherited.AMPARO_PLATFORM_URL;
  delete inherited.HOST;
  return spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['src/cli/start.ts', '--data-dir', dataDir],
    {
      cwd: path.join(repoRoot, 'local-backend'),
      env: {
        ...inherited,
        AUTH_EMULATOR_PORT: '0',
        DATABASE_EMULATOR_PORT: '0',
        FIRESTORE_EMULATOR_PORT: '0',
        STORAGE_EMULATOR_PORT: '0',
        ...env,
      },
    },
  );
}

function outputUntil(
  child: ChildProcessWithoutNullStreams,
  done: (output: string) => boolean,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`nothing expected within ${timeoutMs} ms; output:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      if (done(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(output);
    });
  });
}

describe('the start command', () => {
  let dataDir: string;
  const started: ChildProcessWithoutNullStreams[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'amparo-origins-test-'));
  });

  afterAll(async () => {
    // Only if a test failed half-way: the command stops its services itself on SIGTERM.
    await Promise.all(
      started
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map(
          (child) =>
            new Promise<void>((resolve) => {
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with an AMPARO_PLATFORM_URL that is not an origin', async () => {
    const child = startCommand(dataDir, { AMPARO_PLATFORM_URL: 'localhost:5000' });
    started.push(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const output = await outputUntil(child, () => false, 30_000);
    expect(await exited).toBe(1);
    expect(output).toMatch(/could not start: .*localhost:5000/);
  }, 40_000);

  it("serves npm start's platform (PORT) and refuses pages of other sites the admin credential", async () => {
    const child = startCommand(dataDir, { PORT: '5999' });
    started.push(child);
    const match = readyLine.exec(
      await outputUntil(child, (output) => readyLine.test(output), 40_000),
    );
    expect(match).not.toBeNull();
    const [, , database, firestore] = (match as RegExpExecArray).map(Number);
    const databaseUrl = `http://127.0.0.1:${database}/.json?ns=${localDatabaseNamespace}`;
    const firestoreUrl = `http://127.0.0.1:${firestore}/v1/projects/${localProjectId}/databases/(default)/documents:runQuery`;

    for (const origin of ['http://localhost:5999', 'http://127.0.0.1:5999']) {
      for (const url of [databaseUrl, firestoreUrl]) {
        const preflight = await fetch(url, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'authorization,content-type',
          },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      }
    }
    const fromAnotherSite = await fetch(databaseUrl, {
      headers: { Authorization: 'Bearer owner', Origin: 'https://evil.example' },
    });
    expect(fromAnotherSite.status).toBe(403);
    expect(fromAnotherSite.headers.get('access-control-allow-origin')).toBeNull();
    const wipe = await fetch(
      `http://127.0.0.1:${firestore}/emulator/v1/projects/${localProjectId}/databases/(default)/documents`,
      { method: 'DELETE', headers: { Origin: 'http://localhost:5999' } },
    );
    expect(wipe.status).toBe(403);
    expect((await fetch(databaseUrl, { headers: { Authorization: 'Bearer owner' } })).status).toBe(
      200,
    );

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 70_000);
});
