import { start, triggerAppChange } from 'single-spa';
import { matchRoute } from '@amparo/shared-machines';
import { fetchJson, parseRemotesManifest, parseRuntimeConfig, remotesManifestUrl, runtimeConfigUrl } from './config/runtimeManifest';
import { initFederation } from './federation/initFederation';
import { createServices } from './services/createServices';
import { sameAuthView } from './services/authView';
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
  const { services, readAuth } = createServices(runtime);

  const activity = (): ActivityState => {
    const auth = readAuth();
    if (!auth.known) return { known: false, signedIn: false, routeApp: null };
    const route = matchRoute(window.location.pathname, { signedIn: auth.signedIn, secret: auth.secret });
    return { known: true, signedIn: auth.signedIn, routeApp: route.app };
  };

  const { refresh } = registerPlatformApplications({ customProps: { services }, activity, homePath: '/' });

  let lastAuth = readAuth();
  services.auth.subscribe(() => {
    const auth = readAuth();
    if (sameAuthView(auth, lastAuth)) return;
    lastAuth = auth;
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
