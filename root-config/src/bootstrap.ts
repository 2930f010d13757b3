import { start, triggerAppChange } from 'single-spa';
import { matchRoute } from '@amparo/shared-machines';
import { cameThroughSecret, keepAdminSession } from './services/adminSession';
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
  const { services, readAuth: readSession } = createServices(runtime);
  // The carers' area is open when the machine says so, or already when an address of this tab carried
  // the secret (the machine hears of it a moment later, through ADMIN.RESTORE).
  const readAuth = () => {
    const view = readSession();
    return view.adminAllowed || !view.signedIn ? view : { ...view, adminAllowed: cameThroughSecret(window.sessionStorage, view.secret) };
  };

  const activity = (): ActivityState => {
    const auth = readAuth();
    if (!auth.known) return { known: false, signedIn: false, routeApp: null };
    const route = matchRoute(window.location.pathname, { signedIn: auth.signedIn, secret: auth.secret, adminAllowed: auth.adminAllowed });
    return { known: true, signedIn: auth.signedIn, routeApp: route.app };
  };

  const { refresh } = registerPlatformApplications({ customProps: { services }, activity, homePath: '/' });

  // A carers' address in a session the carers' area is closed to goes home, for every application
  // alike (issue 7): the address itself changes, so no micro-frontend can disagree about the screen.
  const leaveClosedCarersArea = () => {
    const auth = readAuth();
    if (!auth.known || !auth.signedIn || auth.adminAllowed) return;
    const context = { signedIn: true, secret: auth.secret };
    if (matchRoute(window.location.pathname, { ...context, adminAllowed: true }).app === 'admin') {
      window.history.replaceState(null, '', '/');
    }
  };
  window.addEventListener('single-spa:routing-event', leaveClosedCarersArea);

  keepAdminSession(services.auth, window.sessionStorage, () => window.location.pathname);
  let lastAuth = readAuth();
  services.auth.subscribe(() => {
    const auth = readAuth();
    if (sameAuthView(auth, lastAuth)) return;
    lastAuth = auth;
    leaveClosedCarersArea();
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
