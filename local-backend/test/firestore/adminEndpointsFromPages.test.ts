import http from 'node:http';
import type { RunningFirestoreServer } from '../../src/firestore/firestoreServer';
import { startFirestoreServer } from '../../src/firestore/firestoreServer';
import { localProjectId } from '../../src/ports/emulatorPorts';

// The local Firestore server runs on the developer's (or a volunteer's) machine while they browse the
// web, and any page can send requests to 127.0.0.1. Its wipe endpoint (as the emulator's,
// DELETE /emulator/v1/projects/{p}/databases/{d}/documents) and the admin credential (`Bearer owner`)
// belong to the machine's own tools: a page of another site can use neither, nor read any answer (no
// CORS allowance). The platform's own pages keep their CORS allowance.

const PLATFORM = 'http://127.0.0.1:5999';
const EVIL = 'https://evil.example';

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** A raw HTTP request, so that Host, Origin and Sec-Fetch-* are sent exactly as a browser would. */
function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** An unsigned ID token as the Auth emulator mints them. */
function idToken(uid: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ user_id: uid, sub: uid, iat: now, exp: now + 3600 })}.`;
}

const root = `projects/${localProjectId}/databases/(default)/documents`;
const wipePath = `/emulator/v1/projects/${localProjectId}/databases/(default)/documents`;
const documentPath = `/v1/${root}/users/maria-profile`;
const owner = { Authorization: 'Bearer owner' };
const mariaFields = {
  uid: { stringValue: 'maria' },
  name: { stringValue: 'Maria' },
  authProvider: { stringValue: 'local' },
  email: { stringValue: 'maria@example.pt' },
};

describe('the local Firestore server: admin powers from web pages', () => {
  let server: RunningFirestoreServer;

  const seed = async (): Promise<void> => {
    const answer = await send(
      server.port,
      'POST',
      `/v1/${root}:commit`,
      { ...owner, 'Content-Type': 'application/json' },
      JSON.stringify({
        writes: [{ update: { name: `${root}/users/maria-profile`, fields: mariaFields } }],
      }),
    );
    expect(answer.status).toBe(200);
  };
  const stillThere = async (): Promise<boolean> =>
    (await send(server.port, 'GET', documentPath, owner)).status === 200;

  beforeAll(async () => {
    server = await startFirestoreServer({ port: 0, dataFile: null, allowedOrigins: [PLATFORM] });
  });

  beforeEach(seed);

  afterAll(async () => {
    await server.stop();
  });

  it('the wipe endpoint without any credential is refused', async () => {
    const answer = await send(server.port, 'DELETE', wipePath);
    expect(answer.status).toBe(403);
    expect(await stillThere()).toBe(true);
  });

  it('the wipe endpoint with an ID token is refused: it is an admin power', async () => {
    const answer = await send(server.port, 'DELETE', wipePath, {
      Authorization: `Bearer ${idToken('maria')}`,
    });
    expect(answer.status).toBe(403);
    expect(await stillThere()).toBe(true);
  });

  it('a page of another site wiping with Bearer owner is refused, with no CORS allowance', async () => {
    const answer = await send(server.port, 'DELETE', wipePath, { ...owner, Origin: EVIL });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(await stillThere()).toBe(true);
  });

  it('a page of another site reading a document with Bearer owner is refused, and its preflight too', async () => {
    const read = await send(server.port, 'GET', documentPath, { ...owner, Origin: EVIL });
    expect(read.status).toBe(403);
    expect(read.body).not.toContain('maria@example.pt');
    expect(read.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await send(server.port, 'OPTIONS', `/v1/${root}:runQuery`, {
      Origin: EVIL,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type',
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('a browser request without Origin from another site, or under a rebound host name, cannot use Bearer owner', async () => {
    const noCors = await send(server.port, 'GET', documentPath, {
      ...owner,
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(noCors.status).toBe(403);
    const rebound = await send(server.port, 'GET', documentPath, {
      ...owner,
      Host: `evil.example:${server.port}`,
    });
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain('maria@example.pt');
  });

  it('a page of another site acting as a user gets what the rules allow, but no CORS allowance to read it', async () => {
    const asMaria = await send(server.port, 'GET', documentPath, {
      Authorization: `Bearer ${idToken('maria')}`,
      Origin: EVIL,
    });
    expect(asMaria.status).toBe(200);
    expect(asMaria.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("the platform's own pages get their CORS allowance (under either loopback name)", async () => {
    for (const origin of [PLATFORM, 'http://localhost:5999']) {
      const preflight = await send(server.port, 'OPTIONS', `/v1/${root}:runQuery`, {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-goog-api-client',
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers['access-control-allow-headers']).toBe(
        'authorization,content-type,x-goog-api-client',
      );
      const read = await send(server.port, 'GET', documentPath, {
        Authorization: `Bearer ${idToken('maria')}`,
        Origin: origin,
      });
      expect(read.status).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBe(origin);
      expect(read.headers.vary).toContain('Origin');
    }
  });

  it("the machine's tools wipe with the admin credential", async () => {
    const answer = await send(server.port, 'DELETE', wipePath, owner);
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(await stillThere()).toBe(false);
  });

  it("the platform's origin may wipe with the admin credential", async () => {
    const answer = await send(server.port, 'DELETE', wipePath, { ...owner, Origin: PLATFORM });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(PLATFORM);
    expect(await stillThere()).toBe(false);
  });
});
