import { deleteApp, initializeApp } from 'firebase/app';
import type { AuthUser } from '../ports/backendPorts';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { createFirebaseAuth, signInWithEmail } from './firebaseEmailSignIn';

export interface EmailSignIn {
  readonly signInWithEmail: (email: string, password: string) => Promise<AuthUser>;
  /** Lets the Firebase app go: the root's own backend reads the session from the browser's storage. */
  readonly dispose: () => Promise<void>;
}

/**
 * A Firebase app that only signs in with an e-mail and a password, for the live login drawn from the
 * page's HTML (mf-shell/src/login/first-screen/live/), before the root and its backend have come.
 * The session it opens is kept where the root's backend reads it when it starts
 * (browserLocalPersistence, createFirebaseAuth): the root waits until no sign-in of this one is under
 * way before creating its backend.
 */
export function startEmailSignIn(config: RuntimeConfig): EmailSignIn {
  // The default app's name, as the root's backend (createFirebaseBackend): the SDK keeps the session
  // under a key naming the app, which the root's backend reads. The live login's bundle carries its
  // own copy of the SDK: this app never meets the root's.
  const app = initializeApp(config.firebase);
  const auth = createFirebaseAuth(app, config.emulators?.authUrl);
  return {
    signInWithEmail: (email, password) => signInWithEmail(auth, email, password),
    dispose: () => deleteApp(app),
  };
}
