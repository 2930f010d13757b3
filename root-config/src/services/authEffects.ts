import { fromCallback, fromPromise } from 'xstate';
import { authMachine } from '@amparo/shared-machines';
import type { AssociationConfig, AuthUser, BackendPorts } from '@amparo/shared-machines';

/** The path of the secret code in the Realtime Database (SPEC §7). */
export const secretPath = 'ProBrancaSec';

/**
 * The auth machine with the backend's effects: the identity service's reports become AUTH.CHANGED,
 * the secret is read from ProBrancaSec, and after signing out the person goes to the association's
 * public site (SPEC: Logout).
 */
export function provideAuthEffects(backend: BackendPorts, association: AssociationConfig, leave: (url: string) => void) {
  return authMachine.provide({
    actors: {
      observeAuth: fromCallback(({ sendBack }) =>
        backend.auth.onAuthStateChanged((user: AuthUser | null) => sendBack({ type: 'AUTH.CHANGED', user })),
      ),
      loadSecret: fromPromise(async () => {
        const value = await backend.database.get(secretPath);
        return typeof value === 'string' && value !== '' ? value : null;
      }),
      signInWithGoogle: fromPromise(() => backend.auth.signInWithGoogle()),
      sendPasswordReset: fromPromise(({ input }: { input: { readonly email: string } }) => backend.auth.sendPasswordReset(input.email)),
      updatePassword: fromPromise(({ input }: { input: { readonly password: string } }) => backend.auth.updatePassword(input.password)),
      signOut: fromPromise(() => backend.auth.signOut()),
    },
    actions: {
      leaveAfterSignOut: () => leave(association.publicSiteUrl),
      logPasswordUpdate: (_, params: { readonly ok: boolean; readonly error?: unknown }) => {
        if (params.ok) console.info('Amparo: password updated');
        else console.error('Amparo: password update failed', params.error);
      },
    },
  });
}
