/**
 * Cache headers: files whose name carries a content hash never change (immutable, one year);
 * everything that names other files (index.html, remoteEntry.js, mf-manifest.json, remotes.json,
 * amparo-runtime.json) must be revalidated on every load, or a redeploy would not be seen.
 */
const contentHashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(fileName: string): string {
  if (contentHashed.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
