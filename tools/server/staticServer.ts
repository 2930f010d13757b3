/**
 * Amparo's static server (node:http): root-config's build at /, each micro-frontend's build at
 * /mf/<folder>/, the run-time documents /remotes.json and /amparo-runtime.json, the CSP header, cache
 * headers, gzip. The SPA fallback (index.html) answers only extension-less paths outside /mf/: a missing
 * remote file is a 404, never HTML ("Unexpected token '<'"). An address is a screen whatever it holds
 * (a malformed escape, %00, a name ending in '..': tampered addresses, docs/product.md: Hard cases): the platform's route
 * table then shows the login or home, never a bare 'Internal error' or 'Not found'.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { contentSecurityPolicy, localEmulatorSources } from './contentSecurityPolicy.cjs';
import { cacheControlFor } from './cachePolicy';
import { isCompressible, mimeTypeOf } from './mimeTypes';
import { defaultRemotesManifest, foreignOrigins, localRuntimeConfig } from './runtimeDocuments';
import type { BackendPorts } from './runtimeDocuments';

export interface StaticServerOptions {
  /** root-config's dist folder. */
  readonly rootDir: string;
  /** URL folder under /mf/ → build folder, e.g. { 'mf-calls': '/repo/mf-calls/dist' }. */
  readonly remoteDirs: Readonly<Record<string, string>>;
  /** Further URL prefixes → folders (e.g. another build of one remote: { '/alt/mf-calls/': dir }). */
  readonly extraMounts?: Readonly<Record<string, string>>;
  /** A JSON file served as /remotes.json, read on every request (env REMOTES_MANIFEST in the CLI). */
  readonly remotesManifestFile?: string;
  /** The local backend's ports; amparo-runtime.json and the CSP are generated from them. */
  readonly backendPorts?: BackendPorts;
  /** A JSON file served as /amparo-runtime.json instead (a real Firebase project). */
  readonly runtimeConfigFile?: string;
  readonly port?: number;
  readonly host?: string;
  readonly gzip?: boolean;
  readonly log?: (line: string) => void;
}

export interface RunningStaticServer {
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
}

const noCacheJson = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-cache',
};

/** Resolves `relative` inside `dir`, or null when it would escape it. */
function safeJoin(dir: string, relative: string): string | null {
  const target = path.resolve(dir, `.${path.posix.normalize(`/${relative}`)}`);
  return target === dir || target.startsWith(dir + path.sep) ? target : null;
}

/** The decoded path, or the path as sent when it holds a malformed escape ('%E0%A4%A'). */
function decodePathname(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Whether the last segment names a file: a dot followed by an extension ('main.0123abcd.js'; not 'registar..'). */
function hasFileExtension(pathname: string): boolean {
  return /\.[^./]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

async function readFileIfPresent(file: string): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? await fs.readFile(file) : null;
  } catch {
    return null;
  }
}

export function createRequestHandler(options: StaticServerOptions) {
  const rootDir = path.resolve(options.rootDir);
  const mounts: [string, string][] = [
    ...Object.entries(options.remoteDirs).map(([folder, dir]): [string, string] => [
      `/mf/${folder}/`,
      path.resolve(dir),
    ]),
    ...Object.entries(options.extraMounts ?? {}).map(([prefix, dir]): [string, string] => [
      prefix.endsWith('/') ? prefix : `${prefix}/`,
      path.resolve(dir),
    ]),
  ].sort((a, b) => b[0].length - a[0].length);
  const gzipCache = new Map<string, Buffer>();
  const useGzip = options.gzip ?? true;

  const remotesManifest = async (): Promise<Record<string, unknown>> => {
    if (!options.remotesManifestFile)
      return defaultRemotesManifest(Object.keys(options.remoteDirs));
    return JSON.parse(await fs.readFile(options.remotesManifestFile, 'utf8')) as Record<
      string,
      unknown
    >;
  };

  const runtimeConfig = async (): Promise<unknown> => {
    if (options.runtimeConfigFile)
      return JSON.parse(await fs.readFile(options.runtimeConfigFile, 'utf8'));
    if (!options.backendPorts)
      throw new Error('the static server needs backendPorts or runtimeConfigFile');
    return localRuntimeConfig(options.backendPorts);
  };

  const policy = async (forMeta = false): Promise<string> =>
    contentSecurityPolicy({
      connect: options.backendPorts ? localEmulatorSources(options.backendPorts) : [],
      scripts: foreignOrigins(await remotesManifest().catch(() => ({}))),
      firebaseHosted: Boolean(options.runtimeConfigFile),
      forMeta,
    });

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: Buffer,
    headers: Record<string, string>,
  ) => {
    const extension = path.extname(headers['X-Amparo-File'] ?? '');
    delete headers['X-Amparo-File'];
    let payload = body;
    if (
      useGzip &&
      body.length > 1024 &&
      isCompressible(extension) &&
      /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    ) {
      const key = `${headers['X-Amparo-Key'] ?? ''}`;
      const cached = key ? gzipCache.get(key) : undefined;
      payload = cached ?? gzipSync(body);
      if (key && !cached) gzipCache.set(key, payload);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    delete headers['X-Amparo-Key'];
    response.writeHead(status, { ...headers, 'Content-Length': String(payload.length) });
    response.end(request.method === 'HEAD' ? undefined : payload);
  };

  const sendFile = async (
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<boolean> => {
    let body = await readFileIfPresent(file);
    if (!body) return false;
    const stat = await fs.stat(file);
    const extension = path.extname(file);
    let htmlHeaders: Record<string, string> = {};
    let variant = '';
    if (extension === '.html') {
      // The page's <meta> policy (baked in at build time for other hosts) becomes this server's own,
      // so both policies the browser enforces agree (e.g. a remote served from another origin).
      const metaPolicy = await policy(true);
      body = Buffer.from(
        body
          .toString('utf8')
          .replace(
            /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(")/,
            `$1${metaPolicy}$2`,
          ),
      );
      htmlHeaders = {
        'Content-Security-Policy': await policy(),
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      };
      variant = metaPolicy;
    }
    send(request, response, 200, body, {
      ...htmlHeaders,
      'Content-Type': mimeTypeOf(extension),
      'Cache-Control': cacheControlFor(path.basename(file)),
      'X-Content-Type-Options': 'nosniff',
      'X-Amparo-File': file,
      'X-Amparo-Key': `${file}:${stat.mtimeMs}:${stat.size}:${variant}`,
      ...extraHeaders,
    });
    return true;
  };

  const notFound = (request: IncomingMessage, response: ServerResponse) =>
    send(request, response, 404, Buffer.from('Not found\n'), {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const pathname = decodePathname(new URL(request.url ?? '/', 'http://localhost').pathname);
      // A NUL never reaches the file system; as a screen's address it is harmless (the SPA fallback below).
      const fileSafe = !pathname.includes('\0');

      if (pathname === '/remotes.json') {
        return send(
          request,
          response,
          200,
          Buffer.from(JSON.stringify(await remotesManifest(), null, 2)),
          { ...noCacheJson, 'X-Amparo-File': 'remotes.json' },
        );
      }
      if (pathname === '/amparo-runtime.json') {
        return send(
          request,
          response,
          200,
          Buffer.from(JSON.stringify(await runtimeConfig(), null, 2)),
          { ...noCacheJson, 'X-Amparo-File': 'amparo-runtime.json' },
        );
      }

      const mount = mounts.find(([prefix]) => pathname.startsWith(prefix));
      if (mount) {
        const file = fileSafe ? safeJoin(mount[1], pathname.slice(mount[0].length)) : null;
        if (
          file &&
          (await sendFile(request, response, file, { 'Access-Control-Allow-Origin': '*' }))
        )
          return;
        return notFound(request, response);
      }
      if (pathname.startsWith('/mf/')) return notFound(request, response);

      if (hasFileExtension(pathname)) {
        const file = fileSafe ? safeJoin(rootDir, pathname) : null;
        if (file && (await sendFile(request, response, file))) return;
        return notFound(request, response);
      }
      // SPA fallback: every extension-less path outside /mf/ is a screen of the platform.
      const served = await sendFile(request, response, path.join(rootDir, 'index.html'));
      if (!served) notFound(request, response);
    } catch (error) {
      options.log?.(`static server: ${request.method} ${request.url} failed: ${String(error)}`);
      if (!response.headersSent)
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal error\n');
    }
  };
}

export function startStaticServer(options: StaticServerOptions): Promise<RunningStaticServer> {
  const handler = createRequestHandler(options);
  const server = createServer((request, response) => void handler(request, response));
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        url: `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
