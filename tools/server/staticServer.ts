/**
 * Amparo's static server (node:http): root-config's build at /, each micro-frontend's build at
 * /mf/<folder>/, the run-time documents /remotes.json and /amparo-runtime.json, the CSP header, cache
 * headers, gzip. Files are served by `serve-static` (ETag, Last-Modified, 304, Range, HEAD, the full
 * MIME table) and compressed by `compression`; this file keeps only the platform's own rules:
 * - the SPA fallback (index.html) answers only extension-less paths outside /mf/: a missing remote file
 *   is a 404, never HTML ("Unexpected token '<'");
 * - an address is a screen whatever it holds (a malformed escape, %00, a name ending in '..': tampered
 *   addresses, docs/product.md: Hard cases): the platform's route table then shows the login or home,
 *   never a bare 'Internal error' or 'Not found';
 * - index.html carries the policy generated from the remotes manifest, in its header and in its <meta>,
 *   and the shell's login drawn in its HTML (firstScreen.ts);
 * - the generated documents get an ETag of their content, so a reload revalidates them with a 304;
 * - no source map (*.map) is ever served, wherever it is (a build from before production builds stopped
 *   writing them, an uploaded section): a 404. This server only serves production builds (dist
 *   folders and uploaded sections); a development build is served by webpack's dev server
 *   (scripts/dev-section.mjs), which keeps its maps.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import etag from 'etag';
import fresh from 'fresh';
import serveStatic from 'serve-static';
import {
  contentSecurityPolicy,
  localEmulatorSources,
  localImageSources,
} from './contentSecurityPolicy.cjs';
import { cacheControlFor } from './cachePolicy';
import {
  defaultRemotesManifest,
  firstScreenPreloads,
  foreignOrigins,
  localRuntimeConfig,
} from './runtimeDocuments';
import type { BackendPorts } from './runtimeDocuments';
import {
  firstScreenFileOf,
  firstScreenFolderOf,
  firstScreenStyleHashes,
  readFirstScreen,
  withFirstScreen,
} from './firstScreen';
import { preloadsTemplateId } from './firstScreenScript.cjs';
import {
  devOverridesPath,
  overrideSources,
  overridesCookie,
  overridesFromCookieHeader,
  requestedOverrides,
} from './devOverrides';
import type { DevOverrides } from './devOverrides';
import {
  confirmationPage,
  csrfCookie,
  csrfCookieHeader,
  csrfField,
  csrfFromCookieHeader,
  developmentMark,
  isSameOrigin,
  newCsrfToken,
  overrideHours,
  readForm,
  tokensMatch,
} from './devOverridePage';

/** Where the page keeps its preload hints until the first paint (firstScreenScript.cjs). */
const preloadsTemplate = new RegExp(`<template id="${preloadsTemplateId}">`);

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
  /**
   * Accept development overrides (devOverrides.ts): /amparo-dev sets them in a cookie, /remotes.json
   * and the page's policy follow them for that browser. The local platform only; off by default.
   */
  readonly devOverrides?: boolean;
  readonly log?: (line: string) => void;
}

export interface RunningStaticServer {
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
}

type Next = (error?: unknown) => void;
type Middleware = (request: IncomingMessage, response: ServerResponse, next: Next) => void;

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

/** Whether the path names a source map ('main.0123abcd.js.map', any case). */
function isSourceMap(pathname: string): boolean {
  return /\.map$/i.test(pathname);
}

/** serve-static over `dir`: the platform's cache rule by file name, no directory index or redirect. */
function filesOf(dir: string, extraHeaders: Record<string, string> = {}): Middleware {
  return serveStatic(path.resolve(dir), {
    index: false,
    redirect: false,
    cacheControl: false,
    fallthrough: true,
    setHeaders: (response, file) => {
      response.setHeader('Cache-Control', cacheControlFor(path.basename(file)));
      response.setHeader('X-Content-Type-Options', 'nosniff');
      for (const [name, value] of Object.entries(extraHeaders)) response.setHeader(name, value);
    },
  }) as Middleware;
}

export function createRequestHandler(options: StaticServerOptions) {
  const rootDir = path.resolve(options.rootDir);
  const mountDirs: [string, string][] = [
    ...Object.entries(options.remoteDirs).map(([folder, dir]): [string, string] => [
      `/mf/${folder}/`,
      dir,
    ]),
    ...Object.entries(options.extraMounts ?? {}).map(([prefix, dir]): [string, string] => [
      prefix.endsWith('/') ? prefix : `${prefix}/`,
      dir,
    ]),
  ].sort((a, b) => b[0].length - a[0].length);
  // Remotes are fetched by the page of another origin too (a section served apart): CORS for all.
  const mounts = mountDirs.map(([prefix, dir]): [string, Middleware] => [
    prefix,
    filesOf(dir, { 'Access-Control-Allow-Origin': '*' }),
  ]);
  const rootFiles = filesOf(rootDir);
  const compress: Middleware =
    options.gzip === false ? (_request, _response, next) => next() : (compression() as Middleware);

  const deployedManifest = async (): Promise<Record<string, unknown>> => {
    if (!options.remotesManifestFile)
      return defaultRemotesManifest(Object.keys(options.remoteDirs));
    return JSON.parse(await fs.readFile(options.remotesManifestFile, 'utf8')) as Record<
      string,
      unknown
    >;
  };

  // Never with a real project's runtime configuration: a deployed site takes no override.
  const devOverrides = options.devOverrides === true && !options.runtimeConfigFile;
  const overridesOf = (request: IncomingMessage): DevOverrides =>
    devOverrides ? overridesFromCookieHeader(request.headers.cookie) : {};

  /** The manifest this browser gets: the deployed one, with its development overrides over it. */
  const remotesManifest = async (request: IncomingMessage): Promise<Record<string, unknown>> => ({
    ...(await deployedManifest()),
    ...overridesOf(request),
  });

  const runtimeConfig = async (): Promise<unknown> => {
    if (options.runtimeConfigFile)
      return JSON.parse(await fs.readFile(options.runtimeConfigFile, 'utf8'));
    if (!options.backendPorts)
      throw new Error('the static server needs backendPorts or runtimeConfigFile');
    return localRuntimeConfig(options.backendPorts);
  };

  /** The page's two policies (its header and its <meta>), from one reading of the manifest. */
  const policies = (
    request: IncomingMessage,
    manifest: Record<string, unknown>,
    styleHashes: string[] = [],
  ): { header: string; meta: string } => {
    const base = {
      styleHashes,
      connect: [
        ...(options.backendPorts ? localEmulatorSources(options.backendPorts) : []),
        ...overrideSources(overridesOf(request)),
      ],
      images: options.backendPorts ? localImageSources(options.backendPorts) : [],
      scripts: foreignOrigins(manifest),
      firebaseHosted: Boolean(options.runtimeConfigFile),
    };
    return {
      header: contentSecurityPolicy({ ...base, forMeta: false }),
      meta: contentSecurityPolicy({ ...base, forMeta: true }),
    };
  };

  /** A document made here (200), with an ETag of its content: 304 when the browser's copy is current. */
  const sendGenerated = (
    request: IncomingMessage,
    response: ServerResponse,
    body: string,
    headers: Record<string, string>,
  ) => {
    const tag = etag(body);
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('ETag', tag);
    if (fresh(request.headers, { etag: tag })) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.statusCode = 200;
    response.setHeader('Content-Length', String(Buffer.byteLength(body)));
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const sendJson = (
    request: IncomingMessage,
    response: ServerResponse,
    value: unknown,
    headers: Record<string, string> = {},
  ) =>
    sendGenerated(request, response, JSON.stringify(value, null, 2), {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...headers,
    });

  /** index.html with the page's <meta> policy replaced by this server's own, so both policies agree. */
  const sendPlatform = async (request: IncomingMessage, response: ServerResponse) => {
    let html: string;
    try {
      html = await fs.readFile(path.join(rootDir, 'index.html'), 'utf8');
    } catch {
      return notFound(request, response);
    }
    const manifest = await remotesManifest(request).catch(() => ({}));
    const firstScreen = await readFirstScreen(firstScreenFileOf(manifest, mountDirs));
    const mark = developmentMark(overridesOf(request), `${devOverridesPath}?reset`);
    const policy = policies(request, manifest, [
      ...firstScreenStyleHashes(firstScreen),
      ...(mark.styleHash === null ? [] : [mark.styleHash]),
    ]);
    const page = html
      // The mark first in the body (a page without one: before its end).
      .replace(/<body[^>]*>|<\/html>\s*$/, (found) =>
        found.startsWith('<body') ? `${found}${mark.html}` : `${mark.html}${found}`,
      )
      .replace(
        /<meta http-equiv="Content-Security-Policy" content="[^"]*"/,
        () => `<meta http-equiv="Content-Security-Policy" content="${policy.meta}"`,
      )
      .replace(preloadsTemplate, (template) => `${template}${firstScreenPreloads(manifest)}`);
    sendGenerated(
      request,
      response,
      withFirstScreen(page, firstScreen, firstScreenFolderOf(manifest)),
      {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Security-Policy': policy.header,
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Content-Type-Options': 'nosniff',
        ...(devOverrides ? { Vary: 'Cookie' } : {}),
      },
    );
  };

  const plainText = (response: ServerResponse, status: number, text: string) => {
    response.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(`${text}\n`);
  };

  /** The overrides' cookie set (or cleared), then back to the platform. */
  const redirectWithOverrides = (response: ServerResponse, overrides: DevOverrides) => {
    response.writeHead(303, {
      'Set-Cookie': [
        overridesCookie(overrides, overrideHours),
        `${csrfCookie}=; Path=${devOverridesPath}; SameSite=Strict; HttpOnly; Max-Age=0`,
      ],
      Location: '/',
      'Cache-Control': 'no-store',
    });
    response.end();
  };

  /**
   * GET /amparo-dev?reset clears this browser's overrides; GET /amparo-dev?<name>=<url> only shows
   * what would change and asks (devOverridePage.ts); the page's form POSTs them here, with its token,
   * and only then are they set.
   */
  const setOverrides = async (request: IncomingMessage, response: ServerResponse) => {
    const posted = request.method === 'POST';
    let asked: URLSearchParams;
    if (posted) {
      const form = isSameOrigin(request) ? await readForm(request) : null;
      const token = form?.get(csrfField) ?? null;
      if (form === null || !tokensMatch(csrfFromCookieHeader(request.headers.cookie), token))
        return plainText(
          response,
          403,
          'Refused: open /amparo-dev?… on this site and use its button',
        );
      form.delete(csrfField);
      asked = form;
    } else {
      asked = new URL(request.url ?? '/', 'http://localhost').searchParams;
      if (asked.has('reset')) return redirectWithOverrides(response, {});
    }
    const { overrides, rejected } = requestedOverrides(asked, posted ? overridesOf(request) : {});
    if (rejected.length > 0)
      return plainText(
        response,
        400,
        `Not an override: ${rejected.join(', ')} (a federation name = a http(s) address on this machine)`,
      );
    if (posted) return redirectWithOverrides(response, overrides);
    const token = newCsrfToken();
    const page = confirmationPage(overrides, token, devOverridesPath);
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': page.policy,
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Set-Cookie': csrfCookieHeader(token, devOverridesPath),
    });
    response.end(request.method === 'HEAD' ? undefined : page.html);
  };

  const notFound = (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : 'Not found\n');
  };

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const isOverridePost =
      devOverrides &&
      request.method === 'POST' &&
      new URL(request.url ?? '/', 'http://localhost').pathname === devOverridesPath;
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isOverridePost) {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = decodePathname(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/remotes.json')
      return sendJson(request, response, await remotesManifest(request), {
        ...(devOverrides ? { Vary: 'Cookie' } : {}),
      });
    if (devOverrides && pathname === devOverridesPath) return setOverrides(request, response);
    if (pathname === '/amparo-runtime.json')
      return sendJson(request, response, await runtimeConfig());
    // The platform's own page is generated (its policy), never served as a plain file.
    if (pathname === '/index.html') return sendPlatform(request, response);
    if (isSourceMap(pathname)) return notFound(request, response);

    const mount = mounts.find(([prefix]) => pathname.startsWith(prefix));
    if (mount) {
      // serve-static sees the path below the mount (as a mounted middleware in express would); a
      // missing or refused file (a NUL, '..', a malformed escape: its 400 and 403) falls through to a
      // 404, never to the page.
      const raw = request.url ?? '/';
      if (!raw.startsWith(mount[0])) return notFound(request, response);
      request.url = raw.slice(mount[0].length - 1);
      return mount[1](request, response, () => notFound(request, response));
    }
    if (pathname.startsWith('/mf/')) return notFound(request, response);
    if (hasFileExtension(pathname))
      return rootFiles(request, response, () => notFound(request, response));
    // SPA fallback: every extension-less path outside /mf/ is a screen of the platform.
    return sendPlatform(request, response);
  };

  return (request: IncomingMessage, response: ServerResponse): void => {
    const fail = (error: unknown) => {
      options.log?.(`static server: ${request.method} ${request.url} failed: ${String(error)}`);
      if (!response.headersSent)
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal error\n');
    };
    compress(request, response, (error) => {
      if (error) return fail(error);
      route(request, response).catch(fail);
    });
  };
}

export function startStaticServer(options: StaticServerOptions): Promise<RunningStaticServer> {
  const server = createServer(createRequestHandler(options));
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
