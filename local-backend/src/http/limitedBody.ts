import type { IncomingMessage } from 'node:http';

/**
 * Reading request bodies with a size limit, for the local HTTP servers. A body over the limit is never
 * kept or parsed: once its Content-Length, or the bytes received so far, pass the limit, the rest is read
 * and thrown away, and the refusal comes when the body has ended — answering earlier would let a server
 * that closes its connections cut the client off mid-upload (EPIPE) before it reads the answer. Reading
 * and dropping bytes costs little, so other clients are not kept waiting.
 */
export class BodyTooLargeError extends Error {
  constructor(
    readonly limitBytes: number,
    /** What the client announced or sent before it was refused. */
    readonly receivedBytes: number,
  ) {
    super(`request body larger than ${limitBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The announced Content-Length, or null when absent or unreadable. */
export function announcedLength(request: IncomingMessage): number | null {
  const header = request.headers['content-length'];
  if (header === undefined || !/^\d+$/.test(header)) return null;
  return Number(header);
}

export function readBodyWithin(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const refuse = (receivedBytes: number): void => {
      request.removeAllListeners('data');
      request.removeAllListeners('end');
      let total = receivedBytes;
      request.on('data', (chunk: Buffer) => {
        total += chunk.length;
      });
      request.once('end', () =>
        reject(new BodyTooLargeError(limitBytes, Math.max(total, receivedBytes))),
      );
      request.once('close', () =>
        reject(new BodyTooLargeError(limitBytes, Math.max(total, receivedBytes))),
      );
      request.resume();
    };
    const announced = announcedLength(request);
    if (announced !== null && announced > limitBytes) {
      refuse(announced);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) refuse(size);
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks, size)));
    request.on('error', reject);
  });
}
