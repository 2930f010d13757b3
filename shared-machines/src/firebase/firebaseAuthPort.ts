import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithPopup,
  signOut,
  updatePassword,
  type Auth,
  type User,
} from 'firebase/auth';
import { AuthPortError, type AuthPort, type UsersPort } from '../ports/backendPorts';
import { authTexts } from '../texts/authTexts';
import { guarded, signInWithEmail, toAuthUser } from './firebaseEmailSignIn';

export { createFirebaseAuth } from './firebaseEmailSignIn';

export interface LocalGoogleAccount {
  readonly email: string;
  readonly name: string;
}

export interface AuthPortOptions {
  /** The Auth emulator's URL (`http://127.0.0.1:9099`): local mode. */
  readonly emulatorUrl?: string;
  /** Local mode's Google account, signed in with the emulator's credential flow instead of the popup. */
  readonly localGoogleAccount?: LocalGoogleAccount;
  readonly log?: (message: string, detail?: unknown) => void;
}

const DEFAULT_LOCAL_GOOGLE_ACCOUNT: LocalGoogleAccount = {
  email: 'utilizador.google@gmail.com',
  name: 'Utilizador Google',
};

/** The sign-in identifier the Auth emulator records for a local Google account. */
export function localGoogleSubject(email: string): string {
  return `local-google-${email.toLowerCase().replace(/[^a-z0-9]/g, '-')}`;
}

export function createFirebaseAuthPort(
  auth: Auth,
  users: UsersPort,
  options: AuthPortOptions = {},
): AuthPort {
  const log =
    options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail ?? ''));

  const googleSignIn = async (): Promise<User> => {
    if (options.emulatorUrl) {
      const account = options.localGoogleAccount ?? DEFAULT_LOCAL_GOOGLE_ACCOUNT;
      const claims = {
        sub: localGoogleSubject(account.email),
        email: account.email,
        name: account.name,
        email_verified: true,
      };
      return (
        await signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims)))
      ).user;
    }
    return (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver))
      .user;
  };

  return {
    onAuthStateChanged(listener) {
      return onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null));
    },

    signInWithEmail: (email, password) => signInWithEmail(auth, email, password),

    signUpWithEmail: (name, email, password) =>
      guarded(async () => {
        const { user } = await createUserWithEmailAndPassword(auth, email, password);
        try {
          await users.add({
            uid: user.uid,
            name,
            authProvider: 'local',
            email: user.email ?? email,
          });
        } catch (error) {
          // The account exists and is signed in; the users document is its record only: log, do not undo.
          log(authTexts.log.userRecordNotSaved, error);
        }
        return toAuthUser(user);
      }),

    signInWithGoogle: () =>
      guarded(async () => {
        const user = await googleSignIn();
        if ((await users.findByUid(user.uid)) === null) {
          await users.add({
            uid: user.uid,
            name: user.displayName ?? '',
            authProvider: 'google',
            email: user.email ?? '',
          });
        }
        return toAuthUser(user);
      }),

    sendPasswordReset: (email) => guarded(() => sendPasswordResetEmail(auth, email)),

    updatePassword: (newPassword) =>
      guarded(async () => {
        const user = auth.currentUser;
        if (!user) throw new AuthPortError('auth/null-user', 'Firebase: Error (auth/null-user).');
        await updatePassword(user, newPassword);
      }),

    signOut: () => guarded(() => signOut(auth)),
  };
}
