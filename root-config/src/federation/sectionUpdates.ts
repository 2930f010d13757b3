/**
 * A tablet left open picks up a new build of a section at the next calm moment: when the person
 * arrives home (or a carer at the console), never in the middle of a form or a game. There, the root
 * reads /remotes.json again and asks each section it has loaded whether its remoteEntry.js changed
 * (its ETag or Last-Modified). A changed section that is not on screen is forgotten, so the next time
 * it opens it comes from the new build, without a reload (each build's names in the page are its own:
 * tools/webpack/BuildScopePlugin.cjs). The page is reloaded instead, unless a dialog is open (then the
 * next calm moment does it), for a changed section that is on screen (the shell: home and the header)
 * and for a section moved to an origin this page's policy does not allow (pagePolicy.ts): a policy
 * cannot be widened from inside the page, only served afresh.
 */
import type { RemotesManifest } from '../config/runtimeManifest';

export interface SectionUpdateEffects {
  readonly fetchManifest: () => Promise<RemotesManifest>;
  /** What identifies the file at `entry` now (ETag, else Last-Modified), or null if unknown. */
  readonly fetchEntryVersion: (entry: string) => Promise<string | null>;
  /** Makes the next opening of `remote`'s applications load it from `entry`. */
  readonly forgetRemote: (remote: string, entry: string) => Promise<void>;
  readonly reloadPage: () => void;
  /** The remotes whose applications are on screen now. */
  readonly mountedRemotes: () => ReadonlySet<string>;
  readonly dialogOpen: () => boolean;
  /** Whether this page's policy lets it load a section from `entry` (pagePolicy.ts). */
  readonly pageAllows: (entry: string) => boolean;
}

export type CalmMomentOutcome = 'unchanged' | 'forgotten' | 'reloaded' | 'postponed';

/** The remotes to pick up: a new address in the manifest, or the same address serving another file. */
export function changedRemotes(
  inUse: RemotesManifest,
  current: RemotesManifest,
  loadedVersions: ReadonlyMap<string, string | null>,
  currentVersions: ReadonlyMap<string, string | null>,
): string[] {
  return Object.keys(current).filter((remote) => {
    if (current[remote] !== inUse[remote]) return true;
    const loaded = loadedVersions.get(remote);
    const now = currentVersions.get(remote);
    return typeof loaded === 'string' && typeof now === 'string' && loaded !== now;
  });
}

export function createSectionUpdates(initial: RemotesManifest, effects: SectionUpdateEffects) {
  let inUse: RemotesManifest = { ...initial };
  const loadedVersions = new Map<string, string | null>();
  let running: Promise<CalmMomentOutcome> | null = null;

  // Never an address this page may not fetch: the policy would refuse it, and report it.
  const versionOf = (entry: string | undefined) =>
    entry && effects.pageAllows(entry)
      ? effects.fetchEntryVersion(entry).catch(() => null)
      : Promise.resolve(null);

  /** Notes which file a remote was loaded from (asked after it loaded, off the way of the screen). */
  const recordLoaded = async (remote: string): Promise<void> => {
    if (loadedVersions.has(remote)) return;
    loadedVersions.set(remote, null);
    loadedVersions.set(remote, await versionOf(inUse[remote]));
  };

  const check = async (): Promise<CalmMomentOutcome> => {
    const current = await effects.fetchManifest();
    const currentVersions = new Map<string, string | null>();
    // A new address is a change already: only a section still at its address is asked for its version.
    await Promise.all(
      [...loadedVersions.keys()]
        .filter((remote) => current[remote] === inUse[remote])
        .map(async (remote) => {
          currentVersions.set(remote, await versionOf(current[remote]));
        }),
    );
    const changed = changedRemotes(inUse, current, loadedVersions, currentVersions);
    if (changed.length === 0) return 'unchanged';
    const mounted = effects.mountedRemotes();
    const needsNewPage = (remote: string) =>
      mounted.has(remote) || !effects.pageAllows(current[remote] ?? '');
    if (changed.some(needsNewPage)) {
      if (effects.dialogOpen()) return 'postponed';
      effects.reloadPage();
      return 'reloaded';
    }
    for (const remote of changed) {
      const entry = current[remote];
      if (!entry) continue;
      await effects.forgetRemote(remote, entry);
      loadedVersions.delete(remote);
    }
    inUse = { ...inUse, ...current };
    return 'forgotten';
  };

  /** At a calm moment: picks up what changed. One check at a time; a failed check changes nothing. */
  const checkAtCalmMoment = (): Promise<CalmMomentOutcome> => {
    running ??= check()
      .catch((error: unknown) => {
        console.warn('Amparo: could not check for new builds of the sections', error);
        return 'unchanged' as const;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return { recordLoaded, checkAtCalmMoment };
}
