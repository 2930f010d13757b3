import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** Files whose names carry their content's hash: cached for good, as the platform's server does. */
const hashedFile = /\.[0-9a-f]{8}\.js$/;

/**
 * The floor built (`build`: buildFloor.cjs, given by scripts/bench.mjs) into a temporary folder and
 * served on a free port of the loopback; `stop` ends it and removes the build.
 */
export async function startFloorSite(
  build: (outDir: string) => Promise<void>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'amparo-floor-'));
  try {
    await build(outDir);
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = path.join(outDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(outDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': hashedFile.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
