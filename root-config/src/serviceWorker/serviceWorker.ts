/**
 * Amparo's service worker (built by the root's webpack with Workbox's InjectManifest, served at
 * /sw.js with scope '/'). It precaches the root's own files (its code, styles, icons, manifest) and
 * routes every other request of this origin by `cachingRuleFor` (cachingRules.ts): the page and the
 * files naming other files from the network first, with the copy when the network fails; files named
 * by their content's hash from the copy. A new deploy never mixes files: what names files comes from
 * the network whenever it answers, and a hashed name is one content for ever. A new version of this
 * worker waits until no page of Amparo is open (no skipWaiting): a running page keeps the files it
 * started with.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cachingRuleFor, pageCacheKey } from './cachingRules';

declare const self: typeof globalThis & {
  readonly __WB_MANIFEST: (PrecacheEntry | string)[];
  readonly location: Location;
};

/** How many section files are kept (the oldest used go first). */
const keptFiles = 400;

const precache = new PrecacheController({ cacheName: 'amparo-root' });
precache.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => {
  const installing = event as Event & { waitUntil(work: Promise<unknown>): void };
  installing.waitUntil(precache.install(installing as never));
});
self.addEventListener('activate', (event) => {
  const activating = event as Event & { waitUntil(work: Promise<unknown>): void };
  activating.waitUntil(precache.activate(activating as never));
});
clientsClaim();

const page = new NetworkFirst({
  cacheName: 'amparo-page',
  plugins: [{ cacheKeyWillBeUsed: () => Promise.resolve(pageCacheKey) }],
});
const documents = new NetworkFirst({ cacheName: 'amparo-documents' });
const files = new CacheFirst({
  cacheName: 'amparo-files',
  plugins: [new ExpirationPlugin({ maxEntries: keptFiles })],
});
const strategies = { page, 'network-first': documents, 'cache-first': files } as const;

const router = new Router();
router.registerRoute(new PrecacheRoute(precache));
for (const [rule, strategy] of Object.entries(strategies))
  router.registerRoute(
    new Route(
      ({ url, request }) =>
        cachingRuleFor(
          { url, method: request.method, navigation: request.mode === 'navigate' },
          self.location.origin,
        ) === rule,
      strategy,
    ),
  );
router.addFetchListener();
// The page's first visit was fetched before this worker controlled it: the page hands over what it
// fetched ({ type: 'CACHE_URLS' }, registerServiceWorker.ts), each kept by its route.
router.addCacheListener();
