import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { RtdbServerHandle } from '../../src/rtdb';
import { NAMESPACE, startTestServer } from './rtdbTestClients';

const NODE_MODULES = join(__dirname, '..', '..', '..', 'node_modules');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser build of the SDK, loaded as ES modules through an import map. */
const IMPORT_MAP = {
  imports: {
    '@firebase/app': '/nm/@firebase/app/dist/esm/index.esm.js',
    '@firebase/database': '/nm/@firebase/database/dist/index.esm.js',
    '@firebase/util': '/nm/@firebase/util/dist/index.esm.js',
    '@firebase/logger': '/nm/@firebase/logger/dist/esm/index.esm.js',
    '@firebase/component': '/nm/@firebase/component/dist/esm/index.esm.js',
    idb: '/nm/idb/build/index.js',
  },
};

const PAGE = `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8">
<script type="importmap">${JSON.stringify(IMPORT_MAP)}</script>
<script>
  // What the SDK stores after a websocket attempt failed: the next connection starts with long polling.
  if (new URLSearchParams(location.search).get('failed') === '1') {
    localStorage.setItem('firebase:previous_websocket_failure', 'true');
  }
</script>
<script type="module">
  import { initializeApp } from '@firebase/app';
  import { connectDatabaseEmulator, get, getDatabase, ref, set } from '@firebase/database';
  const port = Number(new URLSearchParams(location.search).get('rtdb'));
  window.written = (async () => {
    const app = initializeApp({ projectId: 'demo-amparo', databaseURL: 'http://127.0.0.1:' + port + '?ns=${NAMESPACE}' });
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', port);
    await set(ref(db, 'open/browser'), 'olá do navegador');
    return (await get(ref(db, 'open/browser'))).val();
  })();
</script></head><body></body></html>`;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
};

function startPageServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
      return;
    }
    const file = normalize(join(NODE_MODULES, url.pathname.replace(/^\/nm\//, '')));
    if (!url.pathname.startsWith('/nm/') || !file.startsWith(NODE_MODULES)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (content) =>
        response
          .writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'text/plain' })
          .end(content),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('Realtime Database server: the browser SDK', () => {
  let server: RtdbServerHandle;
  let pages: Server;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    pages = await startPageServer();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => pages?.close(resolve));
    await server?.stop();
  });

  it.each([
    ['connects with websockets', '0', false],
    [
      'after a remembered websocket failure, is steered from long polling back to websockets',
      '1',
      true,
    ],
  ])(
    '%s',
    async (_name, failed, expectsLongPoll) => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const longPolls: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/.lp?')) longPolls.push(request.url());
        });
        const pagePort = (pages.address() as AddressInfo).port;
        await page.goto(`http://127.0.0.1:${pagePort}/?rtdb=${server.port}&failed=${failed}`);
        const written = await page.evaluate(
          () => (window as unknown as { written: Promise<unknown> }).written,
        );
        expect(written).toBe('olá do navegador');
        expect(longPolls.length > 0).toBe(expectsLongPoll);
        expect(
          await page.evaluate(() => localStorage.getItem('firebase:previous_websocket_failure')),
        ).toBeNull();
      } finally {
        await context.close();
      }
    },
    15000,
  );
});
