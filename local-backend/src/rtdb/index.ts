import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { ServiceClock } from '../clock/serviceClock';
import { OriginPolicy } from '../http/originPolicy';
import { ClientConnection } from './clientConnection';
import { openDataFile } from './dataFilePersistence';
import { RealtimeDatabase } from './realtimeDatabase';
import { createRestHandler } from './restHandler';
import { DEFAULT_MAX_WRITE_BYTES } from './writeSizeLimit';

export interface RtdbServerOptions {
  port: number; // 0 = any free port
  host?: string; // default '127.0.0.1'
  rules: unknown | null; // parsed database.rules.json ({ rules: {...} }); null = everything allowed
  /**
   * JSON file holding the data, with its change log beside it (`<dataFile>.log.<n>`): loaded and
   * replayed at start, each write saved to the log before it is confirmed, the log folded into the
   * file now and then and on stop (dataFilePersistence.ts). null = memory only.
   */
  dataFile: string | null;
  log?: (line: string) => void;
  /** The services' clock (server timestamps, the rules' `now`, token expiry); default: the machine's. */
  clock?: ServiceClock;
  /** Largest write (websocket message or REST body) taken; larger ones are refused unparsed. Default 1 MiB. */
  maxWriteBytes?: number;
  /** The change log is folded into the data file from this size (or the data file's, if larger). Default 8 MiB. */
  compactionLogBytes?: number;
  /**
   * The platform's origins (the static server's address): the only pages given CORS headers and allowed
   * the admin credential, by REST or websocket. Default none: only the machine's tools (no Origin).
   */
  allowedOrigins?: readonly string[];
}

export interface RtdbServerHandle {
  readonly port: number;
  readonly host: string;
  stop(): Promise<void>; // closes every socket; resolves when the port is free and the data saved
}

/** Largest single websocket frame accepted; the SDK never sends frames above 16384 characters. */
export const MAX_FRAME_BYTES = 1024 * 1024;

/**
 * Starts a local Realtime Database: the websocket protocol the firebase SDK speaks (on any path, normally
 * `/.ws?ns=...`) and the emulator's REST subset, on one port. All namespaces share one data tree.
 */
export async function startRtdbServer(options: RtdbServerOptions): Promise<RtdbServerHandle> {
  const log = options.log ?? (() => {});
  const host = options.host ?? '127.0.0.1';
  const dataFile = options.dataFile;
  const clock = options.clock ?? new ServiceClock();
  const opened = dataFile ? await openDataFile(dataFile, log, options.compactionLogBytes) : null;
  const persistence = opened?.persistence ?? null;
  const database = new RealtimeDatabase(
    opened?.data ?? null,
    options.rules,
    persistence ?? undefined,
    clock,
  );
  persistence?.readFrom((keys) => database.valueAt(keys));

  const connections = new Set<ClientConnection>();
  const maxWriteBytes = options.maxWriteBytes ?? DEFAULT_MAX_WRITE_BYTES;
  const policy = new OriginPolicy(options.allowedOrigins);
  const httpServer = createServer(createRestHandler(database, log, maxWriteBytes, policy));
  const webSockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  let port = options.port;
  httpServer.on('upgrade', (request, socket, head) => {
    webSockets.handleUpgrade(request, socket, head, (webSocket) => {
      // The handshake names the host the client reached, so it reconnects to the same address after a restart.
      const connection = new ClientConnection(
        webSocket,
        request.headers.host ?? `${host}:${port}`,
        database,
        log,
        maxWriteBytes,
        // Browsers open websockets to any site without asking (no CORS): a page of another site may
        // connect, as on the hosted database, but never authenticate as the admin.
        policy.admitsAdminCredential(request),
      );
      connections.add(connection);
      webSocket.on('close', () => connections.delete(connection));
    });
  });

  await listen(httpServer, options.port, host);
  port = (httpServer.address() as AddressInfo).port;
  log(`rtdb: listening on ${host}:${port}${dataFile ? ` (data in ${dataFile})` : ''}`);

  let stopping: Promise<void> | null = null;
  return {
    port,
    host,
    stop: () => {
      stopping ??= (async () => {
        for (const connection of connections) connection.terminate();
        connections.clear();
        webSockets.close();
        const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        httpServer.closeAllConnections();
        await closed;
        await persistence?.close();
        log(`rtdb: stopped on ${host}:${port}`);
      })();
      return stopping;
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}
