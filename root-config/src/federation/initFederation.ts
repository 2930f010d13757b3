import {
  init,
  loadRemote,
  registerGlobalPlugins,
  registerRemotes,
  satisfy,
} from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '@amparo/shared-machines';
import type { RemotesManifest } from '../config/runtimeManifest';

/** The host's federation name: the SAME as root-config's build plugin (a second name loads shared modules twice). */
export const hostFederationName = 'amparo_root';

/**
 * A remote that cannot be loaded must fail its single-spa application (LOAD_ERROR, handled by the
 * root's error panel), never resolve to a fallback module by accident: rethrow only at 'onLoad'.
 */
export const failLoudlyOnRemoteLoadError: ModuleFederationRuntimePlugin = {
  name: 'amparo-fail-loudly-on-remote-load-error',
  errorLoadRemote(args) {
    if (args.lifecycle === 'onLoad') throw args.error;
    return undefined;
  },
};

/** How long a section's remoteEntry.js may take before the section is reported unavailable. */
export const remoteEntryTimeoutMs = 15_000;

/**
 * A remote whose server accepts the connection but never answers would otherwise leave the loading
 * panel up for the runtime's own, longer default; after `remoteEntryTimeoutMs` the section shows its
 * calm message with a retry (and the next section in the loading queue is no longer held back).
 */
export const giveUpOnSlowRemotes: ModuleFederationRuntimePlugin = {
  name: 'amparo-give-up-on-slow-remotes',
  createScript() {
    return { timeout: remoteEntryTimeoutMs };
  },
};

/**
 * A section's entry, once its script has loaded, is set up (the section's shared modules registered
 * with the root's) and then asked for its module, all in the script's load event: one long task on a
 * slow tablet. Each of the three steps ends its task here (yieldToMain), so a tap or a paint due
 * comes in between (docs/performance.md: Startup in short tasks).
 */
export function shortTasksAroundContainerInit(
  yieldToMain: () => Promise<void>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'amparo-short-tasks-around-container-init',
    async beforeInitContainer(args) {
      await yieldToMain();
      return args;
    },
    async initContainer(args) {
      await yieldToMain();
      return args;
    },
  };
}

/**
 * Why a section was not started: the shared code it was built against is not what the root provides.
 * The root is named as the provider: it provides every shared package (tools/webpack/sharedSingletons.cjs),
 * whichever section happened to load one first.
 */
export function sharedCodeRefusal(
  section: string,
  pkgName: string,
  requiredVersion: unknown,
  providedVersion: string,
): string | null {
  if (typeof requiredVersion !== 'string') return null;
  if (providedVersion && satisfy(providedVersion, requiredVersion)) return null;
  return `Amparo: ${section} was built against ${pkgName} ${requiredVersion}, but the root (${hostFederationName}) provides ${providedVersion || 'no version of it'}; ${section} is not started.`;
}

/**
 * The root's side of the shared-code contract (tools/webpack/sharedSingletons.cjs): a section whose
 * range the root's version does not satisfy is refused before any of its code runs (strictVersion);
 * this says why in the console, naming the package, both versions and the root as the provider, and
 * refuses with that same sentence (the runtime's own would name, as the provider, whichever section
 * loaded the package first). Registered globally, so it also runs in each section's own federation
 * instance, where the section's shared modules are resolved.
 */
export const explainSharedCodeRefusals: ModuleFederationRuntimePlugin = {
  name: 'amparo-explain-shared-code-refusals',
  // A section's shared options carry no name of their own (it provides nothing): name the consumer.
  beforeLoadShare(args) {
    if (args.shareInfo) args.shareInfo.from ||= args.origin.name;
    return args;
  },
  resolveShare(args) {
    const refusal = sharedCodeRefusal(
      args.shareInfo.from,
      args.pkgName,
      args.shareInfo.shareConfig?.requiredVersion,
      args.version,
    );
    if (refusal) {
      console.warn(refusal);
      args.resolver = () => {
        throw new Error(refusal);
      };
    }
    return args;
  },
};

export function initFederation(manifest: RemotesManifest): void {
  registerGlobalPlugins([explainSharedCodeRefusals]);
  init({
    name: hostFederationName,
    remotes: Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
    plugins: [
      failLoudlyOnRemoteLoadError,
      giveUpOnSlowRemotes,
      shortTasksAroundContainerInit(yieldToMain),
    ],
    // Sections carry no shared code of their own (import: false): the root's copy is the only one,
    // so there is nothing to compare and no remote entry is fetched early.
    shareStrategy: 'loaded-first',
  });
}

/**
 * Points `remote` at `entry` afresh: the runtime forgets what it loaded from the remote (its entry,
 * its modules), so the next load fetches the section again, from the manifest's current address.
 */
export function reloadRemoteFrom(remote: string, entry: string): void {
  registerRemotes([{ name: remote, entry }], { force: true });
}

async function loadNow<T>(remote: string, expose: string): Promise<T> {
  const module = await loadRemote<T>(`${remote}/${expose.replace(/^\.\//, '')}`);
  if (module === null || module === undefined)
    throw new Error(`${remote} did not provide ${expose}`);
  return module;
}

let previousLoad: Promise<unknown> = Promise.resolve();

/**
 * Loads `remote/expose` (e.g. 'mf_calls' + './lifecycles') through the federation runtime, one remote
 * at a time. On a deep link two remotes load at once (the chrome and the section); loading them
 * concurrently raced in the share scope and each took its own react-dom (two React copies, seen by
 * the composition test). In turn, the second finds the first one's singletons already loaded.
 */
export function loadExposedModule<T>(remote: string, expose: string): Promise<T> {
  const load = previousLoad.then(() => loadNow<T>(remote, expose));
  previousLoad = load.catch(() => undefined);
  return load;
}
