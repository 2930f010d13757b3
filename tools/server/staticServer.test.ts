import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer } from './staticServer';
import type { RunningStaticServer } from './staticServer';

const ports = { auth: 19099, database: 19000, firestore: 18080 };
let work: string;
let server: RunningStaticServer;

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'amparo-static-'));
  write(
    path.join(work, 'root', 'index.html'),
    `<!doctype html><html lang="pt-PT"><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src http://127.0.0.1:*"><title>Amparo</title></head>${' '.repeat(2000)}</html>`,
  );
  write(
    path.join(work, 'root', 'main.0123abcd.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  write(path.join(work, 'root', 'tokens.89abcdef.css'), ':root{}');
  write(path.join(work, 'calls', 'remoteEntry.js'), 'var mf_calls = {};');
  write(path.join(work, 'calls', 'mf-manifest.json'), '{}');
  write(path.join(work, 'calls', '__federation_expose_lifecycles.1234abcd.js'), 'export {};');
  write(path.join(work, 'alt-calls', 'remoteEntry.js'), 'var mf_calls = { alt: true };');
  write(path.join(work, 'root', 'association', 'intro.mp4'), 'not really a video');
  write(path.join(work, 'root', 'manifest.webmanifest'), '{}');
  // Source maps left in a build folder (an old build, an uploaded section): never served.
  write(path.join(work, 'root', 'main.0123abcd.js.map'), '{"version":3,"sources":["index.ts"]}');
  write(path.join(work, 'calls', 'remoteEntry.js.map'), '{"version":3}');
  write(path.join(work, 'calls', 'styles.1234abcd.css.map'), '{"version":3}');
  write(path.join(work, 'alt-calls', 'remoteEntry.js.map'), '{"version":3}');
  server = await startStaticServer({
    rootDir: path.join(work, 'root'),
    remoteDirs: { 'mf-calls': path.join(work, 'calls') },
    extraMounts: { '/alt/mf-calls': path.join(work, 'alt-calls') },
    backendPorts: ports,
    port: 0,
  });
});

afterAll(async () => {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
});

/** A server of its own that reads /remotes.json from `manifestFile` on every request. */
const startWithManifestFile = (manifestFile: string) =>
  startStaticServer({
    rootDir: path.join(work, 'root'),
    remoteDirs: {},
    backendPorts: ports,
    remotesManifestFile: manifestFile,
    port: 0,
  });

const get = (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, init);

describe('static server', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/chamadas', 'text/html; charset=utf-8'],
    ['/registarsegredo', 'text/html; charset=utf-8'],
    ['/main.0123abcd.js', 'application/javascript; charset=utf-8'],
    ['/tokens.89abcdef.css', 'text/css; charset=utf-8'],
    ['/mf/mf-calls/remoteEntry.js', 'application/javascript; charset=utf-8'],
    ['/mf/mf-calls/mf-manifest.json', 'application/json; charset=utf-8'],
    ['/remotes.json', 'application/json; charset=utf-8'],
    ['/amparo-runtime.json', 'application/json; charset=utf-8'],
  ])('serves %s as %s', async (pathname, type) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    // Charset names are case-insensitive (serve-static writes UTF-8).
    expect(response.headers.get('content-type')?.toLowerCase()).toBe(type);
  });

  it.each([
    ['/mf/mf-calls/missing.js'],
    ['/mf/mf-calls/lifecycles'],
    ['/mf/mf-unknown/remoteEntry.js'],
    ['/mf/anything'],
    ['/missing.0123abcd.js'],
    ['/favicon.ico'],
    ['/alt/mf-calls/missing.js'],
  ])('answers a missing file %s with 404, never index.html', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });

  it.each([
    ['/main.0123abcd.js.map'],
    ['/main.0123abcd.js.MAP'],
    ['/main.0123abcd.js%2emap'],
    ['/main.0123abcd.js.map?x=1'],
    ['/mf/mf-calls/remoteEntry.js.map'],
    ['/mf/mf-calls/styles.1234abcd.css.map'],
    ['/alt/mf-calls/remoteEntry.js.map'],
  ])('never serves a source map: %s is a 404', async (pathname) => {
    for (const method of ['GET', 'HEAD']) {
      const response = await get(pathname, { method });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('version');
    }
  });

  it.each([
    ['a malformed escape', '/chamadas%E0%A4%A'],
    ['a NUL', '/registarsegredo%00'],
    ['a name ending in ..', '/registarsegredo..'],
    ['encoded dots and a slash', '/registar%2e%2e%2fsegredo'],
    ['a 10,000-character path', `/${'a'.repeat(10_000)}`],
  ])(
    'answers a tampered address (%s) with the platform, whose route table shows the login or home',
    async (_name, pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    },
  );

  it.each([
    ['/'],
    ['/chamadas'],
    ['/registarsegredo..'],
    ['/a.b/c'],
    ['/missing.0123abcd.js'],
    ['/favicon.ico'],
    ['/registarsegredo.x'],
  ])(
    'serves the platform for %s exactly when the Firebase Hosting rewrite (firebase.json) does',
    async (pathname) => {
      const firebase = JSON.parse(
        readFileSync(path.join(__dirname, '..', '..', 'firebase.json'), 'utf8'),
      ) as { hosting: { rewrites?: { regex: string }[] }[] };
      const rewrite = new RegExp(firebase.hosting[0]?.rewrites?.[0]?.regex ?? '^$');
      const response = await get(pathname);
      expect(
        response.status === 200 &&
          response.headers.get('content-type') === 'text/html; charset=utf-8',
      ).toBe(rewrite.test(pathname));
    },
  );

  it.each([
    ['/main.0123abcd.js%00'],
    ['/mf/mf-calls/remoteEntry.js%00'],
    ['/mf/mf-calls/%E0%A4%A.js'],
    ['/missing%E0%A4%A.js'],
  ])(
    'answers a file address with a NUL or a malformed escape %s with 404, never index.html',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<html');
    },
  );

  it.each([
    ['/../package.json'],
    ['/%2e%2e/%2e%2e/etc/passwd'],
    ['/mf/mf-calls/..%2f..%2froot%2findex.html'],
  ])('never serves outside its folders: %s', async (pathname) => {
    const response = await get(pathname);
    expect(await response.text()).not.toMatch(/root:|"workspaces"|var mf_calls/);
  });

  it.each([
    ['/main.0123abcd.js', 'public, max-age=31536000, immutable'],
    [
      '/mf/mf-calls/__federation_expose_lifecycles.1234abcd.js',
      'public, max-age=31536000, immutable',
    ],
    ['/', 'no-cache'],
    ['/mf/mf-calls/remoteEntry.js', 'no-cache'],
    ['/mf/mf-calls/mf-manifest.json', 'no-cache'],
    ['/remotes.json', 'no-cache'],
    ['/amparo-runtime.json', 'no-cache'],
  ])('cache header of %s is %s', async (pathname, cacheControl) => {
    expect((await get(pathname)).headers.get('cache-control')).toBe(cacheControl);
  });

  it('sends a CSP with only its own origin, the emulators and the video embeds', async () => {
    const policy = (await get('/chamadas')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain(
      `connect-src 'self' http://127.0.0.1:${ports.auth} http://127.0.0.1:${ports.database} ws://127.0.0.1:${ports.database} http://127.0.0.1:${ports.firestore}`,
    );
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('*');
  });

  it("rewrites the page's <meta> policy to the server's own, without frame-ancestors", async () => {
    const html = await (await get('/calendario')).text();
    const meta =
      /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(meta).toContain(`ws://127.0.0.1:${ports.database}`);
    expect(meta).not.toContain('127.0.0.1:*');
    expect(meta).not.toContain('frame-ancestors');
  });

  it('lists each micro-frontend in the default remotes manifest', async () => {
    expect(await (await get('/remotes.json')).json()).toEqual({
      mf_calls: '/mf/mf-calls/remoteEntry.js',
    });
  });

  it('describes the local backend in amparo-runtime.json', async () => {
    const runtime = await (await get('/amparo-runtime.json')).json();
    expect(runtime.firebase.projectId).toBe('demo-amparo');
    expect(runtime.firebase.databaseURL).toBe(
      `http://127.0.0.1:${ports.database}/?ns=demo-amparo-default-rtdb`,
    );
    expect(runtime.emulators).toEqual({
      authUrl: `http://127.0.0.1:${ports.auth}`,
      databaseHost: '127.0.0.1',
      databasePort: ports.database,
      firestoreHost: '127.0.0.1',
      firestorePort: ports.firestore,
    });
  });

  it('gzips text when asked, and not otherwise', async () => {
    const zipped = await get('/main.0123abcd.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toContain('console.log');
    const plain = await fetch(`${server.url}/main.0123abcd.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it.each([
    ['/'],
    ['/chamadas'],
    ['/remotes.json'],
    ['/amparo-runtime.json'],
    ['/mf/mf-calls/remoteEntry.js'],
    ['/mf/mf-calls/mf-manifest.json'],
  ])(
    'answers a reload of %s with 304 when nothing changed, with the full body otherwise',
    async (pathname) => {
      const first = await get(pathname);
      const tag = first.headers.get('etag');
      expect(tag).toBeTruthy();
      expect(first.headers.get('cache-control')).toBe('no-cache');
      // A browser's reload: fetch() would add 'Cache-Control: no-cache' (a forced reload) unless told.
      const again = await get(pathname, {
        headers: { 'If-None-Match': tag!, 'Cache-Control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const other = await get(pathname, { headers: { 'If-None-Match': '"something-else"' } });
      expect(other.status).toBe(200);
      expect((await other.text()).length).toBeGreaterThan(0);
    },
  );

  it('gives the page a new ETag when the policy it carries changes', async () => {
    const manifestFile = path.join(work, 'remotes-etag.json');
    writeFileSync(manifestFile, JSON.stringify({ mf_calls: '/mf/mf-calls/remoteEntry.js' }));
    const own = await startWithManifestFile(manifestFile);
    try {
      const before = (await fetch(`${own.url}/`)).headers.get('etag');
      writeFileSync(manifestFile, JSON.stringify({ mf_calls: 'https://cdn.example.org/r.js' }));
      const after = await fetch(`${own.url}/`, {
        headers: { 'If-None-Match': before!, 'Cache-Control': 'max-age=0' },
      });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(before);
    } finally {
      await own.stop();
    }
  });

  it('answers a Range request with the part asked for', async () => {
    const part = await get('/main.0123abcd.js', {
      headers: { Range: 'bytes=0-10', 'Accept-Encoding': 'identity' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-10\/\d+$/);
    expect(await part.text()).toBe('console.log');
  });

  it.each([
    ['/association/intro.mp4', 'video/mp4'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ])('knows the type of %s (%s)', async (pathname, type) => {
    expect((await get(pathname)).headers.get('content-type')).toContain(type);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await get('/mf/mf-calls/remoteEntry.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.text()).toBe('');
  });

  it('serves extra mounts and refuses other methods', async () => {
    expect(await (await get('/alt/mf-calls/remoteEntry.js')).text()).toContain('alt: true');
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });
});

describe('static server with a manifest file', () => {
  it('reads the manifest on every request, so one entry can be switched while it runs', async () => {
    const manifestFile = path.join(work, 'remotes.json');
    writeFileSync(manifestFile, JSON.stringify({ mf_calls: '/mf/mf-calls/remoteEntry.js' }));
    const own = await startWithManifestFile(manifestFile);
    try {
      expect(await (await fetch(`${own.url}/remotes.json`)).json()).toEqual({
        mf_calls: '/mf/mf-calls/remoteEntry.js',
      });
      writeFileSync(
        manifestFile,
        JSON.stringify({ mf_calls: 'https://cdn.example.org/mf-calls/remoteEntry.js' }),
      );
      expect(await (await fetch(`${own.url}/remotes.json`)).json()).toEqual({
        mf_calls: 'https://cdn.example.org/mf-calls/remoteEntry.js',
      });
      const policy = (await fetch(`${own.url}/`)).headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self' [^;]*https:\/\/cdn\.example\.org/);
      expect(await (await fetch(`${own.url}/chamadas`)).text()).toMatch(
        /script-src 'self' [^;]*https:\/\/cdn\.example\.org/,
      );
    } finally {
      await own.stop();
    }
  });
});

describe('static server with development overrides', () => {
  const devEntry = 'http://127.0.0.1:8081/remoteEntry.js';
  const startServer = (devOverrides: boolean) =>
    startStaticServer({
      rootDir: path.join(work, 'root'),
      remoteDirs: { 'mf-calls': path.join(work, 'calls'), 'mf-health': path.join(work, 'calls') },
      backendPorts: ports,
      port: 0,
      devOverrides,
    });

  /** Opens /amparo-dev?… as a browser would: the page that asks, its token cookie and its form's token. */
  const askFor = async (url: string) => {
    const page = await fetch(`${url}/amparo-dev?mf_calls=${encodeURIComponent(devEntry)}`, {
      redirect: 'manual',
    });
    const html = await page.text();
    const csrfCookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    return { page, html, csrfCookie, token };
  };
  const post = (url: string, body: Record<string, string>, headers: Record<string, string>) =>
    fetch(`${url}/amparo-dev`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body).toString(),
    });

  it('asks first; its button sets the override for hours; then that browser gets its manifest, policy and a visible mark', async () => {
    const own = await startServer(true);
    try {
      const { page, html, csrfCookie, token } = await askFor(own.url);
      // Opening the address sets nothing: it shows what would change, and a button.
      expect(page.status).toBe(200);
      expect(html).toContain('Usar uma versão de desenvolvimento?');
      expect(html).toContain(devEntry);
      expect(csrfCookie).toMatch(/^amparo-dev-csrf=.+/);
      expect(page.headers.get('set-cookie')).not.toContain('amparo-dev-remotes');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

      const set = await post(
        own.url,
        { csrf: token, mf_calls: devEntry },
        { cookie: csrfCookie, origin: own.url.replace('localhost', '127.0.0.1') },
      );
      expect(set.status).toBe(303);
      expect(set.headers.get('location')).toBe('/');
      const setCookie = set.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/amparo-dev-remotes=[^;]+;.*HttpOnly.*Max-Age=14400/);
      const cookie = /amparo-dev-remotes=[^;]+/.exec(setCookie)?.[0] ?? '';

      const manifest = (await (
        await fetch(`${own.url}/remotes.json`, { headers: { cookie } })
      ).json()) as Record<string, string>;
      expect(manifest).toEqual({ mf_calls: devEntry, mf_health: '/mf/mf-health/remoteEntry.js' });
      const platform = await fetch(`${own.url}/chamadas`, { headers: { cookie } });
      const policy = platform.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:8081/);
      expect(policy).toMatch(/connect-src [^;]*ws:\/\/127\.0\.0\.1:8081/);
      expect(platform.headers.get('vary')).toContain('Cookie');
      const platformHtml = await platform.text();
      expect(platformHtml).toContain('Versão de desenvolvimento: mf_calls');
      expect(platformHtml).toContain('href="/amparo-dev?reset"');
      // The mark's style is allowed by its hash, nothing wider.
      expect(policy).toMatch(/style-src [^;]*'sha256-/);

      // Another browser (no cookie) is untouched.
      const others = (await (await fetch(`${own.url}/remotes.json`)).json()) as Record<
        string,
        string
      >;
      expect(others['mf_calls']).toBe('/mf/mf-calls/remoteEntry.js');
      const other = await fetch(`${own.url}/`);
      expect(other.headers.get('content-security-policy')).not.toContain('8081');
      expect(await other.text()).not.toContain('Versão de desenvolvimento');

      const reset = await fetch(`${own.url}/amparo-dev?reset`, {
        redirect: 'manual',
        headers: { cookie },
      });
      expect(reset.headers.get('set-cookie')).toMatch(/^amparo-dev-remotes=;.*Max-Age=0/);
    } finally {
      await own.stop();
    }
  });

  it.each<
    [
      string,
      (own: { url: string }, asked: { csrfCookie: string; token: string }) => Promise<Response>,
    ]
  >([
    [
      'a plain link (GET) with the address',
      (own) =>
        fetch(`${own.url}/amparo-dev?mf_calls=${encodeURIComponent(devEntry)}`, {
          redirect: 'manual',
        }),
    ],
    [
      'a form of another site',
      (own, { csrfCookie, token }) =>
        post(
          own.url,
          { csrf: token, mf_calls: devEntry },
          { cookie: csrfCookie, origin: 'https://evil.example' },
        ),
    ],
    [
      'a POST without the page’s token',
      (own, { csrfCookie }) =>
        post(own.url, { mf_calls: devEntry }, { cookie: csrfCookie, origin: own.url }),
    ],
    [
      'a POST with a token its page did not set',
      (own, { token }) =>
        post(
          own.url,
          { csrf: token, mf_calls: devEntry },
          { cookie: 'amparo-dev-csrf=other', origin: own.url },
        ),
    ],
    [
      'a POST without the token cookie (another site’s page never has it)',
      (own, { token }) => post(own.url, { csrf: token, mf_calls: devEntry }, { origin: own.url }),
    ],
  ])('sets nothing from %s', async (_case, attempt) => {
    const own = await startServer(true);
    try {
      const asked = await askFor(own.url);
      const response = await attempt(own, asked);
      expect(response.headers.get('set-cookie') ?? '').not.toContain('amparo-dev-remotes=%');
      if (response.status !== 200) expect(response.status).toBe(403);
    } finally {
      await own.stop();
    }
  });

  it('takes no override with a real project’s runtime configuration, even when told to', async () => {
    const config = path.join(work, 'runtime-for-overrides.json');
    writeFileSync(config, JSON.stringify({ firebase: { projectId: 'real-project' } }));
    const own = await startStaticServer({
      rootDir: path.join(work, 'root'),
      remoteDirs: { 'mf-calls': path.join(work, 'calls') },
      runtimeConfigFile: config,
      port: 0,
      devOverrides: true,
    });
    try {
      const asked = await fetch(`${own.url}/amparo-dev?mf_calls=${encodeURIComponent(devEntry)}`, {
        redirect: 'manual',
      });
      expect(asked.headers.get('set-cookie')).toBeNull();
      expect(await asked.text()).not.toContain('Usar uma versão de desenvolvimento?');
      const cookie = `amparo-dev-remotes=${encodeURIComponent(JSON.stringify({ mf_calls: devEntry }))}`;
      const manifest = (await (
        await fetch(`${own.url}/remotes.json`, { headers: { cookie } })
      ).json()) as Record<string, string>;
      expect(manifest['mf_calls']).toBe('/mf/mf-calls/remoteEntry.js');
      const posted = await fetch(`${own.url}/amparo-dev`, { method: 'POST', redirect: 'manual' });
      expect(posted.status).toBe(405);
    } finally {
      await own.stop();
    }
  });

  it.each([
    ['another host', 'https://cdn.example.org/remoteEntry.js'],
    ['a script scheme', 'javascript:alert(1)'],
    ['not an address', 'remoteEntry.js'],
  ])('refuses an override to %s, and sets nothing', async (_case, entry) => {
    const own = await startServer(true);
    try {
      const response = await fetch(`${own.url}/amparo-dev?mf_calls=${encodeURIComponent(entry)}`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toContain('mf_calls');
    } finally {
      await own.stop();
    }
  });

  it('ignores overrides when the server does not accept them: the cookie changes nothing', async () => {
    const own = await startServer(false);
    try {
      const cookie = `amparo-dev-remotes=${encodeURIComponent(JSON.stringify({ mf_calls: devEntry }))}`;
      const manifest = (await (
        await fetch(`${own.url}/remotes.json`, { headers: { cookie } })
      ).json()) as Record<string, string>;
      expect(manifest['mf_calls']).toBe('/mf/mf-calls/remoteEntry.js');
      const page = await fetch(`${own.url}/amparo-dev?mf_calls=${encodeURIComponent(devEntry)}`, {
        redirect: 'manual',
      });
      expect(page.status).toBe(200);
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(page.headers.get('content-security-policy')).not.toContain('8081');
    } finally {
      await own.stop();
    }
  });
});
