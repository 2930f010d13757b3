import type { AdminBackend } from './adminBackend';

/** The most paths one multi-path update carries, so a run over years of history stays small requests. */
const pathsPerUpdate = 500;

/** A multi-path update at the root, sent as updates of at most `pathsPerUpdate` paths each, in order. */
export async function patchInBatches(
  admin: AdminBackend,
  update: Readonly<Record<string, unknown>>,
): Promise<void> {
  const entries = Object.entries(update);
  for (let start = 0; start < entries.length; start += pathsPerUpdate)
    await admin.database.patch(
      '',
      Object.fromEntries(entries.slice(start, start + pathsPerUpdate)),
    );
}

/** Every path removed, in batched updates (patchInBatches). */
export function removeAll(admin: AdminBackend, paths: readonly string[]): Promise<void> {
  return patchInBatches(admin, Object.fromEntries(paths.map((path) => [path, null])));
}
