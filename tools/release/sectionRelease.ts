/**
 * Shipping one section without touching the others: its build is uploaded to an address of its own
 * (a folder named after the content of its remoteEntry.js, never overwritten) once it fits the root's
 * shared code, and the remotes manifest is switched to that address once the address passes the gate
 * (switchGate.ts). A rollback goes to a build named explicitly, or to the most recent earlier build
 * that was live, was not itself rolled back, and passes the gate now (releaseHistory.ts). Every
 * switch, rollback and refusal is kept in `remotes.history.json` beside the manifest. Writes are
 * atomic: a tablet never reads a half-written manifest.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { readRootSharedManifest, readSectionBuild } from '../contract/contractDocuments';
import { contractProblems } from '../contract/contractProblems';
import {
  appendHistory,
  readHistory,
  recordedLiveAddress,
  rollbackCandidates,
} from './releaseHistory';
import type { ReleaseRecord } from './releaseHistory';
import { siteAddressProblem, switchVerdict } from './switchGate';
import type { GateVerdict } from './switchGate';

/** A release step that did not happen, with every reason. */
export class ReleaseRefused extends Error {
  constructor(
    summary: string,
    readonly reasons: readonly string[],
  ) {
    super([summary, ...reasons.map((reason) => `- ${reason}`)].join('\n'));
    this.name = 'ReleaseRefused';
  }
}

export interface SwitchOptions {
  /** The site's address: where the page is served from and its root publishes amparo-shared.json. */
  readonly root: string;
  readonly now?: Date;
  /** The gate (the real one unless a test says otherwise). */
  readonly gate?: (remote: string, address: string, root: string) => Promise<GateVerdict>;
}

export interface SwitchOutcome {
  readonly record: ReleaseRecord;
  readonly notes: readonly string[];
}

/**
 * Copies a section's build to `<sectionsDir>/<folder>/<id>/` once it fits the root at `root` (a site's
 * address or a root build's folder); returns its address under `urlPrefix`.
 */
export async function uploadSection(
  buildDir: string,
  sectionsDir: string,
  folder: string,
  root: string,
  urlPrefix = '/sections',
): Promise<string> {
  const entryFile = path.join(buildDir, 'remoteEntry.js');
  if (!existsSync(entryFile)) throw new Error(`${entryFile} is missing: build the section first`);
  const build = await readSectionBuild(buildDir);
  if (build.imports === null)
    throw new ReleaseRefused(`${buildDir} is not uploaded:`, [
      'it has no amparo-imports.json: it was built before builds recorded what they take from the shared modules. Build it again.',
    ]);
  const problems = contractProblems(
    build.name,
    await readRootSharedManifest(root),
    build.requirements,
    build.imports,
  );
  if (problems.length > 0)
    throw new ReleaseRefused(
      `${buildDir} is not uploaded: it does not fit the root at ${root}:`,
      problems,
    );
  const id = createHash('sha256').update(readFileSync(entryFile)).digest('hex').slice(0, 12);
  const target = path.join(sectionsDir, folder, id);
  // Never a source map (a build from before production builds stopped writing them): not shipped.
  if (!existsSync(target))
    cpSync(buildDir, target, { recursive: true, filter: (file) => !/\.map$/i.test(file) });
  return `${urlPrefix.replace(/\/$/, '')}/${folder}/${id}/remoteEntry.js`;
}

function readManifest(manifestFile: string): Record<string, string> {
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing`);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
}

/** A command given a folder for the site is wrong before any gate: it throws, noting nothing. */
function requireSiteAddress(root: string): void {
  const problem = siteAddressProblem(root);
  if (problem) throw new Error(problem);
}

function currentAddress(manifestFile: string, remote: string): string {
  const address = readManifest(manifestFile)[remote];
  if (address === undefined) throw new Error(`${manifestFile} has no section '${remote}'`);
  return address;
}

/** Points `remote` at `address` in the manifest, and notes it in the history. */
function goLive(
  manifestFile: string,
  remote: string,
  address: string,
  action: 'switch' | 'rollback',
  now: Date,
): ReleaseRecord {
  const manifest = readManifest(manifestFile);
  const record: ReleaseRecord = {
    remote,
    action,
    from: manifest[remote] ?? null,
    to: address,
    at: now.toISOString(),
  };
  appendHistory(manifestFile, record);
  writeFileAtomic.sync(
    manifestFile,
    `${JSON.stringify({ ...manifest, [remote]: address }, null, 2)}\n`,
  );
  return record;
}

/**
 * Points `remote` at `address` once the gate lets it; otherwise changes nothing, notes the refusal in
 * the history and throws ReleaseRefused with every reason.
 */
export async function switchSection(
  manifestFile: string,
  remote: string,
  address: string,
  { root, now = new Date(), gate = switchVerdict }: SwitchOptions,
): Promise<SwitchOutcome> {
  requireSiteAddress(root);
  const from = currentAddress(manifestFile, remote);
  const verdict = await gate(remote, address, root);
  if (verdict.refusals.length > 0) {
    appendHistory(manifestFile, {
      remote,
      action: 'refused',
      from,
      to: address,
      at: now.toISOString(),
      reasons: verdict.refusals,
    });
    throw new ReleaseRefused(
      `${remote} stays at ${from}; ${address} is refused:`,
      verdict.refusals,
    );
  }
  return { record: goLive(manifestFile, remote, address, 'switch', now), notes: verdict.notes };
}

/**
 * Points `remote` back: at `to` when given (through the gate), else at the most recent earlier build
 * that was live, was not rolled back, and passes the gate now. Never back to a build it rolled back
 * from: a second rollback goes further back.
 */
export async function rollbackSection(
  manifestFile: string,
  remote: string,
  { root, now = new Date(), gate = switchVerdict, to }: SwitchOptions & { readonly to?: string },
): Promise<SwitchOutcome> {
  requireSiteAddress(root);
  const current = currentAddress(manifestFile, remote);
  const history = readHistory(manifestFile);
  let candidates: string[];
  if (to !== undefined) candidates = [to];
  else {
    const recorded = recordedLiveAddress(history, remote);
    if (recorded !== null && recorded !== current)
      throw new Error(
        `'${remote}' was changed by hand since its last switch (${current}); name the build to go back to (--to <address>)`,
      );
    candidates = rollbackCandidates(history, remote, current);
    if (candidates.length === 0)
      throw new Error(
        `no earlier build of '${remote}' to go back to in the history (beside ${manifestFile}); name one (--to <address>)`,
      );
  }
  const skipped: string[] = [];
  for (const candidate of candidates) {
    const verdict = await gate(remote, candidate, root);
    if (verdict.refusals.length === 0)
      return {
        record: goLive(manifestFile, remote, candidate, 'rollback', now),
        notes: [...skipped, ...verdict.notes],
      };
    skipped.push(...verdict.refusals.map((reason) => `${candidate} is skipped: ${reason}`));
  }
  throw new ReleaseRefused(
    `${remote} stays at ${current}; no build to go back to passes:`,
    skipped,
  );
}
