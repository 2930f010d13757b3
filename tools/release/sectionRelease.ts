/**
 * Shipping one section without touching the others: its build is uploaded to an address of its own
 * (a folder named after the content of its remoteEntry.js, never overwritten), the remotes manifest
 * is switched to that address, and switched back to roll back. Every switch is kept in a history file
 * beside the manifest (`remotes.history.json`), which is what `rollback` reads. Writes are atomic: a
 * tablet never reads a half-written manifest.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { contentSecurityPolicy } from '../server/contentSecurityPolicy.cjs';
import { foreignOrigins } from '../server/runtimeDocuments';
import { inlineStyleHashes, parseFirstScreen, withFirstScreen } from '../server/firstScreen';

export interface SwitchRecord {
  readonly remote: string;
  readonly from: string | null;
  readonly to: string;
  readonly at: string;
}

/** Copies a section's build to `<sectionsDir>/<folder>/<id>/`; returns its address under `urlPrefix`. */
export function uploadSection(
  buildDir: string,
  sectionsDir: string,
  folder: string,
  urlPrefix = '/sections',
): string {
  const entryFile = path.join(buildDir, 'remoteEntry.js');
  if (!existsSync(entryFile)) throw new Error(`${entryFile} is missing: build the section first`);
  const id = createHash('sha256').update(readFileSync(entryFile)).digest('hex').slice(0, 12);
  const target = path.join(sectionsDir, folder, id);
  // Never a source map (a build from before production builds stopped writing them): not shipped.
  if (!existsSync(target))
    cpSync(buildDir, target, { recursive: true, filter: (file) => !/\.map$/i.test(file) });
  return `${urlPrefix.replace(/\/$/, '')}/${folder}/${id}/remoteEntry.js`;
}

function readJson<T>(file: string, fallback: T): T {
  if (!existsSync(file)) return fallback;
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function historyFileOf(manifestFile: string): string {
  return path.join(path.dirname(manifestFile), 'remotes.history.json');
}

/** Points `remote` at `address` in the manifest, and notes the switch in the history. */
export function switchSection(
  manifestFile: string,
  remote: string,
  address: string,
  now = new Date(),
): SwitchRecord {
  const manifest = readJson<Record<string, string>>(manifestFile, {});
  if (!(remote in manifest)) throw new Error(`${manifestFile} has no section '${remote}'`);
  const record: SwitchRecord = {
    remote,
    from: manifest[remote] ?? null,
    to: address,
    at: now.toISOString(),
  };
  const history = readJson<SwitchRecord[]>(historyFileOf(manifestFile), []);
  writeFileAtomic.sync(
    historyFileOf(manifestFile),
    `${JSON.stringify([...history, record], null, 2)}\n`,
  );
  writeFileAtomic.sync(
    manifestFile,
    `${JSON.stringify({ ...manifest, [remote]: address }, null, 2)}\n`,
  );
  return record;
}

/** Points `remote` back where it was before its last switch (itself noted as a switch). */
export function rollbackSection(
  manifestFile: string,
  remote: string,
  now = new Date(),
): SwitchRecord {
  const history = readJson<SwitchRecord[]>(historyFileOf(manifestFile), []);
  const manifest = readJson<Record<string, string>>(manifestFile, {});
  const last = [...history].reverse().find((record) => record.remote === remote);
  if (!last?.from)
    throw new Error(`no earlier address of '${remote}' in ${historyFileOf(manifestFile)}`);
  if (manifest[remote] !== last.to)
    throw new Error(
      `'${remote}' was changed by hand since its last switch (${manifest[remote]}); switch it explicitly`,
    );
  return switchSection(manifestFile, remote, last.from, now);
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
export function applyFirstScreen(siteDir: string, firstScreenFile: string): void {
  const screen = existsSync(firstScreenFile)
    ? parseFirstScreen(readFileSync(firstScreenFile, 'utf8'))
    : null;
  if (!screen) throw new Error(`${firstScreenFile} is not a shell build's first-screen.json`);
  const indexFile = path.join(siteDir, 'index.html');
  const page = withFirstScreen(readFileSync(indexFile, 'utf8'), screen);
  if (!page.includes(screen.markup)) throw new Error(`${indexFile} has no <main id="amparo-main">`);
  writeFileAtomic.sync(indexFile, page);
}
