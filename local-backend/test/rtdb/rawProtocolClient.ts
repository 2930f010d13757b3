import WebSocket from 'ws';
import { NAMESPACE } from './rtdbTestClients';

type Json = Record<string, unknown>;

export interface ResponseBody {
  s: string;
  d: unknown;
}

/** An unsigned JWT like the Auth emulator's and the SDK's mockUserToken. */
export function unsignedToken(claims: Json): string {
  const encode = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', type: 'JWT' })}.${encode({ iat: now, exp: now + 3600, ...claims })}.`;
}

/** A hand-driven websocket client speaking the wire protocol, for what the SDK never sends. */
export class RawProtocolClient {
  readonly pushes: Json[] = [];
  private nextRequest = 0;
  private readonly pending = new Map<number, (body: ResponseBody) => void>();
  private pushWaiters: Array<{ accept: (push: Json) => boolean; resolve: (push: Json) => void }> =
    [];
  readonly closed: Promise<{ code: number }>;

  private constructor(
    readonly socket: WebSocket,
    readonly handshake: Json,
  ) {
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve({ code })));
    socket.on('message', (data) => this.onFrame(String(data)));
  }

  static connect(port: number, host = `127.0.0.1:${port}`): Promise<RawProtocolClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=${NAMESPACE}`, {
        headers: { Host: host },
      });
      socket.once('error', reject);
      socket.once('message', (data) => {
        const message = JSON.parse(String(data)) as { d: { d: Json } };
        resolve(new RawProtocolClient(socket, message.d.d));
      });
    });
  }

  request(action: string, body: Json): Promise<ResponseBody> {
    this.nextRequest += 1;
    const r = this.nextRequest;
    return new Promise((resolve) => {
      this.pending.set(r, resolve);
      this.sendFramed(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    });
  }

  /** Sends a message as the SDK does: frames of at most 16384 characters, announced by their count. */
  sendFramed(text: string): void {
    const size = 16384;
    if (text.length > size) this.socket.send(String(Math.ceil(text.length / size)));
    for (let offset = 0; offset < text.length; offset += size)
      this.socket.send(text.slice(offset, offset + size));
  }

  nextPush(accept: (push: Json) => boolean): Promise<Json> {
    const seen = this.pushes.find(accept);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.pushWaiters.push({ accept, resolve }));
  }

  close(): Promise<{ code: number }> {
    this.socket.close();
    return this.closed;
  }

  private framesLeft = 0;
  private frames: string[] = [];

  /** Reassembles messages the server split into frames (announced by their count). */
  private onFrame(frame: string): void {
    if (this.framesLeft === 0 && /^\d{1,6}$/.test(frame)) {
      this.framesLeft = Number(frame);
      this.frames = [];
      return;
    }
    if (this.framesLeft > 0) {
      this.frames.push(frame);
      this.framesLeft -= 1;
      if (this.framesLeft > 0) return;
      this.onMessage(JSON.parse(this.frames.join('')) as Json);
      return;
    }
    this.onMessage(JSON.parse(frame) as Json);
  }

  private onMessage(message: Json): void {
    if (message.t !== 'd') return;
    const data = message.d as Json;
    if (typeof data.r === 'number') {
      this.pending.get(data.r)?.(data.b as ResponseBody);
      this.pending.delete(data.r);
      return;
    }
    this.pushes.push(data);
    this.pushWaiters = this.pushWaiters.filter((waiter) => {
      if (!waiter.accept(data)) return true;
      waiter.resolve(data);
      return false;
    });
  }
}
