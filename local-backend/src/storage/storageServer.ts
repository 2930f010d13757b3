import { randomUUID, createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { callerFromAuthorization } from '../auth/bearerToken';
import type { ServiceClock } from '../clock/serviceClock';
import { OriginPolicy } from '../http/originPolicy';
import { BodyTooLargeError, readBodyWithin } from '../http/limitedBody';
import {
  maxFamilyPhotoBytes,
  personOfPhoto,
  photoAccessAllowed,
  type StorageCaller,
  type StorageOperation,
} from './familyPhotoAccess';
import { multipartUploadParts } from './multipartUpload';

/**
 * A local stand-in for Cloud Storage for Firebase, for the family's photos (docs/family-circle.md:
 * why not the official emulator). It speaks the part of the protocol the Storage web SDK uses for
 * them — `uploadBytes` (a multipart upload), `getDownloadURL` and `getMetadata` (an object's metadata,
 * with its download token), a download (`?alt=media`, with the token or the caller's ID token) and
 * `deleteObject` — and enforces the same circle as the database rules (familyPhotoAccess.ts), reading
 * the circle from the local database. Resumable uploads and listing are not served.
 *
 * Objects are files under `dataDir` (`{bucket}/{path}`, with `{path}.meta.json` beside each).
 */
export interface StorageServerOptions {
  readonly port: number;
  readonly host?: string;
  readonly dataDir: string;
  /** Whether `uid` is in the circle of `person` (`circles/{person}/members/{uid}` exists). */
  readonly isCircleMember: (person: string, uid: string) => Promise<boolean>;
  readonly clock?: ServiceClock;
  readonly allowedOrigins?: readonly string[];
  readonly log?: (line: string) => void;
}

export interface StorageServerHandle {
  readonly port: number;
  stop(): Promise<void>;
}

interface StoredMetadata {
  readonly bucket: string;
  readonly name: string;
  readonly size: string;
  readonly contentType: string;
  readonly timeCreated: string;
  readonly updated: string;
  readonly md5Hash: string;
  readonly generation: string;
  readonly metageneration: string;
  readonly downloadTokens: string;
  readonly metadata: { readonly uploadedBy: string };
}

const objectRoute = /^\/v0\/b\/([^/]+)\/o(?:\/([^/]+))?$/;
/**
 * A bucket's name as Cloud Storage allows it (lower-case letters, digits, dots, dashes, underscores;
 * a letter or digit at each end), with no empty or '..' part: it names a folder under `dataDir`.
 */
const bucketName = /^(?!.*\.\.)[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

class StorageHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startStorageServer(
  options: StorageServerOptions,
): Promise<StorageServerHandle> {
  const host = options.host ?? '127.0.0.1';
  const origins = new OriginPolicy(options.allowedOrigins);
  const now = () => options.clock?.now() ?? Date.now();
  const log = options.log ?? (() => undefined);

  const filePath = (bucket: string, name: string) => {
    if (!bucketName.test(bucket)) throw new StorageHttpError(400, 'Invalid bucket name');
    const bucketDir = path.resolve(options.dataDir, bucket);
    const file = path.resolve(bucketDir, name);
    if (
      !bucketDir.startsWith(path.resolve(options.dataDir) + path.sep) ||
      !file.startsWith(bucketDir + path.sep)
    )
      throw new StorageHttpError(400, 'Invalid object name');
    return file;
  };
  const readMetadata = async (bucket: string, name: string): Promise<StoredMetadata | null> => {
    try {
      return JSON.parse(
        await readFile(`${filePath(bucket, name)}.meta.json`, 'utf8'),
      ) as StoredMetadata;
    } catch {
      return null;
    }
  };

  const callerOf = (request: IncomingMessage): StorageCaller => {
    // The SDK sends `Firebase <ID token>`; the machine's tools `Bearer owner`.
    const header = request.headers.authorization?.replace(/^Firebase\s+/i, 'Bearer ');
    const result = callerFromAuthorization(header, now());
    if (!result.ok) throw new StorageHttpError(401, result.reason);
    const { caller } = result;
    if (caller.kind === 'owner' && origins.sourceOf(request) === 'foreign')
      throw new StorageHttpError(403, 'The admin credential is not accepted from this page');
    return caller.kind === 'user' ? { kind: 'user', uid: caller.uid } : caller;
  };

  const allowed = async (
    operation: StorageOperation,
    name: string,
    caller: StorageCaller,
    details: { existing: StoredMetadata | null; contentType?: string; size?: number },
  ): Promise<boolean> => {
    const person = personOfPhoto(name);
    const inCircle =
      caller.kind === 'user' && person !== null
        ? await options.isCircleMember(person, caller.uid)
        : false;
    return photoAccessAllowed({
      operation,
      path: name,
      caller,
      inCircle,
      contentType: details.contentType,
      size: details.size,
      existing: details.existing === null ? null : details.existing.metadata,
    });
  };

  const upload = async (request: IncomingMessage, bucket: string, url: URL) => {
    const caller = callerOf(request);
    const body = await readBodyWithin(request, maxFamilyPhotoBytes + 64 * 1024);
    if (request.headers['x-goog-upload-protocol'] !== 'multipart')
      throw new StorageHttpError(501, 'Only multipart uploads (uploadBytes) are served here');
    const parts = multipartUploadParts(request.headers['content-type'] ?? '', body);
    if (parts === null) throw new StorageHttpError(400, 'Unreadable multipart upload');
    const name = url.searchParams.get('name') ?? parts.metadata.name;
    if (typeof name !== 'string' || name === '') throw new StorageHttpError(400, 'No name');
    const existing = await readMetadata(bucket, name);
    if (
      !(await allowed('upload', name, caller, {
        existing,
        contentType: parts.contentType,
        size: parts.data.length,
      }))
    )
      throw new StorageHttpError(403, 'Permission denied');
    const at = new Date(now()).toISOString();
    const metadata: StoredMetadata = {
      bucket,
      name,
      size: String(parts.data.length),
      contentType: parts.contentType,
      timeCreated: at,
      updated: at,
      md5Hash: createHash('md5').update(parts.data).digest('base64'),
      generation: String(now()),
      metageneration: '1',
      downloadTokens: randomUUID(),
      metadata: { uploadedBy: uploaderOf(caller, parts.metadata) },
    };
    const file = filePath(bucket, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, parts.data);
    await writeFile(`${file}.meta.json`, JSON.stringify(metadata));
    log(`storage: stored ${name} (${parts.data.length} bytes)`);
    return metadata;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    const route = objectRoute.exec(url.pathname);
    if (route === null) throw new StorageHttpError(404, 'Not found');
    const bucket = decodeURIComponent(route[1] ?? '');
    const name = route[2] === undefined ? null : decodeURIComponent(route[2]);
    if (request.method === 'POST' && name === null)
      return sendJson(response, 200, await upload(request, bucket, url));
    if (name === null) throw new StorageHttpError(404, 'Listing is not served here');
    const existing = await readMetadata(bucket, name);
    if (request.method === 'GET') {
      const token = url.searchParams.get('token');
      const byToken =
        token !== null && existing !== null && existing.downloadTokens.split(',').includes(token);
      if (!byToken && !(await allowed('read', name, callerOf(request), { existing })))
        throw new StorageHttpError(403, 'Permission denied');
      if (existing === null) throw new StorageHttpError(404, 'Not found');
      if (url.searchParams.get('alt') !== 'media') return sendJson(response, 200, existing);
      const bytes = await readFile(filePath(bucket, name));
      response.writeHead(200, {
        'Content-Type': existing.contentType,
        'Content-Length': bytes.length,
        'Cache-Control': 'private, max-age=0',
        // A file is only ever what its type says: never read as a page, whatever its bytes.
        'X-Content-Type-Options': 'nosniff',
      });
      return response.end(bytes);
    }
    if (request.method === 'DELETE') {
      if (!(await allowed('delete', name, callerOf(request), { existing })))
        throw new StorageHttpError(403, 'Permission denied');
      if (existing === null) throw new StorageHttpError(404, 'Not found');
      const file = filePath(bucket, name);
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
      response.writeHead(204);
      return response.end();
    }
    throw new StorageHttpError(405, 'Method not allowed');
  };

  const server = createServer((request, response) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origins.isAllowedOrigin(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          'Authorization, Content-Type, X-Goog-Upload-Protocol, X-Firebase-Storage-Version, X-Firebase-GMPID, X-Firebase-AppCheck, X-Goog-Upload-Command, X-Goog-Upload-Header-Content-Length, X-Goog-Upload-Header-Content-Type, X-Goog-Upload-Offset',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    handle(request, response).catch((error: unknown) => {
      const status =
        error instanceof StorageHttpError
          ? error.status
          : error instanceof BodyTooLargeError
            ? 413
            : 500;
      const message = error instanceof Error ? error.message : String(error);
      if (status === 500) log(`storage: ${message}`);
      if (!response.headersSent) sendJson(response, status, { error: { code: status, message } });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Who sent an object: the caller; for the administrator (the seed), the sender its metadata names. */
function uploaderOf(caller: StorageCaller, metadata: Record<string, unknown>): string {
  if (caller.kind === 'user') return caller.uid;
  const named = (metadata.metadata as { uploadedBy?: unknown } | undefined)?.uploadedBy;
  return typeof named === 'string' ? named : 'owner';
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}
