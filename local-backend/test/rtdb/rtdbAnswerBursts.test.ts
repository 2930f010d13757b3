import { Socket } from 'node:net';
import type { RtdbServerHandle } from '../../src/rtdb';
import { RawProtocolClient, type ResponseBody } from './rawProtocolClient';
import { startTestServer } from './rtdbTestClients';

// A console starts hundreds of listens at once. The server answers the listens of one turn in one TCP
// write (its data, then its 'ok', for each), not in two writes per listen, and in the order asked.

const listens = 200;

/** The TCP socket under a `ws` websocket (`ws` does not type it). */
function tcpOf(raw: RawProtocolClient): Socket {
  return (raw.socket as unknown as { _socket: Socket })._socket;
}

describe('Realtime Database server: a burst of listens', () => {
  let server: RtdbServerHandle;
  let raw: RawProtocolClient;

  beforeAll(async () => {
    server = await startTestServer({ rules: null });
    raw = await RawProtocolClient.connect(server.port);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await raw.close();
    await server.stop();
  });

  it('answers a burst of listens in order, in a few writes rather than two per listen', async () => {
    const clientPort = tcpOf(raw).localPort;
    let serverWrites = 0;
    const countWrites = function (this: Socket) {
      if (this.remotePort === clientPort) serverWrites += 1;
    };
    const prototype = Socket.prototype as unknown as Record<'_write' | '_writev', () => void>;
    for (const method of ['_write', '_writev'] as const) {
      const original = prototype[method];
      jest.spyOn(prototype, method).mockImplementation(function (this: Socket, ...args) {
        countWrites.call(this);
        return (original as (...a: unknown[]) => void).apply(this, args);
      });
    }
    const answered: number[] = [];
    const pushesBefore = raw.pushes.length;
    // The client's requests leave in one write too, so the server reads them in one turn.
    tcpOf(raw).cork();
    const answers = Array.from({ length: listens }, (_, index) =>
      raw.request('q', { p: `/pessoas/p${index}`, h: '' }).then((body: ResponseBody) => {
        answered.push(index);
        return body;
      }),
    );
    tcpOf(raw).uncork();
    const bodies = await Promise.all(answers);

    expect(bodies.every((body) => body.s === 'ok')).toBe(true);
    expect(answered).toEqual(Array.from({ length: listens }, (_, index) => index));
    expect(raw.pushes.slice(pushesBefore).map((push) => (push.b as { p: string }).p)).toEqual(
      Array.from({ length: listens }, (_, index) => `pessoas/p${index}`),
    );
    // 400 messages; unbatched they would take 400 writes.
    expect(serverWrites).toBeGreaterThan(0);
    expect(serverWrites).toBeLessThanOrEqual(10);
  });
});
