import { deleteApp, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import type { BackendPorts, PeoplePort } from '../ports/backendPorts';
import {
  createFirebaseAuth,
  createFirebaseAuthPort,
  type LocalGoogleAccount,
} from './firebaseAuthPort';
import { createFirebaseDatabasePort } from './firebaseDatabasePort';
import { createFirebaseUsersPort } from './firebaseUsersPort';
import { createFirebasePhotosPort } from './firebasePhotosPort';

export interface FirebaseEmulators {
  /** e.g. `http://127.0.0.1:9099` */
  readonly authUrl: string;
  readonly databaseHost: string;
  readonly databasePort: number;
  readonly firestoreHost: string;
  readonly firestorePort: number;
  /** The family photos' storage (its local stand-in), when it runs. */
  readonly storageHost?: string;
  readonly storagePort?: number;
}

export interface FirebaseRuntimeConfig {
  readonly firebase: FirebaseOptions;
  /** Local mode: the SDK talks to the local services instead of the project. */
  readonly emulators?: FirebaseEmulators;
  /** Local mode's Google account (the Auth emulator's credential flow replaces the popup). */
  readonly localGoogleAccount?: LocalGoogleAccount;
}

export type FirebaseBackend = BackendPorts & {
  readonly app: FirebaseApp;
  /** Closes the connections (tests; a page never needs it). */
  dispose(): Promise<void>;
};

let appCount = 0;

/**
 * The backend ports over the real Firebase SDK: auth at once (the session must be known before the
 * first screen), the Realtime Database and Firestore lite loaded on first use. Created once per page
 * by root-config; each call makes its own Firebase app, so tests can run several side by side.
 */
export function createFirebaseBackend(
  config: FirebaseRuntimeConfig,
  options: { readonly log?: (message: string, detail?: unknown) => void } = {},
): FirebaseBackend {
  appCount += 1;
  const app = initializeApp(config.firebase, appCount === 1 ? '[DEFAULT]' : `amparo-${appCount}`);
  const emulators = config.emulators;
  const users = createFirebaseUsersPort(
    app,
    emulators ? { host: emulators.firestoreHost, port: emulators.firestorePort } : undefined,
  );
  const database = createFirebaseDatabasePort(
    app,
    emulators ? { host: emulators.databaseHost, port: emulators.databasePort } : undefined,
  );
  const auth = createFirebaseAuthPort(createFirebaseAuth(app, emulators?.authUrl), users, {
    emulatorUrl: emulators?.authUrl,
    localGoogleAccount: config.localGoogleAccount,
    log: options.log,
  });
  const log =
    options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail ?? ''));
  // Only a carer registering someone needs it: loaded then, never by the login.
  const people: PeoplePort = {
    registerPerson: async (details) =>
      (await import('./firebasePeoplePort'))
        .createFirebasePeoplePort(config, log)
        .registerPerson(details),
  };
  // The family's photos, where the project has a storage bucket (locally: its stand-in runs).
  const photos = config.firebase.storageBucket
    ? createFirebasePhotosPort(
        app,
        emulators?.storageHost !== undefined && emulators.storagePort !== undefined
          ? { host: emulators.storageHost, port: emulators.storagePort }
          : undefined,
      )
    : undefined;
  return {
    app,
    auth,
    database,
    users,
    people,
    ...(photos ? { photos } : {}),
    dispose: () => deleteApp(app),
  };
}
