import { start, triggerAppChange } from 'single-spa';
import { sameAccess, yieldToMain } from '@amparo/shared-machines';
import {
  fetchJson,
  parseRemotesManifest,
  parseRuntimeConfig,
  remotesManifestUrl,
  runtimeConfigUrl,
} from './config/runtimeManifest';
import { initFederation, loadExposedModule, reloadRemoteFrom } from './federation/initFederation';
import { createSectionUpdates } from './federation/sectionUpdates';
import { createSectionPrefetch, whenIdleAfter } from './federation/sectionPrefetch';
import { preloadEntry } from './federation/entryPreload';
import { pageAllowsSection } from './federation/pagePolicy';
import { createServices } from './services/createServices';
import { reportLocation } from './services/reportLocation';
import { replaceAddressAfterSignIn } from './services/replaceAddressAfterSignIn';
import { registerPlatformApplications } from './applications/registerPlatformApplications';
import { applicationTable } from './applications/applicationTable';
import type { ActivityState } from './applications/applicationTable';
import { regionElement } from './layout/regions';
import { showLoading, showUnavailable } from './layout/statusPanels';
import {
  beganOnDrawnLogin,
  noteSignedIn,
  removeFirstScreen,
  takeOverFromLiveLogin,
} from './layout/firstScreen';
import { registerServiceWorker } from './serviceWorker/registerServiceWorker';

/** The service worker is registered this long after the first screen came, the tablet idle. */
const serviceWorkerDelayMs = 1_000;
import { startVitalsAfterFirstScreen } from './vitals/startVitals';

/** Where a new build of a section may be picked up: no form and no game is open there. */
const calmScreens: ReadonlySet<string> = new Set(['home', 'carerConsole']);
const openDialogSelector = 'dialog[open], [role="dialog"], [role="alertdialog"]';

/** The sections home's tiles open, fetched ahead while home is idle (sectionPrefetch.ts). */
const homeTileApps: ReadonlySet<string> = new Set(['calls', 'health', 'games']);

/** What identifies the file at `entry` now: its ETag, else its Last-Modified (cross-origin). */
async function entryVersion(entry: string): Promise<string | null> {
  const response = await fetch(entry, { method: 'HEAD', cache: 'no-cache' });
  if (!response.ok) return null;
  return response.headers.get('etag') ?? response.headers.get('last-modified');
}

function warmFirstScreen(): void {
  const shell = applicationTable.find((definition) => definition.name === 'shell');
  if (shell) void loadExposedModule(shell.remote, shell.expose).catch(() => undefined);
}

async function bootstrap(): Promise<void> {
  const firstScreenWasLogin = beganOnDrawnLogin();
  const main = regionElement('main');
  showLoading(main);
  const [manifest, runtime] = await Promise.all([
    fetchJson(remotesManifestUrl).then(parseRemotesManifest),
    fetchJson(runtimeConfigUrl).then(parseRuntimeConfig),
  ]);
  // Start-up in short tasks (docs/performance.md): each step below ends its task (yieldToMain), so a
  // tap or a paint due meanwhile comes in between.
  initFederation(manifest);
  await yieldToMain();
  // The shell draws the first screen (the login, or home and the header): its code is fetched now,
  // while Firebase reads the saved session, instead of after it.
  warmFirstScreen();
  // A sign-in the live drawn login started ends first: the backend then reads its session.
  await takeOverFromLiveLogin();
  await yieldToMain();
  const firstScreenDrawn = new Promise<void>((resolve) =>
    window.addEventListener('single-spa:first-mount', () => resolve(), { once: true }),
  );
  const { services, readAccess } = createServices(runtime, {
    afterFirstScreen: async () => {
      await firstScreenDrawn;
      await yieldToMain();
    },
  });
  await yieldToMain();

  // Every application's activeWhen reads the one route answer (computed once per address or session).
  const activity = (): ActivityState => {
    const { access, match } = services.route.current();
    if (!access.known) return { known: false, signedIn: false, routeApp: null };
    return { known: true, signedIn: access.signedIn, routeApp: match.app };
  };

  const readManifest = async () => parseRemotesManifest(await fetchJson(remotesManifestUrl));
  // The effects reach the applications only when a calm moment comes, after both exist.
  const sectionUpdates = createSectionUpdates(manifest, {
    fetchManifest: readManifest,
    fetchEntryVersion: entryVersion,
    forgetRemote: async (remote, entry) => {
      reloadRemoteFrom(remote, entry);
      await applications.unloadApplicationsOf(remote);
    },
    reloadPage: () => window.location.reload(),
    mountedRemotes: () => applications.mountedRemotes(),
    dialogOpen: () => document.querySelector(openDialogSelector) !== null,
    pageAllows: (entry) => pageAllowsSection(entry),
  });
  const applications = registerPlatformApplications({
    customProps: { services },
    activity,
    homePath: '/',
    forgetRemote: async (remote) => {
      const entry = (await readManifest())[remote];
      if (!entry) return;
      // Moved to an origin this page's policy does not allow: only a page served afresh may load it.
      // 'Tentar novamente' was pressed on the calm message: nothing is in the middle of anything.
      if (!pageAllowsSection(entry)) {
        window.location.reload();
        await new Promise<never>(() => undefined);
      }
      reloadRemoteFrom(remote, entry);
    },
    onRemoteLoaded: (remote) => void sectionUpdates.recordLoaded(remote),
  });
  const { refresh } = applications;
  await yieldToMain();
  const homeSections = applicationTable.filter((app) => homeTileApps.has(app.name));
  const prefetchHomeSections = createSectionPrefetch({
    remotes: homeSections.map((definition) => definition.remote),
    // Once home is drawn: its own code comes first on a slow line.
    fetchEntry: (remote) => {
      const entry = manifest[remote];
      if (entry && pageAllowsSection(entry))
        void firstScreenDrawn.then(() => preloadEntry(document, entry));
    },
    load: async (remote) => {
      const definition = homeSections.find((app) => app.remote === remote);
      if (definition) await loadExposedModule(definition.remote, definition.expose);
    },
    onFetched: (remote) => void sectionUpdates.recordLoaded(remote),
    onFailed: async (remote) => {
      const entry = (await readManifest().catch(() => manifest))[remote];
      if (entry && pageAllowsSection(entry)) reloadRemoteFrom(remote, entry);
    },
    whenIdleAfter,
  });
  // Arriving at a calm screen from another one (not the page's first screen) picks up new builds.
  let previousScreen: string | null = null;
  window.addEventListener('single-spa:routing-event', () => {
    const { access, match } = services.route.current();
    if (!access.known || !access.signedIn) return;
    const { screen } = match;
    const arrived = previousScreen !== null && previousScreen !== screen;
    previousScreen = screen;
    if (arrived && calmScreens.has(screen)) void sectionUpdates.checkAtCalmMoment();
    if (screen === 'home') prefetchHomeSections();
  });

  // The tablets' figures (web vitals), fetched once the first screen works (vitals/startVitals.ts).
  startVitalsAfterFirstScreen({
    onFirstMount: (listener) => void firstScreenDrawn.then(listener),
    whenIdleAfter,
    beganOnDrawnLogin: firstScreenWasLogin,
    currentScreen: () => services.route.current().match.screen,
    start: async (screen) => {
      const { measureVitals } = await import('./vitals/measureVitals');
      measureVitals({ screen, services, readAccess });
    },
  });

  reportLocation(services.auth, () => window.location.pathname);
  // Signed in at '/login': the address becomes the screen's ('/', '/pessoas', '/familia').
  replaceAddressAfterSignIn(services.route);
  let lastAccess = readAccess();
  if (lastAccess.known) noteSignedIn(() => window.localStorage, lastAccess.signedIn);
  services.auth.subscribe(() => {
    const access = readAccess();
    if (sameAccess(access, lastAccess)) return;
    lastAccess = access;
    if (access.known) noteSignedIn(() => window.localStorage, access.signedIn);
    refresh();
    void triggerAppChange();
  });

  await yieldToMain();
  start({ urlRerouteOnly: true });
  refresh();
  whenIdleAfter(serviceWorkerDelayMs, () => void registerServiceWorker());
}

bootstrap().catch((error: unknown) => {
  console.error('Amparo could not start', error);
  removeFirstScreen();
  showUnavailable(regionElement('main'), {
    section: 'platform',
    homeHref: '/',
    onHome: () => window.location.assign('/'),
    onRetry: () => window.location.reload(),
  });
});
