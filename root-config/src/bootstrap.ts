import { start, triggerAppChange } from 'single-spa';
import { matchRoute, routeContextOfAccess, sameAccess } from '@amparo/shared-machines';
import {
  fetchJson,
  parseRemotesManifest,
  parseRuntimeConfig,
  remotesManifestUrl,
  runtimeConfigUrl,
} from './config/runtimeManifest';
import { initFederation, reloadRemoteFrom } from './federation/initFederation';
import { createServices } from './services/createServices';
import { reportLocation } from './services/reportLocation';
import { registerPlatformApplications } from './applications/registerPlatformApplications';
import type { ActivityState } from './applications/applicationTable';
import { regionElement } from './layout/regions';
import { showLoading, showUnavailable } from './layout/statusPanels';

async function bootstrap(): Promise<void> {
  const main = regionElement('main');
  showLoading(main);
  const [manifest, runtime] = await Promise.all([
    fetchJson(remotesManifestUrl).then(parseRemotesManifest),
    fetchJson(runtimeConfigUrl).then(parseRuntimeConfig),
  ]);
  initFederation(manifest);
  const { services, readAccess } = createServices(runtime);

  const activity = (): ActivityState => {
    const access = readAccess();
    if (!access.known) return { known: false, signedIn: false, routeApp: null };
    const route = matchRoute(window.location.pathname, routeContextOfAccess(access));
    return { known: true, signedIn: access.signedIn, routeApp: route.app };
  };

  const { refresh } = registerPlatformApplications({
    customProps: { services },
    activity,
    homePath: '/',
    forgetRemote: async (remote) => {
      const current = parseRemotesManifest(await fetchJson(remotesManifestUrl));
      const entry = current[remote];
      if (entry) reloadRemoteFrom(remote, entry);
    },
  });

  reportLocation(services.auth, () => window.location.pathname);
  let lastAccess = readAccess();
  services.auth.subscribe(() => {
    const access = readAccess();
    if (sameAccess(access, lastAccess)) return;
    lastAccess = access;
    refresh();
    void triggerAppChange();
  });

  start({ urlRerouteOnly: true });
  refresh();
}

bootstrap().catch((error: unknown) => {
  console.error('Amparo could not start', error);
  showUnavailable(regionElement('main'), {
    section: 'platform',
    homeHref: '/',
    onHome: () => window.location.assign('/'),
    onRetry: () => window.location.reload(),
  });
});
