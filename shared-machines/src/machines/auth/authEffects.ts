import { fromCallback, fromPromise } from 'xstate';
import type { AuthUser, BackendPorts } from '../../ports/backendPorts';
import { authMachine, type AuthEvent } from './authMachine';

/** The database node holding the secret code (SPEC.md §3). */
export const SECRET_PATH = 'ProBrancaSec';

export interface AuthEffectOptions {
  /** After a sign-out the person chose (root-config: go to the association's public site). */
  readonly leaveAfterSignOut?: () => void;
  /** The spec logs the password-change result only. */
  readonly log?: (message: string, detail?: unknown) => void;
}

/** The auth machine with its effects running against the backend ports. */
export function provideAuthEffects(backend: BackendPorts, options: AuthEffectOptions = {}) {
  const log = options.log ?? ((message: string, detail?: unknown) => console.info(message, detail ?? ''));
  return authMachine.provide({
    actors: {
      observeAuth: fromCallback<AuthEvent>(({ sendBack }) =>
        backend.auth.onAuthStateChanged((user) => sendBack({ type: 'AUTH.CHANGED', user })),
      ),
      loadSecret: fromPromise<string | null, { readonly uid: string }>(async () => {
        const value = await backend.database.get(SECRET_PATH);
        return typeof value === 'string' && value !== '' ? value : null;
      }),
      signInWithGoogle: fromPromise<AuthUser, void>(() => backend.auth.signInWithGoogle()),
      sendPasswordReset: fromPromise<void, { readonly email: string }>(({ input }) => backend.auth.sendPasswordReset(input.email)),
      updatePassword: fromPromise<void, { readonly password: string }>(({ input }) => backend.auth.updatePassword(input.password)),
      signOut: fromPromise<void, void>(() => backend.auth.signOut()),
    },
    actions: {
      leaveAfterSignOut: () => options.leaveAfterSignOut?.(),
      logPasswordUpdate: (_, params) => {
        if (params.ok) log('Palavra-passe alterada.');
        else log('Não foi possível alterar a palavra-passe.', params.error);
      },
    },
  });
}
