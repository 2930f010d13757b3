/** Content types of what the builds emit, by extension. */
export const mimeTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg']);

export function mimeTypeOf(extension: string): string {
  return mimeTypes[extension] ?? 'application/octet-stream';
}

export function isCompressible(extension: string): boolean {
  return compressible.has(extension);
}
