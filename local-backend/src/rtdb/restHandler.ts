import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, readBodyWithin } from '../http/limitedBody';
import { ADMIN_FROM_PAGE_REFUSED, type OriginPolicy } from '../http/originPolicy';
import { checkCredential, SIGNED_OUT, type Identity } from './authToken';
import { CLOCK_PATH, handleClockRequest } from './clockEndpoint';
import { isJsonObject, type JsonObject, type JsonValue } from './jsonValue';
import { handleLongPollRequest, isLongPollRequest } from './longPollFallback';
import { nextPushId } from './pushIds';
import type { Outcome, RealtimeDatabase } from './realtimeDatabase';
import { tooBigLogLine, WRITE_TOO_BIG } from './writeSizeLimit';

const RULES_PATH = '/.settings/rules';
const CORS_METHODS = 'GET, PUT, PATCH, POST, DELETE, OPTIONS';

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The REST subset of the Realtime Database emulator, for seeding and admin tools:
 * GET / PUT / PATCH / POST / DELETE `/<path>.json`, and GET / PUT `/.settings/rules.json`.
 * `Authorization: Bearer owner` bypasses the rules; `Bearer <idToken>` or `?auth=<idToken>` acts as that user.
 * Writes notify the websocket listeners like any other write, and are answered once saved.
 *
 * Unlike the emulator (CORS `*`, the admin credential from anyone), the admin credential — and so the
 * rules and the clock — is taken only from the machine's tools and the platform's pages, and CORS is
 * granted to the platform's origins only (../http/originPolicy.ts): any page the developer visits can
 * send requests to this server.
 */
export function createRestHandler(
  database: RealtimeDatabase,
  log: (line: string) => void,
  maxBodyBytes: number,
  policy: OriginPolicy,
) {
  const readJsonBody = (request: IncomingMessage): Promise<unknown> =>
    readJsonBodyWithin(request, maxBodyBytes);
  return (request: IncomingMessage, response: ServerResponse): void => {
    handle(database, request, response, readJsonBody, policy).catch((error: unknown) => {
      if (error instanceof HttpError) {
        sendJson(response, error.statusCode, { error: error.message });
        return;
      }
      if (error instanceof BodyTooLargeError) {
        log(tooBigLogLine(`REST ${request.method ?? ''}`, error.receivedBytes, error.limitBytes));
        sendJson(response, 413, { error: WRITE_TOO_BIG.reason });
        return;
      }
      log(`rtdb: REST ${request.method} ${request.url} failed: ${(error as Error).message}`);
      sendJson(response, 500, { error: 'Internal error' });
    });
  };
}

type BodyReader = (request: IncomingMessage) => Promise<unknown>;

async function handle(
  database: RealtimeDatabase,
  request: IncomingMessage,
  response: ServerResponse,
  readJsonBody: BodyReader,
  policy: OriginPolicy,
): Promise<void> {
  policy.applyCors(request, response, CORS_METHODS);
  if (request.method === 'OPTIONS') {
    // Refusing another site's preflight keeps its browser from sending the request at all.
    if (policy.sourceOf(request) === 'foreign')
      throw new HttpError(403, "This origin is not the platform's");
    response.writeHead(204).end();
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (isLongPollRequest(request, url)) {
    handleLongPollRequest(url, response);
    return;
  }
  if (!url.pathname.endsWith('.json')) throw new HttpError(404, 'Not found');
  const path = decodeURIComponent(url.pathname.slice(0, -'.json'.length));
  const identity = identityOf(request, url, database.clock.now());
  // Checked for every path: with it a page could read and rewrite everything, replace the rules or
  // move the clock. A simple POST (text/plain, `?auth=owner`) is sent without a preflight, so the
  // refusal has to be here, not only in the CORS answer.
  if (identity.kind === 'admin' && !policy.admitsAdminCredential(request))
    throw new HttpError(403, ADMIN_FROM_PAGE_REFUSED);
  if (path === CLOCK_PATH) {
    if (identity.kind !== 'admin') throw new HttpError(401, 'Permission denied');
    const answer = await handleClockRequest(
      database.clock,
      request.method,
      request.method === 'GET' ? null : await readJsonBody(request),
    );
    sendJson(response, answer.statusCode, answer.body);
    return;
  }
  if (path === RULES_PATH) {
    await handleRules(database, request, response, identity, readJsonBody);
    return;
  }
  const silent = url.searchParams.get('print') === 'silent';
  const reply = (outcome: Outcome<JsonValue>) => {
    if (outcome.status === 'ok') {
      if (silent) response.writeHead(204).end();
      else sendJson(response, 200, outcome.value);
    } else {
      sendJson(response, outcome.status === 'permission_denied' ? 401 : 400, {
        error: outcome.status === 'permission_denied' ? 'Permission denied' : outcome.reason,
      });
    }
  };
  /** A write is answered once it is saved; one that could not be is a 500 (the log says why). */
  const replyWhenSaved = async (outcome: Outcome<JsonValue>) => {
    if (outcome.status === 'ok') {
      try {
        await database.whenSaved();
      } catch {
        throw new HttpError(500, 'The server could not save this write');
      }
    }
    reply(outcome);
  };
  switch (request.method) {
    case 'GET': {
      const outcome = database.read(path, identity);
      reply(
        outcome.status === 'ok' && url.searchParams.get('shallow') === 'true'
          ? { status: 'ok', value: shallow(outcome.value) }
          : outcome,
      );
      return;
    }
    case 'PUT':
      await replyWhenSaved(database.set(path, await readJsonBody(request), identity));
      return;
    case 'PATCH':
      await replyWhenSaved(database.update(path, await readJsonBody(request), identity));
      return;
    case 'POST': {
      const name = nextPushId(database.clock.now());
      const outcome = database.set(`${path}/${name}`, await readJsonBody(request), identity);
      await replyWhenSaved(outcome.status === 'ok' ? { status: 'ok', value: { name } } : outcome);
      return;
    }
    case 'DELETE':
      await replyWhenSaved(database.set(path, null, identity));
      return;
    default:
      throw new HttpError(405, `Method ${String(request.method)} not allowed`);
  }
}

async function handleRules(
  database: RealtimeDatabase,
  request: IncomingMessage,
  response: ServerResponse,
  identity: Identity,
  readJsonBody: BodyReader,
): Promise<void> {
  if (identity.kind !== 'admin') throw new HttpError(401, 'Permission denied');
  if (request.method === 'GET') {
    sendJson(
      response,
      200,
      (database.gate.rules ?? { rules: { '.read': true, '.write': true } }) as JsonValue,
    );
    return;
  }
  if (request.method !== 'PUT')
    throw new HttpError(405, 'Rules can be read (GET) or replaced (PUT)');
  const rules = await readJsonBody(request);
  if (!isJsonObject(rules) || !isJsonObject(rules.rules))
    throw new HttpError(400, 'Rules must be an object with a "rules" member');
  try {
    database.gate.setRules(rules);
  } catch (error) {
    throw new HttpError(400, `Invalid rules: ${(error as Error).message}`);
  }
  sendJson(response, 200, { status: 'ok' });
}

/** The caller; an unreadable or expired (by the services' clock at `nowMs`) token is a 401. */
function identityOf(request: IncomingMessage, url: URL, nowMs: number): Identity {
  const header = request.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  const credential = bearer ?? url.searchParams.get('auth') ?? url.searchParams.get('access_token');
  if (credential === null || credential === undefined || credential === '') return SIGNED_OUT;
  const checked = checkCredential(credential.trim(), nowMs);
  if (!checked.ok) throw new HttpError(401, checked.reason);
  return checked.identity;
}

/** The body as JSON; one over the write limit is refused before it is read (BodyTooLargeError). */
async function readJsonBodyWithin(
  request: IncomingMessage,
  maxBodyBytes: number,
): Promise<unknown> {
  const body = await readBodyWithin(request, maxBodyBytes);
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, "Invalid data; couldn't parse JSON object, array, or value.");
  }
}

function shallow(value: JsonValue): JsonValue {
  if (!isJsonObject(value)) return value;
  const keys: JsonObject = {};
  for (const key of Object.keys(value)) keys[key] = true;
  return keys;
}

function sendJson(
  response: ServerResponse,
  statusCode: number,
  body: JsonValue | Record<string, unknown>,
): void {
  if (response.headersSent) return;
  const text = JSON.stringify(body);
  response.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}
