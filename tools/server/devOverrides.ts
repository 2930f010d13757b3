/**
 * Development overrides, in the spirit of single-spa's import-map-overrides but decided by the
 * server, because the page's policy must allow the development server too: one browser points one
 * section (or more) at a development build by a cookie, and only that browser sees it. The local
 * platform's server merges the cookie into the /remotes.json it serves to that browser and adds the
 * development server's origin (http and ws, for live reload) to that page's policy. Addresses are
 * limited to this machine (localhost, 127.0.0.1, [::1]): a link can never point a tablet at a script
 * of another host.
 *
 * Ask:   /amparo-dev?mf_calls=http://127.0.0.1:8081/remoteEntry.js   (a page that asks; its button
 *        sets it: devOverridePage.ts says how a link from another site is kept from doing so)
 * Clear: /amparo-dev?reset
 * Never on a server given a real project's runtime configuration.
 */

export const devOverridesPath = '/amparo-dev';
export const devOverridesCookie = 'amparo-dev-remotes';

export type DevOverrides = Readonly<Record<string, string>>;

const federationName = /^[A-Za-z_][A-Za-z0-9_]*$/;
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The override's URL when it is a http(s) address on this machine, else null. */
export function loopbackEntry(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!loopbackHosts.has(url.hostname)) return null;
  return url.href;
}

/** Only well-formed pairs survive: a federation name and a loopback address. */
export function validOverrides(candidate: Record<string, unknown>): DevOverrides {
  const overrides: Record<string, string> = {};
  for (const [name, value] of Object.entries(candidate)) {
    if (!federationName.test(name) || typeof value !== 'string') continue;
    const entry = loopbackEntry(value);
    if (entry) overrides[name] = entry;
  }
  return overrides;
}

/** The overrides a request's Cookie header carries (none when absent or malformed). */
export function overridesFromCookieHeader(header: string | undefined): DevOverrides {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== devOverridesCookie) continue;
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(part.slice(separator + 1).trim()));
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        return validOverrides(parsed as Record<string, unknown>);
    } catch {
      return {};
    }
  }
  return {};
}

/**
 * What /amparo-dev?… asks: `reset` clears every override; each other parameter sets one, merged
 * with those already set. Invalid pairs are named, so the developer sees why nothing changed.
 */
export function requestedOverrides(
  search: URLSearchParams,
  current: DevOverrides,
): { overrides: DevOverrides; rejected: string[] } {
  if (search.has('reset')) return { overrides: {}, rejected: [] };
  const asked = Object.fromEntries(search.entries());
  const accepted = validOverrides(asked);
  const rejected = Object.keys(asked).filter((name) => !(name in accepted));
  return { overrides: { ...current, ...accepted }, rejected };
}

/** The cookie that holds a browser's overrides for `hours` (cleared when there are none). */
export function overridesCookie(overrides: DevOverrides, hours: number): string {
  const attributes = 'Path=/; SameSite=Strict; HttpOnly';
  if (Object.keys(overrides).length === 0)
    return `${devOverridesCookie}=; ${attributes}; Max-Age=0`;
  return `${devOverridesCookie}=${encodeURIComponent(JSON.stringify(overrides))}; ${attributes}; Max-Age=${hours * 3600}`;
}

/** The policy sources a page with these overrides needs: the script's origin, and ws for live reload. */
export function overrideSources(overrides: DevOverrides): string[] {
  return Object.values(overrides).flatMap((entry) => {
    const url = new URL(entry);
    const socket = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
    return [url.origin, socket];
  });
}
