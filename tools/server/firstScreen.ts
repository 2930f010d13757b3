/**
 * The login drawn from the page's HTML: the shell's build writes first-screen.json (its markup and
 * styles, tools/webpack/FirstScreenPlugin.cjs) beside its remoteEntry.js; the page is sent with them
 * in it, so the login is painted before any script has come. Only the shell the manifest names is
 * used, read from this server's own folders: a shell served from another origin (or a folder without
 * the file) gives a page without it, which still works, its login drawn by the code as before.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface FirstScreen {
  readonly markup: string;
  readonly styles: string;
}

const firstScreenRemote = 'mf_shell';
const firstScreenFile = 'first-screen.json';

/** The file beside the manifest's shell entry, if that entry is a path under one of `mounts`. */
export function firstScreenFileOf(
  manifest: Record<string, unknown>,
  mounts: readonly (readonly [prefix: string, dir: string])[],
): string | null {
  const entry = manifest[firstScreenRemote];
  if (typeof entry !== 'string' || !/^\/(?!\/)/.test(entry)) return null;
  const folder = (entry.split(/[?#]/, 1)[0] ?? '').replace(/[^/]*$/, '');
  const mount = mounts
    .filter(([prefix]) => folder.startsWith(prefix))
    .sort((a, b) => b[0].length - a[0].length)[0];
  if (!mount) return null;
  const dir = path.resolve(mount[1]);
  const file = path.resolve(dir, `.${folder.slice(mount[0].length - 1)}`, firstScreenFile);
  return file.startsWith(`${dir}${path.sep}`) ? file : null;
}

export async function readFirstScreen(file: string | null): Promise<FirstScreen | null> {
  if (!file) return null;
  try {
    const value: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { markup, styles } = value as Record<string, unknown>;
    return typeof markup === 'string' && typeof styles === 'string' ? { markup, styles } : null;
  } catch {
    return null;
  }
}

/** The page with the screen's styles at the end of its head and its markup first in #amparo-main. */
export function withFirstScreen(html: string, screen: FirstScreen | null): string {
  if (!screen) return html;
  const main = /<main id="amparo-main"[^>]*>/.exec(html);
  if (!main) return html;
  const at = main.index + main[0].length;
  const withMarkup = `${html.slice(0, at)}${screen.markup}${html.slice(at)}`;
  // A style element ends at the first '</style': the styles can never close it early.
  const styles = screen.styles.replace(/<\/(style)/gi, '<\\/$1');
  return withMarkup.replace(
    '</head>',
    () => `<style id="amparo-first-screen-style">${styles}</style></head>`,
  );
}
