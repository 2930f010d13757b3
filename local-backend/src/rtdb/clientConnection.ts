import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import type { WebSocket, RawData } from 'ws';
import { ADMIN_FROM_PAGE_REFUSED } from '../http/originPolicy';
import {
  checkCredential,
  EXPIRED_TOKEN,
  INVALID_TOKEN,
  rulesAuthOf,
  SIGNED_OUT,
  type Identity,
} from './authToken';
import { parsePath } from './databasePath';
import { FrameAssembler, framesOf, type OversizedMessage } from './framing';
import { isJsonObject, type JsonValue } from './jsonValue';
import {
  initialPush,
  listenKey,
  pushForChange,
  type ActiveListen,
  type DataPush,
} from './listenUpdates';
import { OnDisconnectQueue } from './onDisconnectQueue';
import type { WireQuery } from './queryEvaluation';
import type { DataChange, Outcome, RealtimeDatabase } from './realtimeDatabase';
import { TokenExpiryWatch } from './tokenExpiry';
import { DEFAULT_MAX_WRITE_BYTES, tooBigLogLine, WRITE_TOO_BIG } from './writeSizeLimit';

export const PROTOCOL_VERSION = '5';

interface ResponseBody {
  s: string;
  d: unknown;
}

type RequestBody = Record<string, unknown>;

/** Requests that change data: answered 'ok' only once the change is saved. */
const WRITE_ACTIONS: ReadonlySet<string> = new Set(['p', 'm']);

const NOT_SAVED: ResponseBody = { s: 'internal_error', d: 'The server could not save this write' };

/**
 * One client's websocket session: the handshake, its identity, its listens, its requests and its queued
 * onDisconnect writes. Protocol errors (malformed JSON, oversized messages) close this socket only.
 */
export class ClientConnection {
  private identity: Identity = SIGNED_OUT;
  private readonly listens = new Map<string, ActiveListen>();
  private readonly onDisconnect: OnDisconnectQueue;
  private readonly frames: FrameAssembler;
  private readonly unsubscribe: () => void;
  private readonly tokenExpiry: TokenExpiryWatch;
  private closed = false;
  private runOnDisconnect = true;
  /** Whether this turn's messages are being held to leave together (holdWritesUntilTurnEnds). */
  private holdingWrites = false;

  constructor(
    private readonly socket: WebSocket,
    host: string,
    private readonly database: RealtimeDatabase,
    private readonly log: (line: string) => void,
    /** Largest message a client may send (joined frames); a larger write is refused with write_too_big. */
    private readonly maxMessageChars: number = DEFAULT_MAX_WRITE_BYTES,
    /** False for a socket a page of another site opened: `owner` is then refused (../http/originPolicy.ts). */
    private readonly acceptsAdminCredential: boolean = true,
  ) {
    this.frames = new FrameAssembler(maxMessageChars);
    this.unsubscribe = database.subscribe((change) => this.onDataChanged(change));
    this.onDisconnect = new OnDisconnectQueue(database, log);
    this.tokenExpiry = new TokenExpiryWatch(database.clock, () => this.onTokenExpired());
    socket.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    socket.on('close', () => this.onClosed());
    socket.on('error', (error) => this.log(`rtdb: socket error: ${error.message}`));
    const handshake = {
      ts: database.clock.now(),
      v: PROTOCOL_VERSION,
      h: host,
      s: randomBytes(16).toString('hex'),
    };
    this.send({ t: 'c', d: { t: 'h', d: handshake } });
  }

  /** Ends the session as a server shutdown: the socket closes and its onDisconnect writes are dropped. */
  terminate(): void {
    this.runOnDisconnect = false;
    this.socket.terminate();
    this.onClosed();
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    if (isBinary) {
      this.closeForProtocolError('binary frame', 1003);
      return;
    }
    const text = this.frames.accept(rawText(data));
    if (text === null) return;
    if (typeof text !== 'string') {
      this.refuseOversized(text);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.closeForProtocolError('malformed JSON', 1007);
      return;
    }
    if (!isJsonObject(message) || !isJsonObject(message.d)) {
      this.closeForProtocolError('message without envelope', 1002);
      return;
    }
    if (message.t === 'c') this.onControl(message.d);
    else if (message.t === 'd') this.onRequest(message.d);
    else this.closeForProtocolError(`unknown message layer ${String(message.t)}`, 1002);
  }

  /**
   * A message over the size limit was dropped unparsed. Its request (number read from its first
   * characters, where the SDK puts it) is answered write_too_big, so the SDK fails that write instead of
   * resending it after a reconnect; without a readable request number the connection is closed (1009).
   */
  private refuseOversized(message: OversizedMessage): void {
    const requestNumber = /^\s*\{\s*"t"\s*:\s*"d"\s*,\s*"d"\s*:\s*\{\s*"r"\s*:\s*(\d+)/.exec(
      message.head,
    )?.[1];
    if (requestNumber === undefined) {
      this.closeForProtocolError(`message larger than ${this.maxMessageChars} characters`, 1009);
      return;
    }
    this.log(tooBigLogLine('websocket write', message.chars, this.maxMessageChars));
    this.send({
      t: 'd',
      d: { r: Number(requestNumber), b: { s: WRITE_TOO_BIG.status, d: WRITE_TOO_BIG.reason } },
    });
  }

  private onControl(control: Record<string, unknown>): void {
    if (control.t === 'p') this.send({ t: 'c', d: { t: 'o', d: {} } });
  }

  private onRequest(request: Record<string, unknown>): void {
    const requestNumber = request.r;
    const action = String(request.a);
    const body: RequestBody = isJsonObject(request.b) ? request.b : {};
    let response: ResponseBody;
    try {
      // A token that expired since the last request never serves this one.
      this.tokenExpiry.expireIfDue();
      response = this.handleAction(action, body);
    } catch (error) {
      // An unexpected failure (for example in the rules evaluator) fails this request, not the server.
      this.log(
        `rtdb: request ${action} at /${String(body.p ?? '')} failed: ${(error as Error).message}`,
      );
      response = { s: 'internal_error', d: 'The server could not complete this request' };
    }
    if (typeof requestNumber !== 'number') return;
    const respond = (answer: ResponseBody) =>
      this.send({ t: 'd', d: { r: requestNumber, b: answer } });
    const saved =
      WRITE_ACTIONS.has(action) && response.s === 'ok' ? this.database.whenSaved() : null;
    if (saved === null) respond(response);
    else
      saved.then(
        () => respond(response),
        // Why it could not be saved is already in the log.
        () => respond(NOT_SAVED),
      );
  }

  private handleAction(action: string, body: RequestBody): ResponseBody {
    const path = typeof body.p === 'string' ? body.p : '';
    switch (action) {
      case 'q':
        return this.listen(path, body);
      case 'n':
        this.listens.delete(listenKey(normalizedPath(path), tagOf(body)));
        return ok();
      case 'g':
        return respondWithValue(this.database.read(path, this.identity, queryOf(body)));
      case 'p':
        return respondWithStatus(
          this.database.set(
            path,
            body.d,
            this.identity,
            typeof body.h === 'string' ? body.h : undefined,
          ),
        );
      case 'm':
        return respondWithStatus(this.database.update(path, body.d, this.identity));
      case 'o':
      case 'om':
        return respondWithStatus(
          this.onDisconnect.add(action === 'o' ? 'set' : 'merge', path, body.d, this.identity),
        );
      case 'oc':
        this.onDisconnect.cancel(path);
        return ok();
      case 'auth':
      case 'gauth':
        return this.authenticate(body.cred);
      case 'unauth':
        this.changeIdentity(SIGNED_OUT);
        this.tokenExpiry.watch(null);
        return ok();
      case 's':
      case 'appcheck':
      case 'unappeck':
        return ok();
      default:
        return { s: 'invalid_action', d: `Unknown action ${action}` };
    }
  }

  private listen(path: string, body: RequestBody): ResponseBody {
    const readable = this.database.read(path, this.identity);
    if (readable.status !== 'ok') return { s: readable.status, d: readable.reason };
    const tag = tagOf(body);
    const listen: ActiveListen = {
      keys: parsePath(path),
      tag,
      query: tag === undefined ? undefined : queryOf(body),
      lastSent: null,
      readReach: this.database.gate.readReach(path, this.identity),
    };
    this.listens.set(listenKey(normalizedPath(path), tag), listen);
    this.push(initialPush(listen, (keys) => this.database.valueAt(keys)));
    return ok({});
  }

  /**
   * A refused credential leaves the connection as it was; the SDK then closes it and reconnects with a
   * fresh token (it forces a refresh after `expired_token`).
   */
  private authenticate(credential: unknown): ResponseBody {
    const checked = checkCredential(credential, this.database.clock.now());
    if (!checked.ok) return { s: checked.status, d: checked.reason };
    const identity = checked.identity;
    if (identity.kind === 'admin' && !this.acceptsAdminCredential)
      return { s: INVALID_TOKEN.status, d: ADMIN_FROM_PAGE_REFUSED };
    this.changeIdentity(identity);
    const expiresAtMs = identity.kind === 'user' ? identity.expiresAtMs : null;
    this.tokenExpiry.watch(expiresAtMs);
    return ok({
      auth: rulesAuthOf(identity),
      expires: expiresAtMs === null ? null : Math.floor(expiresAtMs / 1000),
    });
  }

  /**
   * The token this connection authenticated with has expired: the client is told its auth was revoked
   * (`ac`, `expired_token`), as the hosted database does, and the connection is signed out. The SDK
   * answers by reconnecting with a refreshed token and listening again; until a client authenticates
   * again its listens receive nothing more (they are dropped without a cancel, which the SDK would
   * take as a permission error on the data).
   */
  private onTokenExpired(): void {
    this.identity = SIGNED_OUT;
    this.listens.clear();
    this.log("rtdb: a connection's ID token expired; auth revoked (expired_token)");
    this.send({ t: 'd', d: { a: 'ac', b: { s: EXPIRED_TOKEN.status, d: EXPIRED_TOKEN.reason } } });
  }

  /** A new identity applies to every later request; listens it may no longer read are revoked. */
  private changeIdentity(identity: Identity): void {
    this.identity = identity;
    for (const [key, listen] of this.listens) {
      listen.readReach = this.database.gate.readReach(listen.keys.join('/'), identity);
      this.revokeIfUnreadable(key, listen);
    }
  }

  /** Cancels a listen its identity may no longer read (`c`, as the hosted database does). */
  private revokeIfUnreadable(key: string, listen: ActiveListen): void {
    const path = listen.keys.join('/');
    if (this.database.gate.canRead(path, this.identity, this.database.clock.now())) return;
    this.listens.delete(key);
    const revoked: { p: string; q?: WireQuery[] } = { p: path };
    if (listen.tag !== undefined && listen.query) revoked.q = [listen.query];
    this.send({ t: 'd', d: { a: 'c', b: revoked } });
  }

  /**
   * A change to what a listen's read rules look at (a carer's `carerPeople`, a membership, the
   * `carers` list) checks that listen again, before any data of the change is sent: the hosted database
   * cancels a listen whose rules stop allowing it, and so does this one.
   */
  private recheckListens(change: DataChange): void {
    const changed =
      change.kind === 'set'
        ? [change.path]
        : change.children.map((child) => [...change.path, ...child]);
    for (const [key, listen] of this.listens) {
      const reach = listen.readReach;
      if (reach !== null && changed.some((keys) => reach.reachedBy(keys)))
        this.revokeIfUnreadable(key, listen);
    }
  }

  private onDataChanged(change: DataChange): void {
    this.recheckListens(change);
    const readValue = (keys: readonly string[]) => this.database.valueAt(keys);
    const sent = new Set<string>();
    for (const listen of this.listens.values()) {
      try {
        const push = pushForChange(listen, change, readValue);
        if (!push) continue;
        const text = JSON.stringify({ t: 'd', d: push });
        if (sent.has(text)) continue;
        sent.add(text);
        this.sendText(text);
      } catch (error) {
        this.log(
          `rtdb: could not update a listen at /${listen.keys.join('/')}: ${(error as Error).message}`,
        );
      }
    }
  }

  private onClosed(): void {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe();
    this.tokenExpiry.stop();
    this.listens.clear();
    if (this.runOnDisconnect) this.onDisconnect.runAll();
    else this.onDisconnect.dropAll();
  }

  private closeForProtocolError(reason: string, code: number): void {
    this.log(`rtdb: closing a connection: ${reason}`);
    this.socket.close(code, reason.slice(0, 100));
    this.onClosed();
  }

  private push(push: DataPush): void {
    this.send({ t: 'd', d: push });
  }

  private send(message: unknown): void {
    this.sendText(JSON.stringify(message));
  }

  private sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.holdWritesUntilTurnEnds();
    for (const frame of framesOf(text)) this.socket.send(frame);
  }

  /**
   * Holds the connection's TCP writes (cork) until the event loop's next turn, so that the messages of
   * one turn leave in one write: a console's hundreds of listens are answered in a few large writes
   * instead of two small ones each, which the client's network stack would wake up for one by one.
   * Messages keep their order; only when they leave changes.
   */
  private holdWritesUntilTurnEnds(): void {
    if (this.holdingWrites) return;
    const tcp = tcpSocketOf(this.socket);
    if (tcp === null || tcp.destroyed) return;
    this.holdingWrites = true;
    tcp.cork();
    setImmediate(() => {
      this.holdingWrites = false;
      tcp.uncork();
    });
  }
}

/** The TCP socket a `ws` websocket writes to (its `_socket`, which `ws` does not type); null when there is none. */
function tcpSocketOf(socket: WebSocket): Socket | null {
  const tcp = (socket as unknown as { _socket?: Socket | null })._socket;
  return tcp && typeof tcp.cork === 'function' ? tcp : null;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

function ok(data: unknown = ''): ResponseBody {
  return { s: 'ok', d: data };
}

function respondWithValue(outcome: Outcome<JsonValue>): ResponseBody {
  return outcome.status === 'ok' ? ok(outcome.value) : { s: outcome.status, d: outcome.reason };
}

function respondWithStatus(outcome: Outcome<unknown> | { status: 'ok' }): ResponseBody {
  return outcome.status === 'ok' ? ok() : { s: outcome.status, d: outcome.reason };
}

function tagOf(body: RequestBody): number | undefined {
  return typeof body.t === 'number' ? body.t : undefined;
}

function queryOf(body: RequestBody): WireQuery | undefined {
  return isJsonObject(body.q) ? (body.q as WireQuery) : undefined;
}

function normalizedPath(path: string): string {
  return parsePath(path).join('/');
}
