/**
 * Asks the browser for a section's entry (its remoteEntry.js) without running it, as a
 * `<link rel="preload" as="script">`. An entry changes in place, so it is asked of the server again at
 * every use (tools/server/cachePolicy.ts; the service worker's `network-first`, cachingRules.ts): a
 * section opened from home before it was fetched ahead (sectionPrefetch.ts) would wait a whole round
 * trip for it even with its code on the tablet. A preloaded entry is taken, once, by the script the
 * federation runtime then adds for the same address, without asking again. Nothing runs: the script
 * time stays with the prefetch or the opening.
 */
export function preloadEntry(doc: Document, entry: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = entry;
  doc.head.append(link);
}
