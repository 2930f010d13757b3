/**
 * The two sides of the shared-code contract as published: a root's amparo-shared.json (what it
 * provides, tools/webpack/SharedManifestPlugin.cjs) and a section build's mf-manifest.json (the
 * ranges it requires) with its amparo-imports.json (the names it takes, SharedImportsPlugin.cjs),
 * read from a folder or from the addresses they are deployed at.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedImportsFile } from '../webpack/SharedImportsPlugin.cjs';
import type { SharedImportsRecord } from '../webpack/SharedImportsPlugin.cjs';
import type { RootSharedManifest, SectionRequirement } from './contractProblems';
import type { SectionImports } from './sectionImports';

export const rootSharedManifestFile = 'amparo-shared.json';
export const sectionManifestFile = 'mf-manifest.json';

export interface SectionBuildRecord {
  /** The section's federation name, e.g. 'mf_calls'. */
  readonly name: string;
  readonly requirements: readonly SectionRequirement[];
  /** What the build takes from each shared module; null for a build from before builds recorded it. */
  readonly imports: SectionImports | null;
}

const isAddress = (location: string) => /^https?:\/\//i.test(location);

/**
 * The document `file` beside `location` (a folder, or the address of a file in one); null when it is
 * not there (a 404, no such file).
 */
async function readDocument(location: string, file: string): Promise<unknown> {
  if (isAddress(location)) {
    const url = new URL(file, location);
    const response = await fetch(url, { headers: { 'Cache-Control': 'no-cache' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${url.href}: ${response.status} ${response.statusText}`);
    return response.json();
  }
  const full = path.join(location, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
}

function where(location: string, file: string): string {
  return isAddress(location) ? new URL(file, location).href : path.join(location, file);
}

/**
 * A root's amparo-shared.json: `root` is the site's address (https://amparo.example.org), a folder
 * (root-config/dist) or the file itself.
 */
export async function readRootSharedManifest(root: string): Promise<RootSharedManifest> {
  if (!isAddress(root) && root.endsWith('.json'))
    return JSON.parse(readFileSync(root, 'utf8')) as RootSharedManifest;
  const location = isAddress(root) && !root.endsWith('/') ? `${root}/` : root;
  const manifest = await readDocument(location, rootSharedManifestFile);
  if (manifest === null)
    throw new Error(`${where(location, rootSharedManifestFile)} is missing: no root there`);
  return manifest as RootSharedManifest;
}

export function parseSectionImports(record: SharedImportsRecord): SectionImports {
  return new Map(Object.entries(record.imports).map(([entry, names]) => [entry, new Set(names)]));
}

/**
 * What one build of a section requires and takes: `location` is its folder (mf-calls/dist) or the
 * address of its remoteEntry.js, beside which both documents are.
 */
export async function readSectionBuild(location: string): Promise<SectionBuildRecord> {
  type Manifest = { name: string; shared: SectionRequirement[] };
  const manifest = (await readDocument(location, sectionManifestFile)) as Manifest | null;
  if (manifest === null)
    throw new Error(
      `${where(location, sectionManifestFile)} is missing: no section build there (build it first)`,
    );
  const record = (await readDocument(location, sharedImportsFile)) as SharedImportsRecord | null;
  const imports = record === null ? null : parseSectionImports(record);
  return {
    name: manifest.name,
    requirements: manifest.shared.map(({ name, requiredVersion }) => ({ name, requiredVersion })),
    imports,
  };
}
