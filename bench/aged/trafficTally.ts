import { dataPattern, frameBytes, listenPattern } from './rtdbFrames';

/**
 * What a page received and sent, added up from DevTools' network events: HTTP bytes as they came over
 * the wire (per request, the larger of its data chunks' sum and its total at the end, since Chromium
 * reports one or the other), websocket frames received and their bytes, frames sent and how many of
 * them were listens, and both by path. The database splits a long message over frames: a first frame
 * holding only how many follow, then the parts, put together here before reading. `snapshot()` and
 * `trafficSince()` give the traffic between two moments.
 */
export interface Traffic {
  readonly httpBytes: number;
  readonly websocketBytes: number;
  readonly framesReceived: number;
  readonly framesSent: number;
  readonly listensSent: number;
  /** Listens sent by what they listen to (rtdbFrames' pathPattern). */
  readonly listensByPath: Readonly<Record<string, number>>;
  /** Bytes of data the server sent, by the path it is for (a message split over frames counted whole). */
  readonly dataBytesByPath: Readonly<Record<string, number>>;
}

export interface TrafficTally {
  dataReceived(requestId: string, encodedDataLength: number): void;
  loadingFinished(requestId: string, encodedDataLength: number): void;
  frameReceived(opcode: number, payloadData: string): void;
  frameSent(opcode: number, payloadData: string): void;
  snapshot(): Traffic;
}

export function createTrafficTally(): TrafficTally {
  const chunks = new Map<string, number>();
  let finishedBytes = 0;
  let websocketBytes = 0;
  let framesReceived = 0;
  let framesSent = 0;
  let listensSent = 0;
  const listensByPath: Record<string, number> = {};
  const dataBytesByPath: Record<string, number> = {};
  let split: { remaining: number; parts: string[] } | null = null;
  const readMessage = (message: string): void => {
    const pattern = dataPattern(message);
    if (pattern !== null)
      dataBytesByPath[pattern] = (dataBytesByPath[pattern] ?? 0) + Buffer.byteLength(message);
  };
  return {
    dataReceived(requestId, encodedDataLength) {
      chunks.set(requestId, (chunks.get(requestId) ?? 0) + encodedDataLength);
    },
    loadingFinished(requestId, encodedDataLength) {
      finishedBytes += Math.max(chunks.get(requestId) ?? 0, encodedDataLength);
      chunks.delete(requestId);
    },
    frameReceived(opcode, payloadData) {
      framesReceived += 1;
      websocketBytes += frameBytes(opcode, payloadData);
      if (opcode !== 1) return;
      if (split !== null) {
        split.parts.push(payloadData);
        split.remaining -= 1;
        if (split.remaining === 0) {
          readMessage(split.parts.join(''));
          split = null;
        }
      } else if (/^\d{1,6}$/.test(payloadData)) {
        split = { remaining: Number(payloadData), parts: [] };
        if (split.remaining === 0) split = null;
      } else {
        readMessage(payloadData);
      }
    },
    frameSent(opcode, payloadData) {
      framesSent += 1;
      const pattern = opcode === 1 ? listenPattern(payloadData) : null;
      if (pattern === null) return;
      listensSent += 1;
      listensByPath[pattern] = (listensByPath[pattern] ?? 0) + 1;
    },
    snapshot() {
      let pending = 0;
      for (const bytes of chunks.values()) pending += bytes;
      return {
        httpBytes: finishedBytes + pending,
        websocketBytes,
        framesReceived,
        framesSent,
        listensSent,
        listensByPath: { ...listensByPath },
        dataBytesByPath: { ...dataBytesByPath },
      };
    },
  };
}

function countsSince(
  later: Readonly<Record<string, number>>,
  earlier: Readonly<Record<string, number>>,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(later)) {
    const grown = value - (earlier[key] ?? 0);
    if (grown !== 0) counts[key] = grown;
  }
  return counts;
}

export function trafficSince(later: Traffic, earlier: Traffic): Traffic {
  return {
    httpBytes: later.httpBytes - earlier.httpBytes,
    websocketBytes: later.websocketBytes - earlier.websocketBytes,
    framesReceived: later.framesReceived - earlier.framesReceived,
    framesSent: later.framesSent - earlier.framesSent,
    listensSent: later.listensSent - earlier.listensSent,
    listensByPath: countsSince(later.listensByPath, earlier.listensByPath),
    dataBytesByPath: countsSince(later.dataBytesByPath, earlier.dataBytesByPath),
  };
}
