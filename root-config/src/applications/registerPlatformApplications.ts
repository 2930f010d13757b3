import {
  addErrorHandler,
  getAppStatus,
  getMountedApps,
  navigateToUrl,
  registerApplication,
  triggerAppChange,
  unloadApplication,
  unregisterApplication,
} from 'single-spa';
import type { LifeCycles } from 'single-spa';
import { applicationTable, activeMainApplication } from './applicationTable';
import type { ActivityState, ApplicationDefinition } from './applicationTable';
import { loadExposedModule } from '../federation/initFederation';
import { applicationContainer, regionElement } from '../layout/regions';
import { clearPanel, showLoading, showUnavailable } from '../layout/statusPanels';
import { removeFirstScreen } from '../layout/firstScreen';

const brokenStatuses = new Set(['LOAD_ERROR', 'SKIP_BECAUSE_BROKEN']);

export interface PlatformApplicationsOptions {
  /** Custom props handed to every application (single-spa adds name, singleSpa, mountParcel). */
  readonly customProps: Record<string, unknown>;
  /** The current activity state (auth known, signed in, route app for location.pathname). */
  readonly activity: () => ActivityState;
  readonly homePath: string;
  /** Before 'Tentar novamente' loads a section again: read the manifest again and forget the remote. */
  readonly forgetRemote: (remote: string) => Promise<void>;
  /** Told each time a remote's module has loaded (which build it was is noted then). */
  readonly onRemoteLoaded?: (remote: string) => void;
}

export interface PlatformApplications {
  /** Call when the auth state changes. */
  readonly refresh: () => void;
  /** The remotes whose applications are mounted now. */
  readonly mountedRemotes: () => ReadonlySet<string>;
  /** Unloads `remote`'s applications that are not mounted: their next opening loads them again. */
  readonly unloadApplicationsOf: (remote: string) => Promise<void>;
}

/**
 * Registers every application of the table and keeps #amparo-main's root panel in step:
 * 'A carregar…' until the auth state is known or while a section loads, and the calm unavailable
 * message (with 'Tentar novamente' and 'Voltar ao início') when the active section is broken.
 * Returns `refresh`, to call when the auth state changes, and what a calm-moment update needs.
 */
export function registerPlatformApplications({
  customProps,
  activity,
  homePath,
  forgetRemote,
  onRemoteLoaded,
}: PlatformApplicationsOptions): PlatformApplications {
  const main = regionElement('main');

  const register = (definition: ApplicationDefinition) =>
    registerApplication({
      name: definition.name,
      app: () =>
        loadExposedModule<LifeCycles>(definition.remote, definition.expose).then((module) => {
          onRemoteLoaded?.(definition.remote);
          return module;
        }),
      activeWhen: () => definition.isActive(activity()),
      customProps: {
        ...customProps,
        reloadApplication: () => void retry(definition),
        domElementGetter: () => applicationContainer(definition.name, definition.region),
      },
    });

  const retry = async (definition: ApplicationDefinition) => {
    showLoading(main);
    try {
      await forgetRemote(definition.remote);
    } catch (error) {
      console.error(`Amparo: could not read the manifest again for ${definition.name}`, error);
    }
    try {
      await unregisterApplication(definition.name);
    } catch (error) {
      console.error(`Amparo: could not unload ${definition.name}`, error);
    }
    register(definition);
    await triggerAppChange();
    refresh();
  };

  const refresh = () => {
    const state = activity();
    // layout.css keeps the header's place while this is set.
    main.ownerDocument.body.toggleAttribute('data-amparo-signed-in', state.known && state.signedIn);
    if (!state.known) {
      showLoading(main);
      return;
    }
    // The login drawn from the page's HTML is for someone without a session, until the shell's login
    // takes its place (or another screen comes).
    if (state.signedIn) removeFirstScreen(main.ownerDocument);
    const definition = activeMainApplication(state);
    if (!definition) {
      removeFirstScreen(main.ownerDocument);
      clearPanel(main);
      return;
    }
    const status = getAppStatus(definition.name);
    if (status !== null && brokenStatuses.has(status)) {
      removeFirstScreen(main.ownerDocument);
      showUnavailable(main, {
        section: definition.name,
        homeHref: homePath,
        onHome: () => navigateToUrl(homePath),
        onRetry: () => void retry(definition),
      });
    } else if (status === 'MOUNTED') {
      removeFirstScreen(main.ownerDocument);
      clearPanel(main);
    } else {
      showLoading(main);
    }
  };

  applicationTable.forEach(register);
  addErrorHandler((error) => {
    console.error(`Amparo: the application '${error.appOrParcelName}' failed`, error);
    refresh();
  });
  window.addEventListener('single-spa:before-routing-event', refresh);
  window.addEventListener('single-spa:routing-event', refresh);
  const mountedRemotes = () =>
    new Set(
      getMountedApps().flatMap(
        (name) => applicationTable.find((definition) => definition.name === name)?.remote ?? [],
      ),
    );

  const unloadApplicationsOf = async (remote: string) => {
    const mounted = new Set(getMountedApps());
    await Promise.all(
      applicationTable
        .filter((definition) => definition.remote === remote && !mounted.has(definition.name))
        .filter((definition) => getAppStatus(definition.name) !== 'NOT_LOADED')
        .map((definition) => unloadApplication(definition.name)),
    );
  };

  return { refresh, mountedRemotes, unloadApplicationsOf };
}
