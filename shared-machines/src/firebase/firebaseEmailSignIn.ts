import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  signInWithEmailAndPassword,
  type Auth,
  type User,
} from 'firebase/auth';
import { AuthPortError, type AuthUser } from '../ports/backendPorts';
import { toAuthPortError } from './firebaseErrors';

/**
 * The part of the Firebase auth port the login needs before anything else: the auth instance and
 * the sign-in with an e-mail and a password. Kept apart from the rest of the port (Google, sign-up,
 * password changes) so that the live login drawn from the page's HTML carries only this much of the
 * SDK (mf-shell/src/login/first-screen/live/).
 */
export function createFirebaseAuth(app: FirebaseApp, emulatorUrl?: string): Auth {
  // The session survives a reload (browserLocalPersistence); where there is no browser storage the SDK keeps it in memory.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return auth;
}

export function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}

export async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAuthPortError(error);
  }
}

export function signInWithEmail(auth: Auth, email: string, password: string): Promise<AuthUser> {
  return guarded(async () => {
    try {
      return toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user);
    } catch (error) {
      // Projects with e-mail enumeration protection (and the in-memory backend) answer
      // auth/invalid-credential; the Auth emulator still tells the two causes apart: one code everywhere.
      const code = toAuthPortError(error).code;
      if (code === 'auth/wrong-password' || code === 'auth/user-not-found') {
        throw new AuthPortError(
          'auth/invalid-credential',
          'Firebase: Error (auth/invalid-credential).',
        );
      }
      throw error;
    }
  });
}
