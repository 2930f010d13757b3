import { createActor } from 'xstate';
import { navigateToUrl } from 'single-spa';
import {
  browserRouteAnswers,
  accessOf,
  followPersonDay,
  sessionOf,
  createLocalCopy,
  followLocalCopy,
  defaultAssociationConfig,
  provideAuthEffects,
  provideConnectionEffects,
  provideWakeLockEffects,
} from '@amparo/shared-machines';
import type { AppServices, SessionAccess } from '@amparo/shared-machines';
import {
  createFirebaseBackend,
  createIndexedDbLocalCopyStore,
} from '@amparo/shared-machines/firebase';
import type { RuntimeConfig } from '../config/runtimeManifest';
import { watchConnectionWhileSignedIn } from './connectionWhileSignedIn';
import { leaveAfterSignOut } from './leaveAfterSignOut';
import { keepScreenOnForPerson } from './screenOnForPerson';

export interface ServicesTiming {
  /**
   * Settles once the page's first screen is drawn (the first application mounted) and a task has
   * passed: the person's day (its code, her reminders' machines, the association's calendar) starts
   * only then, so home's greeting does not wait for it (docs/performance.md: Startup in short tasks).
   */
  readonly afterFirstScreen: () => Promise<void>;
}

/**
 * The services of the page, created ONCE and handed to every application as custom props: the
 * Firebase backend (local emulators or a real project, per amparo-runtime.json), the running auth
 * actor, the connection actor (watching while signed in), the wake lock actor (the screen kept on
 * while a person is signed in, screenOnForPerson.ts), the signed-in person's day (her doses and
 * reminders, shared-machines/src/services/personDay.ts), her last known day kept on the tablet
 * (shared-machines/src/records/localCopyDatabase.ts: the database every application reads goes through
 * it), the association's configuration and in-platform navigation. The auth actor decides what the session may open; the root only reads it
 * (`readAccess`).
 */
export function createServices(
  runtime: RuntimeConfig,
  timing: ServicesTiming,
): {
  services: AppServices;
  readAccess: () => SessionAccess;
} {
  const firebase = createFirebaseBackend(runtime);
  // The person's last known day, kept on the tablet: every application reads through it.
  const localCopy = createLocalCopy(firebase.database, createIndexedDbLocalCopyStore());
  const backend = { ...firebase, database: localCopy.database };
  const association = defaultAssociationConfig;
  const auth = createActor(
    provideAuthEffects(backend, {
      leaveAfterSignOut: () =>
        leaveAfterSignOut(association, {
          navigate: navigateToUrl,
          leave: (url) => window.location.assign(url),
        }),
      storage: window.sessionStorage,
    }),
  ).start();
  const connection = createActor(provideConnectionEffects(backend.database)).start();
  watchConnectionWhileSignedIn(auth, connection);
  followLocalCopy(auth, localCopy);
  const screenOn = provideWakeLockEffects();
  const wakeLock = createActor(screenOn.machine, { input: screenOn.input }).start();
  keepScreenOnForPerson(auth, wakeLock);
  const services: AppServices = {
    backend,
    auth,
    connection,
    wakeLock,
    association,
    navigate: (path: string) => navigateToUrl(path),
    route: browserRouteAnswers(auth),
    // Loaded once a person has signed in and the first screen is drawn: not on the login's path, nor before home.
    day: followPersonDay(sessionOf(auth), async (personUid) => {
      await timing.afterFirstScreen();
      const { startPersonDay } = await import('@amparo/shared-machines/patient');
      // Her doses still waiting to be recorded come from the copy: read before the day starts.
      await localCopy.whenLoaded();
      return startPersonDay(backend.database, personUid, undefined, localCopy);
    }),
    localCopy,
  };
  return { services, readAccess: () => accessOf(auth.getSnapshot()) };
}
