/**
 * Websocket framing of the protocol (realtime/WebSocketConnection.ts): a message longer than one frame is
 * announced by a frame holding only its frame count (at most 6 digits), then sent in pieces. A lone "0" is the
 * client's keepalive.
 */
export const MAX_FRAME_CHARS = 16384;

export class FramingError extends Error {
  constructor(
    message: string,
    readonly closeCode: number,
  ) {
    super(message);
  }
}

const FRAME_COUNT = /^\d{1,6}$/;

export class FrameAssembler {
  private pieces: string[] | null = null;
  private expectedPieces = 0;
  private bufferedChars = 0;

  constructor(private readonly maxMessageChars: number) {}

  /** Takes one frame; returns a complete message's text, or null when more frames are needed. */
  accept(frame: string): string | null {
    if (this.pieces === null) {
      if (FRAME_COUNT.test(frame)) {
        const count = Number(frame);
        if (count > 0) {
          this.pieces = [];
          this.expectedPieces = count;
          this.bufferedChars = 0;
        }
        return null; // "0" keepalive, or a count announcing the frames that follow
      }
      this.ensureWithinLimit(frame.length);
      return frame;
    }
    this.bufferedChars += frame.length;
    this.ensureWithinLimit(this.bufferedChars);
    this.pieces.push(frame);
    if (this.pieces.length < this.expectedPieces) return null;
    const message = this.pieces.join('');
    this.pieces = null;
    return message;
  }

  private ensureWithinLimit(size: number): void {
    if (size > this.maxMessageChars) {
      throw new FramingError(`Message larger than ${this.maxMessageChars} characters`, 1009);
    }
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
