import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isIP } from 'node:net';

/**
 * Who may talk to the local services from a browser. They listen on the developer's (or a volunteer's)
 * machine while its browser visits other sites, and any page can send requests to 127.0.0.1: with the
 * emulators' habits (CORS for every origin, `Bearer owner` taken from anyone) a page of any site could
 * read and rewrite all the data, replace the rules or move the clock. So:
 *
 * - CORS headers are given to the platform's own origins only (the static server's address), never `*`;
 * - the admin credential (and what only it opens) is taken only from the machine's own tools, which send
 *   no Origin, or from the platform's pages.
 *
 * The hosted services take ID tokens from any origin, and so do these for requests acting as a user:
 * the rules decide, as in production; another site's page only gets no CORS allowance to read answers.
 */
export type RequestSource =
  /** No browser context: a command-line tool or test (no Origin, no Sec-Fetch-Site), or an address typed in. */
  | 'tool'
  /** A page of the platform (its Origin is one of the allowed ones). */
  | 'platform'
  /** A page of another site, or a browser request that does not say it comes from the platform. */
  | 'foreign';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** What a refused admin request is told. */
export const ADMIN_FROM_PAGE_REFUSED =
  "The admin credential is accepted only from this machine's tools and the platform's own pages";

export class OriginPolicy {
  private readonly allowed: ReadonlySet<string>;

  /**
   * `origins`: the platform's origins, such as `http://127.0.0.1:5000` (a path or trailing slash is
   * ignored). A loopback origin brings its other loopback names on the same port (`localhost`,
   * `127.0.0.1`, `[::1]`): they reach the same server, and `npm start` prints `localhost` while the
   * static server calls itself 127.0.0.1. An unreadable origin is an error, not silently ignored.
   */
  constructor(origins: readonly string[] = []) {
    const allowed = new Set<string>();
    for (const text of origins) {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        throw new Error(`not an origin: "${text}" (expected e.g. http://127.0.0.1:5000)`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new Error(`not a web origin: "${text}" (expected http:// or https://)`);
      allowed.add(url.origin);
      if (LOOPBACK_NAMES.includes(url.hostname)) {
        for (const name of LOOPBACK_NAMES) {
          const alias = new URL(url.origin);
          alias.hostname = name;
          allowed.add(alias.origin);
        }
      }
    }
    this.allowed = allowed;
  }

  /** The allowed origins, loopback aliases included (for logs). */
  get origins(): readonly string[] {
    return [...this.allowed];
  }

  isAllowedOrigin(origin: string): boolean {
    return this.allowed.has(origin);
  }

  sourceOf(request: IncomingMessage): RequestSource {
    const origin = request.headers.origin;
    // `Origin: null` (a sandboxed frame, a file:// page) names no site: foreign.
    if (origin !== undefined) return this.isAllowedOrigin(origin) ? 'platform' : 'foreign';
    // Browsers leave Origin out of some requests (an image, a script, a same-origin GET) but say where
    // they come from in Sec-Fetch-Site; tools send neither, and `none` is an address typed in.
    const site = request.headers['sec-fetch-site'];
    return site === undefined || site === 'none' ? 'tool' : 'foreign';
  }

  /**
   * Whether this request may use the admin credential: a tool or a platform page, and addressed to
   * the server by an IP address or `localhost`. The last condition stops DNS rebinding: a page of
   * another site whose name the attacker points at 127.0.0.1 is same-origin with this server, and
   * its GETs carry no Origin; but its Host header keeps the site's name.
   */
  admitsAdminCredential(request: IncomingMessage): boolean {
    return this.sourceOf(request) !== 'foreign' && hostIsAnAddress(request.headers.host);
  }

  /**
   * Sets the CORS headers a platform page needs (allowing `methods` and the headers the preflight asks
   * for); a request from anywhere else gets none. `Vary: Origin` always, since answers differ by origin.
   */
  applyCors(request: IncomingMessage, response: ServerResponse, methods: string): void {
    response.setHeader('Vary', 'Origin');
    for (const [name, value] of Object.entries(this.corsHeaders(request, methods)))
      if (value !== undefined) response.setHeader(name, value);
  }

  corsHeaders(request: IncomingMessage, methods: string): OutgoingHttpHeaders {
    const origin = request.headers.origin;
    if (origin === undefined || !this.isAllowedOrigin(origin)) return {};
    const asked = request.headers['access-control-request-headers'];
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': methods,
      'Access-Control-Allow-Headers': asked ?? 'Authorization, Content-Type',
      'Access-Control-Max-Age': '86400',
    };
  }
}

/** True for a Host header naming an IP address or localhost (or absent, as from an HTTP/1.0 tool). */
function hostIsAnAddress(host: string | undefined): boolean {
  if (host === undefined || host === '') return true;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (hostname.startsWith('[') && hostname.endsWith(']')) hostname = hostname.slice(1, -1);
  return hostname === 'localhost' || isIP(hostname) !== 0;
}
