import http from 'node:http';
import type { Caller } from '../auth/bearerToken';
import { callerFromAuthorization } from '../auth/bearerToken';
import { ServiceClock } from '../clock/serviceClock';
import { BodyTooLargeError, readBodyWithin } from '../http/limitedBody';
import { ADMIN_FROM_PAGE_REFUSED, OriginPolicy } from '../http/originPolicy';
import { commitWrites } from './commitWrites';
import { DocumentStore } from './documentStore';
import { batchGetDocuments, getDocument, runQuery } from './readDocuments';
import type { RestRoute } from './resourceNames';
import { documentsRoot, parseRestPath } from './resourceNames';
import { RestError, invalidArgument, notFound, unauthenticated } from './restErrors';

/**
 * The local stand-in for the Firestore emulator: the REST subset `firebase/firestore/lite` calls
 * (commit, batchGet, runQuery, and a plain document GET), the `users` rules of firestore.rules, and
 * the official emulator's extras the tools use (`GET /` answers "Ok", `Bearer owner` bypasses the
 * rules, `DELETE /emulator/v1/projects/{p}/databases/{d}/documents` clears a database).
 *
 * Unlike the emulator, the admin credential (and so the clearing, which needs it) is taken only from
 * the machine's tools and the platform's pages, and CORS is granted to the platform's origins only
 * (../http/originPolicy.ts): any page the developer visits can send requests to this server.
 */
export interface FirestoreServerOptions {
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
  /** JSON file the documents persist to; null keeps them in memory only. */
  readonly dataFile: string | null;
  readonly log?: (line: string) => void;
  /** The services' clock (commit times, ID-token expiry); default: the machine's. */
  readonly clock?: ServiceClock;
  /** Largest request body taken; larger ones are refused unparsed. Default 1 MiB. */
  readonly maxRequestBytes?: number;
  /**
   * The platform's origins (the static server's address): the only pages given CORS headers and
   * allowed the admin credential. Default none: only the machine's tools (no Origin header).
   */
  readonly allowedOrigins?: readonly string[];
}

export interface RunningFirestoreServer {
  readonly host: string;
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * Firestore accepts requests up to 10 MiB. Parsing such a body holds up every other client of this
 * single-threaded stand-in (a 5 MB body about 0.25 s), and the product's `users` documents are a few
 * hundred bytes, so this server refuses requests above 1 MiB before parsing them, with Firestore's
 * error for an oversized request (the limit is an option).
 */
export const DEFAULT_MAX_REQUEST_BYTES = 1024 * 1024;
const clearDataPath = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents$/;

async function readBody(request: http.IncomingMessage, maxRequestBytes: number): Promise<unknown> {
  let bytes: Buffer;
  try {
    bytes = await readBodyWithin(request, maxRequestBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw invalidArgument(`Request payload size exceeds the limit: ${maxRequestBytes} bytes.`);
    throw error;
  }
  const text = bytes.toString('utf8');
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidArgument('Invalid JSON payload received.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalidArgument('the request body must be a JSON object');
  return body;
}

const CORS_METHODS = 'GET, POST, DELETE, OPTIONS';

const adminRefused = (): RestError =>
  new RestError(403, 'PERMISSION_DENIED', ADMIN_FROM_PAGE_REFUSED);

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    // No keep-alive: after a restart of the local backend a client would otherwise send its next
    // request on a pooled connection the old server closed, and fail once. Loopback connects are cheap.
    Connection: 'close',
  });
  response.end(text);
}

/**
 * The caller; a malformed or expired (by the services' clock) ID token is 401 UNAUTHENTICATED, the
 * admin credential from a page other than the platform's 403.
 */
function callerOf(request: http.IncomingMessage, nowMs: number, policy: OriginPolicy): Caller {
  const result = callerFromAuthorization(request.headers.authorization, nowMs);
  if (!result.ok)
    throw unauthenticated(`Request had invalid authentication credentials: ${result.reason}.`);
  if (result.caller.kind === 'owner' && !policy.admitsAdminCredential(request))
    throw adminRefused();
  return result.caller;
}

async function answerDocumentsRequest(
  store: DocumentStore,
  route: RestRoute,
  request: http.IncomingMessage,
  nowMs: number,
  maxRequestBytes: number,
  policy: OriginPolicy,
): Promise<unknown> {
  const caller = callerOf(request, nowMs, policy);
  if (request.method === 'GET' && route.method === null)
    return getDocument(store, route.databaseId, caller, route.path);
  if (request.method !== 'POST' || route.method === null)
    throw notFound(
      `${request.method ?? ''} ${request.url ?? ''} is not served by the local Firestore server`,
    );
  const body = (await readBody(request, maxRequestBytes)) as Record<string, unknown>;
  switch (route.method) {
    case 'commit':
      if (route.path.length !== 0) throw invalidArgument('commit is called on the database root');
      return commitWrites(store, route.databaseId, caller, body);
    case 'batchGet':
      if (route.path.length !== 0) throw invalidArgument('batchGet is called on the database root');
      return batchGetDocuments(store, route.databaseId, caller, body);
    case 'runQuery':
      return runQuery(store, route.databaseId, caller, route.path, body);
    default:
      throw notFound(`the method ${route.method} is not served by the local Firestore server`);
  }
}

export async function startFirestoreServer(
  options: FirestoreServerOptions,
): Promise<RunningFirestoreServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  const clock = options.clock ?? new ServiceClock();
  const store = new DocumentStore(options.dataFile, clock);
  const policy = new OriginPolicy(options.allowedOrigins);

  const handle = async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<void> => {
    policy.applyCors(request, response, CORS_METHODS);
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method === 'OPTIONS') {
      // Refusing another site's preflight keeps its browser from sending the request at all.
      if (policy.sourceOf(request) === 'foreign')
        throw new RestError(403, 'PERMISSION_DENIED', "This origin is not the platform's.");
      response.writeHead(204).end();
      return;
    }
    if (pathname === '/' && request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('Ok\n');
      return;
    }
    const clear = clearDataPath.exec(pathname);
    if (clear !== null && request.method === 'DELETE') {
      // The emulator clears for anyone; here it is an admin power, since any page can send a DELETE.
      if (callerOf(request, clock.now(), policy).kind !== 'owner')
        throw new RestError(
          403,
          'PERMISSION_DENIED',
          'Clearing a database needs the admin credential (Authorization: Bearer owner).',
        );
      store.clear(
        `${documentsRoot({ projectId: decodeURIComponent(clear[1] ?? ''), database: decodeURIComponent(clear[2] ?? '') })}/`,
      );
      sendJson(response, 200, {});
      return;
    }
    const route = parseRestPath(pathname);
    if (route === null) throw notFound(`${pathname} is not a Firestore resource`);
    sendJson(
      response,
      200,
      await answerDocumentsRequest(
        store,
        route,
        request,
        clock.now(),
        options.maxRequestBytes ?? DEFAULT_MAX_REQUEST_BYTES,
        policy,
      ),
    );
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const restError =
        error instanceof RestError
          ? error
          : new RestError(500, 'INTERNAL', 'internal error of the local Firestore server');
      if (!(error instanceof RestError))
        log(
          `firestore: ${request.method} ${request.url}: ${error instanceof Error ? error.stack : String(error)}`,
        );
      if (!response.headersSent) sendJson(response, restError.httpStatus, restError.toBody());
      else response.destroy();
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : options.port;
      log(`firestore: listening on ${host}:${port}`);
      resolve({
        host,
        port,
        stop: () =>
          new Promise<void>((resolveStop) => {
            server.close(() => resolveStop());
            server.closeAllConnections();
          }),
      });
    });
  });
}
