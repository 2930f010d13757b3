import { frameBytes, isListenFrame } from './rtdbFrames';

/**
 * What a page received and sent, added up from DevTools' network events: HTTP bytes as they came over
 * the wire (per request, the larger of its data chunks' sum and its total at the end, since Chromium
 * reports one or the other), websocket frames received and their bytes, frames sent and how many of
 * them were listens. `snapshot()` and `since()` give the traffic between two moments.
 */
export interface Traffic {
  readonly httpBytes: number;
  readonly websocketBytes: number;
  readonly framesReceived: number;
  readonly framesSent: number;
  readonly listensSent: number;
}

export interface TrafficTally {
  dataReceived(requestId: string, encodedDataLength: number): void;
  loadingFinished(requestId: string, encodedDataLength: number): void;
  frameReceived(opcode: number, payloadData: string): void;
  frameSent(opcode: number, payloadData: string): void;
  snapshot(): Traffic;
}

export const noTraffic: Traffic = {
  httpBytes: 0,
  websocketBytes: 0,
  framesReceived: 0,
  framesSent: 0,
  listensSent: 0,
};

export function createTrafficTally(): TrafficTally {
  const chunks = new Map<string, number>();
  let finishedBytes = 0;
  let websocketBytes = 0;
  let framesReceived = 0;
  let framesSent = 0;
  let listensSent = 0;
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
    },
    frameSent(opcode, payloadData) {
      framesSent += 1;
      if (opcode === 1 && isListenFrame(payloadData)) listensSent += 1;
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
      };
    },
  };
}

export function trafficSince(later: Traffic, earlier: Traffic): Traffic {
  return {
    httpBytes: later.httpBytes - earlier.httpBytes,
    websocketBytes: later.websocketBytes - earlier.websocketBytes,
    framesReceived: later.framesReceived - earlier.framesReceived,
    framesSent: later.framesSent - earlier.framesSent,
    listensSent: later.listensSent - earlier.listensSent,
  };
}
