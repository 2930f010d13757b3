import type { IncomingMessage, ServerResponse } from 'node:http';

export const LONG_POLL_PATH = '/.lp';

/**
 * This server speaks only the websocket transport. A browser SDK whose last websocket attempt failed (the
 * server was restarting, or a page unloaded before its connection became healthy) remembers that in
 * localStorage ("firebase:previous_websocket_failure") and then starts with long polling, a JSONP transport
 * loaded as scripts from `/.lp`. Left unanswered, such a client retries long polling forever.
 *
 * The answer to a long-poll start is therefore a script that forgets the remembered failure and tells the
 * transport to close (the protocol's own "close" command, through the callback named by `cb`): the SDK
 * reconnects at once, with websockets. Other long-poll requests get an empty script.
 */
export function handleLongPollRequest(url: URL, response: ServerResponse): void {
  const callbackId = url.searchParams.get('cb') ?? '';
  const isStart = url.searchParams.get('start') === 't' && /^\d+$/.test(callbackId);
  const script = isStart ? steerToWebSocketsScript(callbackId) : '';
  response.writeHead(200, {
    'Content-Type':
      url.searchParams.get('dframe') === 't'
        ? 'text/html; charset=utf-8'
        : 'application/javascript; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(script);
}

function steerToWebSocketsScript(callbackId: string): string {
  return [
    '(function () {',
    "  try { window.localStorage.removeItem('firebase:previous_websocket_failure'); } catch (ignored) {}",
    `  var name = 'pLPCommand${callbackId}';`,
    '  var owner = window[name] ? window : window.parent && window.parent[name] ? window.parent : null;',
    "  if (owner) owner[name]('close');",
    '})();',
  ].join('\n');
}

export function isLongPollRequest(request: IncomingMessage, url: URL): boolean {
  return request.method === 'GET' && url.pathname === LONG_POLL_PATH;
}
