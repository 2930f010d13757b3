import { federationNameOf } from '../server/runtimeDocuments';
import { microFrontendFolders } from '../server/workspace';

/**
 * What a deployment ships: the root's site and one Hosting site per section (the targets of
 * firebase.json), each site named after the project, and the addresses the root's remotes.json gives.
 */

export type SectionFolder = (typeof microFrontendFolders)[number];
export type HostingTarget = 'root' | SectionFolder;

/** Every target, in the order they are deployed: the sections, then the root that loads them. */
export const hostingTargets: readonly HostingTarget[] = [...microFrontendFolders, 'root'];

export interface Shipment {
  /** The Hosting targets to deploy, in deploy order. */
  readonly targets: readonly HostingTarget[];
  /** The database and Firestore rules go too (a whole deployment, not `--only`). */
  readonly rules: boolean;
}

/**
 * `--only <target>[,<target>…]` → what ships; no `--only` → everything and the rules. The shell's
 * login is also written into the root's page (the first screen), so shipping the shell ships the root.
 */
export function shipmentOf(only: string | undefined): Shipment | { readonly problem: string } {
  if (only === undefined) return { targets: hostingTargets, rules: true };
  const named = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = named.filter((name) => !hostingTargets.includes(name as HostingTarget));
  if (named.length === 0 || unknown.length > 0)
    return {
      problem: `--only takes ${hostingTargets.join(', ')} (comma-separated), not "${only}"`,
    };
  const wanted = new Set(named);
  if (wanted.has('mf-shell')) wanted.add('root');
  return { targets: hostingTargets.filter((target) => wanted.has(target)), rules: false };
}

/** The repository folder a target is built in (its `dist` is what the site serves). */
export function buildFolderOf(target: HostingTarget): string {
  return target === 'root' ? 'root-config' : target;
}

/** The folders to build for these targets: the root's page needs the shell's build (its first screen). */
export function buildFoldersFor(targets: readonly HostingTarget[]): string[] {
  const folders = new Set(targets.map(buildFolderOf));
  if (targets.includes('root')) folders.add('mf-shell');
  return [...folders];
}

/** The root is the project's default site; each section has its own, `<project>-<folder>`. */
export function siteIdOf(projectId: string, target: HostingTarget): string {
  return target === 'root' ? projectId : `${projectId}-${target}`;
}

/** The address Firebase Hosting gives a site. */
export function defaultSiteUrl(siteId: string): string {
  return `https://${siteId}.web.app`;
}

/** remotes.json: each section's remoteEntry.js on its own site. */
export function remotesManifestOf(siteUrlOf: (folder: SectionFolder) => string) {
  return Object.fromEntries(
    microFrontendFolders.map((folder) => [
      federationNameOf(folder),
      `${siteUrlOf(folder).replace(/\/$/, '')}/remoteEntry.js`,
    ]),
  );
}
