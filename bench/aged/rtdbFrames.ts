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

/**
 * A database path with its people and days made general, so the traffic of 300 people adds up by
 * kind: 'Newdata_{uid}/tomas/{date}', 'members/{uid}'. A uid is a segment of 20 or more letters and
 * digits (the Auth emulator's and Firebase's are 28).
 */
export function pathPattern(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) =>
      segment
        .replace(/^Newdata_.+$/, 'Newdata_{uid}')
        .replace(/^[A-Za-z0-9]{20,}$/, '{uid}')
        .replace(/^\d{4}-\d{2}-\d{2}$/, '{date}'),
    )
    .join('/');
}

function requestBody(payload: string): { p?: unknown; q?: unknown } | null {
  try {
    const body = (JSON.parse(payload) as { d?: { b?: unknown } }).d?.b;
    return body !== null && typeof body === 'object'
      ? (body as { p?: unknown; q?: unknown })
      : null;
  } catch {
    return null;
  }
}

/** What a listen frame listens to, as a pattern ('Newdata_{uid}/consultas (query)'); null for other frames. */
export function listenPattern(payload: string): string | null {
  if (!isListenFrame(payload)) return null;
  const body = requestBody(payload);
  if (body === null || typeof body.p !== 'string') return null;
  const query = body.q !== null && typeof body.q === 'object' && Object.keys(body.q).length > 0;
  return `${pathPattern(body.p)}${query ? ' (query)' : ''}`;
}

/** The path pattern of data the server sends ('d': a value, 'm': a merge); null for other messages. */
export function dataPattern(message: string): string | null {
  const action = rtdbActionOf(message);
  if (action !== 'd' && action !== 'm') return null;
  const body = requestBody(message);
  return body !== null && typeof body.p === 'string' ? pathPattern(body.p) : null;
}
