import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The Auth emulator keeps its accounts on disk only when it exits cleanly (`--export-on-exit`): an
 * account created just before a hard kill was gone at the next start. This proxy stands on the
 * emulator's public port and passes every request through to it; after a request that may have
 * changed an account (anything but a GET and the few reads and sign-ins listed below) succeeds, it
 * asks the emulator to export its accounts (`saveAccounts`, the hub's export) and answers the client
 * only once that export is written. A confirmed account therefore survives `kill -9`, as a confirmed
 * database write does. Hand-written (a pass-through of buffered requests) because the point is to
 * hold the answer until the export ends, which a generic proxy library does not do.
 */

/** POSTs that change no account: the reads, the sign-ins, the token refresh and the codes sent. */
const unchanging = [
  'accounts:lookup',
  'accounts:query',
  'accounts:signInWithPassword',
  'accounts:createAuthUri',
  'accounts:sendOobCode',
  'securetoken.googleapis.com/v1/token',
];

/** Whether a request may change an account, so that its success must be on disk before it is told. */
export function mayChangeAccounts(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  const path = url.split('?')[0] ?? '';
  return !unchanging.some((read) => path.endsWith(read));
}

/**
 * `save`, called so that every caller waits for an export that starts after it called: callers that
 * come while one runs share the next.
 */
export function serialisedSaves(save: () => Promise<void>): () => Promise<void> {
  // One after the other, never two at once (the hub swaps the export folder in place).
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  return () => {
    queued ??= tail = tail
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return save();
      });
    return queued;
  };
}

export interface DurableAccountsProxyOptions {
  readonly host: string;
  /** The public port clients use. */
  readonly port: number;
  /** The emulator's own port. */
  readonly targetPort: number;
  /** Writes the emulator's accounts to disk (its hub's export). */
  readonly saveAccounts: () => Promise<void>;
  readonly log?: (line: string) => void;
}

export interface DurableAccountsProxy {
  readonly port: number;
  close(): Promise<void>;
}

async function bodyOf(stream: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function startDurableAccountsProxy(
  options: DurableAccountsProxyOptions,
): Promise<DurableAccountsProxy> {
  const saveAfterNow = serialisedSaves(options.saveAccounts);
  const server = http.createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const answer = await new Promise<{
        status: number;
        headers: http.IncomingHttpHeaders;
        body: Buffer;
      }>((resolve, reject) => {
        const forwarded = http.request(
          {
            host: options.host,
            port: options.targetPort,
            method: request.method,
            path: request.url,
            headers: request.headers,
          },
          (reply) => {
            bodyOf(reply).then(
              (replyBody) =>
                resolve({
                  status: reply.statusCode ?? 502,
                  headers: reply.headers,
                  body: replyBody,
                }),
              reject,
            );
          },
        );
        forwarded.once('error', reject);
        forwarded.end(body);
      });
      if (answer.status < 400 && mayChangeAccounts(request.method ?? 'GET', request.url ?? '/'))
        // The change is made: a failed export is said, and the answer still goes.
        await saveAfterNow().catch((error: unknown) =>
          options.log?.(
            `Amparo local backend: the Auth emulator's accounts could not be saved: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      // Links the emulator writes (a password link) name its own port: the public one instead.
      const text = /json|text/.test(String(answer.headers['content-type'] ?? ''))
        ? Buffer.from(
            answer.body.toString('utf8').replaceAll(`:${options.targetPort}/`, `:${options.port}/`),
          )
        : answer.body;
      const headers = { ...answer.headers, 'content-length': String(text.length) };
      delete headers['transfer-encoding'];
      response.writeHead(answer.status, headers);
      response.end(text);
    })().catch((error: unknown) => {
      options.log?.(
        `auth: a request through the accounts' proxy failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end('The Auth emulator could not answer or save\n');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
