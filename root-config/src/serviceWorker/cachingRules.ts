/**
 * What the service worker (serviceWorker.ts) does with each request of the page, as a pure rule:
 * - `page`: a screen of the platform (a navigation, or an address without a file extension, which the
 *   server answers with the page): from the network, kept as the one copy of the page (`pageCacheKey`),
 *   and that copy when the network fails: any screen reloaded offline shows Amparo;
 * - `network-first`: the files that name other files or change in place (remotes.json,
 *   amparo-runtime.json, each section's remoteEntry.js and manifests, the icons): always asked of the
 *   network, the copy kept only for when it fails, so a section switched or rolled back by remotes.json
 *   is still picked up at the next calm moment, exactly as without a service worker;
 * - `cache-first`: a file whose name carries its content's hash (tools/server/cachePolicy.ts), which
 *   never changes: from the copy once fetched;
 * - `null`: left to the browser (another origin: the Firebase servers, YouTube, a section served from
 *   elsewhere; the development overrides' page; anything but GET).
 */
export type CachingRule = 'page' | 'network-first' | 'cache-first';

/** The key the last page fetched is kept under, whatever screen it was fetched for. */
export const pageCacheKey = '/';

/** The development overrides' page (tools/server/devOverrides.ts), never kept. */
const devOverridesPath = '/amparo-dev';

const contentHashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const fileExtension = /\.[a-z0-9]+$/i;

export interface RequestFacts {
  readonly url: URL;
  readonly method: string;
  /** The request is the browser opening a page (its `mode` is 'navigate'). */
  readonly navigation: boolean;
}

export function cachingRuleFor(request: RequestFacts, origin: string): CachingRule | null {
  const { url } = request;
  if (request.method !== 'GET' || url.origin !== origin) return null;
  if (url.pathname === devOverridesPath || url.pathname.startsWith(`${devOverridesPath}/`))
    return null;
  const last = url.pathname.split('/').pop() ?? '';
  if (request.navigation || !fileExtension.test(last))
    return url.pathname.startsWith('/mf/') ? null : 'page';
  if (contentHashed.test(last)) return 'cache-first';
  return 'network-first';
}

/**
 * The addresses the page already fetched before the service worker controlled it (its first visit),
 * handed to it to keep: this origin's, without duplicates.
 */
export function addressesToKeep(
  pageUrl: string,
  resourceUrls: readonly string[],
  origin: string,
): string[] {
  const kept = new Set<string>();
  for (const address of [pageUrl, ...resourceUrls]) {
    const url = new URL(address, origin);
    if (url.origin !== origin) continue;
    url.hash = '';
    if (cachingRuleFor({ url, method: 'GET', navigation: false }, origin) !== null)
      kept.add(url.href);
  }
  return [...kept];
}
