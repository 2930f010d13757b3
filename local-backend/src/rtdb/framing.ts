/**
 * Websocket framing of the protocol (realtime/WebSocketConnection.ts): a message longer than one frame is
 * announced by a frame holding only its frame count (at most 6 digits), then sent in pieces. A lone "0" is the
 * client's keepalive.
 */
export const MAX_FRAME_CHARS = 16384;

/** A message over the size limit: its size, and its first characters (where the request number is). */
export interface OversizedMessage {
  readonly oversized: true;
  readonly chars: number;
  readonly head: string;
}

const FRAME_COUNT = /^\d{1,6}$/;
const HEAD_CHARS = 200;

/**
 * Joins the frames of incoming messages. A message over `maxMessageChars` is not kept: its frames are
 * counted and dropped as they arrive, and the assembler returns its size and first characters once the
 * last one is in, so the connection can refuse that request and carry on.
 */
export class FrameAssembler {
  private pieces: string[] | null = null;
  private expectedPieces = 0;
  private receivedPieces = 0;
  private bufferedChars = 0;
  private head: string | null = null;

  constructor(private readonly maxMessageChars: number) {}

  /** Takes one frame; returns a complete message's text, an oversized message, or null when more frames are needed. */
  accept(frame: string): string | OversizedMessage | null {
    if (this.expectedPieces === 0) {
      if (FRAME_COUNT.test(frame)) {
        const count = Number(frame);
        if (count > 0) {
          this.pieces = [];
          this.expectedPieces = count;
          this.receivedPieces = 0;
          this.bufferedChars = 0;
          this.head = null;
        }
        return null; // "0" keepalive, or a count announcing the frames that follow
      }
      if (frame.length > this.maxMessageChars)
        return { oversized: true, chars: frame.length, head: frame.slice(0, HEAD_CHARS) };
      return frame;
    }
    this.receivedPieces += 1;
    this.bufferedChars += frame.length;
    if (this.head === null) this.head = frame.slice(0, HEAD_CHARS);
    if (this.pieces !== null && this.bufferedChars > this.maxMessageChars) this.pieces = null; // too big: stop keeping it
    this.pieces?.push(frame);
    if (this.receivedPieces < this.expectedPieces) return null;
    this.expectedPieces = 0;
    const pieces = this.pieces;
    this.pieces = null;
    if (pieces === null) return { oversized: true, chars: this.bufferedChars, head: this.head };
    return pieces.join('');
  }
}

/** Splits an outgoing message into frames, preceded by the frame count when there is more than one. */
export function framesOf(message: string): string[] {
  if (message.length <= MAX_FRAME_CHARS) return [message];
  const frames: string[] = [];
  for (let offset = 0; offset < message.length; offset += MAX_FRAME_CHARS) {
    frames.push(message.slice(offset, offset + MAX_FRAME_CHARS));
  }
  return [String(frames.length), ...frames];
}
