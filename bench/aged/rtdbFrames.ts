/**
 * Reading the Realtime Database's websocket protocol as the browser sends and receives it (seen
 * through the DevTools protocol): which frames a client sends are listens, and how many bytes a frame
 * carries. A client's request is `{"t":"d","d":{"r":<n>,"a":<action>,"b":{…}}}`; the actions that
 * start listening are 'q' (listen to a path or query) and 'l' (the older listen).
 */

const listenActions: ReadonlySet<string> = new Set(['q', 'l']);

/** The request's action ('q', 'n', 'p', 'auth'…), or null when the frame is not a data request. */
export function rtdbActionOf(payload: string): string | null {
  let message: unknown;
  try {
    message = JSON.parse(payload);
  } catch {
    return null;
  }
  if (message === null || typeof message !== 'object') return null;
  const { t, d } = message as { t?: unknown; d?: unknown };
  if (t !== 'd' || d === null || typeof d !== 'object') return null;
  const action = (d as { a?: unknown }).a;
  return typeof action === 'string' ? action : null;
}

export function isListenFrame(payload: string): boolean {
  const action = rtdbActionOf(payload);
  return action !== null && listenActions.has(action);
}

/** WebSocket opcodes as DevTools reports them: 1 text, 2 binary (its payload in base64). */
export function frameBytes(opcode: number, payloadData: string): number {
  return opcode === 2
    ? Buffer.from(payloadData, 'base64').length
    : Buffer.byteLength(payloadData, 'utf8');
}
