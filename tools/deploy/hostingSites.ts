import { defaultSiteUrl, type HostingTarget, siteIdOf } from './deployTargets';
import type { FirebaseCli } from './firebaseCli';
import type { Outcome } from './projectReads';

/**
 * The Hosting site of each target, created when missing (a second run creates nothing), and the
 * address Firebase gives it. The targets themselves are written into the deployment folder's
 * .firebaserc (stagedDeployment.ts), never into the repository's.
 */

export type SiteUrls = Readonly<Partial<Record<HostingTarget, string>>>;

interface ListedSite {
  readonly name?: unknown;
  readonly defaultUrl?: unknown;
}

export async function ensureHostingSites(
  cli: FirebaseCli,
  projectId: string,
  targets: readonly HostingTarget[],
  log: (line: string) => void,
): Promise<Outcome<SiteUrls>> {
  const listed = await cli.json(['hosting:sites:list', '--project', projectId]);
  if (!listed.ok) return { problem: `cannot list the Hosting sites: ${listed.error}` };
  const sites = ((listed.result as { sites?: unknown } | null)?.sites ?? []) as ListedSite[];
  const existing = new Map(
    (Array.isArray(sites) ? sites : []).map((site) => [
      String(site.name ?? '')
        .split('/')
        .pop(),
      typeof site.defaultUrl === 'string' ? site.defaultUrl : undefined,
    ]),
  );
  const urls: Partial<Record<HostingTarget, string>> = {};
  for (const target of targets) {
    const siteId = siteIdOf(projectId, target);
    if (existing.has(siteId)) {
      urls[target] = existing.get(siteId) ?? defaultSiteUrl(siteId);
      log(`  ${target}: site ${siteId} already there (${urls[target]})`);
      continue;
    }
    log(`  ${target}: no site ${siteId} yet, so it is created`);
    const created = await cli.json([
      'hosting:sites:create',
      siteId,
      '--non-interactive',
      '--project',
      projectId,
    ]);
    if (!created.ok)
      return { problem: `cannot create the Hosting site ${siteId}: ${created.error}` };
    const url = (created.result as { defaultUrl?: unknown } | null)?.defaultUrl;
    urls[target] = typeof url === 'string' ? url : defaultSiteUrl(siteId);
    log(`  ${target}: site ${siteId} at ${urls[target]}`);
  }
  return { value: urls };
}
