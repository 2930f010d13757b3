import { createActor } from 'xstate';
import { navigateToUrl } from 'single-spa';
import { defaultAssociationConfig, provideAuthEffects, provideConnectionEffects } from '@amparo/shared-machines';
import type { AppServices } from '@amparo/shared-machines';
import { createFirebaseBackend } from '@amparo/shared-machines/firebase';
import type { RuntimeConfig } from '../config/runtimeManifest';
import { readAuthView } from './authView';
import { watchConnectionWhileSignedIn } from './connectionWhileSignedIn';
import type { AuthView } from './authView';

/**
 * The services of the page, created ONCE and handed to every application as custom props: the
 * Firebase backend (local emulators or a real project, per amparo-runtime.json), the running auth
 * actor, the connection actor (watching while signed in), the association's configuration and
 * in-platform navigation.
 */
export function createServices(runtime: RuntimeConfig): { services: AppServices; readAuth: () => AuthView } {
  const backend = createFirebaseBackend(runtime);
  const association = defaultAssociationConfig;
  const auth = createActor(
    provideAuthEffects(backend, { leaveAfterSignOut: () => window.location.assign(association.publicSiteUrl) }),
  ).start();
  const connection = createActor(provideConnectionEffects(backend.database)).start();
  watchConnectionWhileSignedIn(auth, connection);
  const services: AppServices = {
    backend,
    auth,
    connection,
    association,
    navigate: (path: string) => navigateToUrl(path),
  };
  return { services, readAuth: () => readAuthView(auth.getSnapshot()) };
}
