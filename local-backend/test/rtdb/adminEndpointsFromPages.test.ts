import http from 'node:http';
import WebSocket from 'ws';
import type { RtdbServerHandle } from '../../src/rtdb';
import { unsignedToken } from './rawProtocolClient';
import { NAMESPACE, startTestServer, TEST_RULES } from './rtdbTestClients';

// The local database runs on the developer's (or a volunteer's) machine while they browse the web.
// Any page can send requests to 127.0.0.1: a page of another site must not be able to use the admin
// credential (`Bearer owner`, `?auth=owner`) to read everything, replace the rules or move the clock,
// nor read the answers (no CORS allowance). The machine's own tools (no Origin header) and the
// platform's own pages keep working.

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

interface WireAnswer {
  readonly s: string;
  readonly d: unknown;
}

/** A websocket opened as a browser page of `origin` would open it, and its requests' answers. */
async function openSocket(port: number, origin: string | undefined) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=${NAMESPACE}`, {
    ...(origin === undefined ? {} : { origin }),
  });
  const pending = new Map<number, (answer: WireAnswer) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { t: string; d: { r?: number; b?: WireAnswer } };
    if (message.t === 'd' && typeof message.d.r === 'number' && message.d.b !== undefined) {
      pending.get(message.d.r)?.(message.d.b);
      pending.delete(message.d.r);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve());
    socket.once('error', reject);
  });
  let next = 0;
  return {
    request(action: string, body: Record<string, unknown>): Promise<WireAnswer> {
      next += 1;
      const r = next;
      return new Promise((resolve) => {
        pending.set(r, resolve);
        socket.send(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
      });
    },
    close(): Promise<void> {
      return new Promise((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
}

describe('Realtime Database server: the admin credential from web pages', () => {
  let server: RtdbServerHandle;
  const path = (databasePath: string, query = '') =>
    `/${databasePath}.json?ns=${NAMESPACE}${query}`;
  const owner = { Authorization: 'Bearer owner' };
  const rulesAsATool = async () =>
    JSON.parse((await send(server.port, 'GET', path('.settings/rules'), owner)).body) as unknown;

  beforeAll(async () => {
    server = await startTestServer({ allowedOrigins: [PLATFORM] });
    const seeded = await send(
      server.port,
      'PUT',
      path('users/alice/profile'),
      owner,
      JSON.stringify({ name: 'Alice', secret: 'only hers' }),
    );
    expect(seeded.status).toBe(200);
  });

  afterAll(async () => {
    await server.stop();
  });

  it('a page of another site reading everything with Bearer owner is refused, with no CORS allowance', async () => {
    const answer = await send(server.port, 'GET', path(''), { ...owner, Origin: EVIL });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('only hers');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('its preflight is refused, so the browser never sends the request', async () => {
    const preflight = await send(server.port, 'OPTIONS', path('.settings/rules'), {
      Origin: EVIL,
      'Access-Control-Request-Method': 'PUT',
      'Access-Control-Request-Headers': 'authorization,content-type',
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('replacing the rules from another site is refused and leaves them as they were', async () => {
    const answer = await send(
      server.port,
      'PUT',
      path('.settings/rules'),
      { ...owner, Origin: EVIL, 'Content-Type': 'application/json' },
      JSON.stringify({ rules: { '.read': true, '.write': true } }),
    );
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(await rulesAsATool()).toEqual(TEST_RULES);
  });

  it('moving the clock with ?auth=owner in a simple (unpreflighted) POST from another site is refused', async () => {
    const answer = await send(
      server.port,
      'POST',
      path('.amparo/clock', '&auth=owner'),
      { Origin: EVIL, 'Content-Type': 'text/plain;charset=UTF-8' },
      JSON.stringify({ advance: '30d' }),
    );
    expect(answer.status).toBe(403);
    const clock = await send(server.port, 'GET', path('.amparo/clock'), owner);
    expect((JSON.parse(clock.body) as { offsetMs: number }).offsetMs).toBe(0);
  });

  it('a browser request without Origin (an image, a script) from another site cannot use ?auth=owner', async () => {
    const answer = await send(server.port, 'GET', path('', '&auth=owner'), {
      'Sec-Fetch-Site': 'cross-site',
      'Sec-Fetch-Mode': 'no-cors',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('only hers');
  });

  it('a page of another site reaching the server under its own name (DNS rebinding) cannot use the admin credential', async () => {
    const answer = await send(server.port, 'GET', path(''), {
      ...owner,
      Host: `evil.example:${server.port}`,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('only hers');
  });

  it('a websocket opened by a page of another site cannot authenticate as owner', async () => {
    const socket = await openSocket(server.port, EVIL);
    try {
      const auth = await socket.request('auth', { cred: 'owner' });
      expect(auth.s).not.toBe('ok');
      const write = await socket.request('p', { p: '/users/alice/profile', d: 'taken' });
      expect(write.s).toBe('permission_denied');
    } finally {
      await socket.close();
    }
    expect(
      JSON.parse((await send(server.port, 'GET', path('users/alice/profile/name'), owner)).body),
    ).toBe('Alice');
  });

  it('a page of another site acting as a user gets what the rules allow, but no CORS allowance to read it', async () => {
    const asAlice = await send(server.port, 'GET', path('users/alice/profile/name'), {
      Authorization: `Bearer ${unsignedToken({ user_id: 'alice' })}`,
      Origin: EVIL,
    });
    expect(asAlice.status).toBe(200);
    expect(asAlice.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("the machine's tools (no Origin) keep every admin power, with no CORS headers", async () => {
    const read = await send(server.port, 'GET', path('users/alice/profile/name'), owner);
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body)).toBe('Alice');
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const rules = await send(
      server.port,
      'PUT',
      path('.settings/rules'),
      owner,
      JSON.stringify(TEST_RULES),
    );
    expect(rules.status).toBe(200);
    const clock = await send(
      server.port,
      'POST',
      path('.amparo/clock'),
      owner,
      JSON.stringify({ offset: 0 }),
    );
    expect(clock.status).toBe(200);
    // A tool addressing the server as localhost is still the machine's own.
    const byName = await send(server.port, 'GET', path('users/alice/profile/name'), {
      ...owner,
      Host: `localhost:${server.port}`,
    });
    expect(byName.status).toBe(200);
  });

  it("the platform's own pages get their CORS allowance (under either loopback name) and may use the admin credential", async () => {
    for (const origin of [PLATFORM, 'http://localhost:5999']) {
      const preflight = await send(server.port, 'OPTIONS', path('users/alice/profile'), {
        Origin: origin,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type',
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers.vary).toContain('Origin');
      const read = await send(server.port, 'GET', path('users/alice/profile/name'), {
        ...owner,
        Origin: origin,
      });
      expect(read.status).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBe(origin);
    }
    const socket = await openSocket(server.port, PLATFORM);
    try {
      expect((await socket.request('auth', { cred: 'owner' })).s).toBe('ok');
    } finally {
      await socket.close();
    }
  });

  it('another port of the loopback is another site: not the platform', async () => {
    const answer = await send(server.port, 'GET', path(''), {
      ...owner,
      Origin: 'http://127.0.0.1:6000',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a server started without allowed origins answers no page with CORS, and refuses the admin credential to all of them', async () => {
    const bare = await startTestServer();
    try {
      const answer = await send(bare.port, 'GET', path(''), { ...owner, Origin: PLATFORM });
      expect(answer.status).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      const tool = await send(bare.port, 'GET', path(''), owner);
      expect(tool.status).toBe(200);
    } finally {
      await bare.stop();
    }
  });
});
