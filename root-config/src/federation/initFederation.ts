import { init, loadRemote } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
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

export function initFederation(manifest: RemotesManifest): void {
  init({
    name: hostFederationName,
    remotes: Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
    plugins: [failLoudlyOnRemoteLoadError],
  });
}

/** Loads `remote/expose` (e.g. 'mf_calls' + './lifecycles') through the federation runtime. */
export async function loadExposedModule<T>(remote: string, expose: string): Promise<T> {
  const module = await loadRemote<T>(`${remote}/${expose.replace(/^\.\//, '')}`);
  if (module === null || module === undefined) throw new Error(`${remote} did not provide ${expose}`);
  return module;
}
