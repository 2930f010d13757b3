/**
 * A root deployed on a static host (Firebase Hosting), with no server to write the page on each
 * request: the policy made from the manifest (index.html's <meta> and firebase.json's header) and the
 * shell's login put into index.html, both written into the site's files.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { contentSecurityPolicy } from '../server/contentSecurityPolicy.cjs';
import { foreignOrigins } from '../server/runtimeDocuments';
import {
  firstScreenFolderOf,
  inlineStyleHashes,
  parseFirstScreen,
  withFirstScreen,
} from '../server/firstScreen';

function readJson<T>(file: string, fallback: T): T {
  if (!existsSync(file)) return fallback;
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * The policy a static host (Firebase Hosting) must send for this manifest, and the same policy for
 * the page's <meta>: the origins of sections served elsewhere are allowed, and the page's own inline
 * styles by their hashes (the login put in it), nothing else.
 */
export function hostedPolicy(
  manifest: Record<string, unknown>,
  styleHashes: string[] = [],
): { header: string; meta: string } {
  const base = { scripts: foreignOrigins(manifest), firebaseHosted: true, styleHashes };
  return {
    header: contentSecurityPolicy({ ...base, forMeta: false }),
    meta: contentSecurityPolicy({ ...base, forMeta: true }),
  };
}

/** Writes the policy into a deployed site: index.html's <meta> and firebase.json's header for it. */
export function applyHostedPolicy(
  manifestFile: string,
  siteDir: string,
  firebaseJsonFile: string,
  hostingTarget = 'root',
): { header: string } {
  const indexFile = path.join(siteDir, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  const policy = hostedPolicy(
    readJson<Record<string, unknown>>(manifestFile, {}),
    inlineStyleHashes(html),
  );
  const metaPattern = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(")/;
  if (!metaPattern.test(html))
    throw new Error(`${indexFile} has no Content-Security-Policy <meta>`);
  writeFileAtomic.sync(indexFile, html.replace(metaPattern, `$1${policy.meta}$2`));

  type Header = { key: string; value: string };
  type Hosting = { target?: string; headers?: { source: string; headers: Header[] }[] };
  const firebase = readJson<{ hosting?: Hosting[] }>(firebaseJsonFile, {});
  const site = firebase.hosting?.find((entry) => entry.target === hostingTarget);
  if (!site) throw new Error(`${firebaseJsonFile} has no hosting target '${hostingTarget}'`);
  const others = (site.headers ?? []).map((rule) => ({
    ...rule,
    headers: rule.headers.filter((header) => header.key !== 'Content-Security-Policy'),
  }));
  site.headers = [
    ...others.filter((rule) => rule.headers.length > 0),
    {
      source: '**',
      headers: [{ key: 'Content-Security-Policy', value: policy.header }],
    },
  ];
  writeFileAtomic.sync(firebaseJsonFile, `${JSON.stringify(firebase, null, 2)}\n`);
  return { header: policy.header };
}

/**
 * Puts the shell's login (its build's first-screen.json) into a deployed root's index.html, for a
 * static host with no server to do it on each request: run again after each deploy of the shell (it
 * replaces the one put in before), then the policy (applyHostedPolicy), which allows its styles.
 */
export function applyFirstScreen(
  siteDir: string,
  firstScreenFile: string,
  manifestFile?: string,
): void {
  const screen = existsSync(firstScreenFile)
    ? parseFirstScreen(readFileSync(firstScreenFile, 'utf8'))
    : null;
  if (!screen) throw new Error(`${firstScreenFile} is not a shell build's first-screen.json`);
  const indexFile = path.join(siteDir, 'index.html');
  // The live login's script is served beside the shell's entry the manifest names.
  const manifest: unknown =
    manifestFile && existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const folder =
    typeof manifest === 'object' && manifest !== null
      ? firstScreenFolderOf(manifest as Record<string, unknown>)
      : null;
  const page = withFirstScreen(readFileSync(indexFile, 'utf8'), screen, folder);
  if (!page.includes(screen.markup)) throw new Error(`${indexFile} has no <main id="amparo-main">`);
  writeFileAtomic.sync(indexFile, page);
}
