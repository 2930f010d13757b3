import { fromPromise } from 'xstate';
import type { AuthPort, AuthUser } from '../../ports/backendPorts';
import { authTexts } from '../../texts/authTexts';
import { loginMachine, type LoginCredentials } from './loginMachine';

/**
 * The login machine signing in through the backend's auth port (the whole backend, or the live login's
 * e-mail sign-in alone); failures are logged (docs/product.md: Failures: what is said and what is logged).
 */
export function provideLoginEffects(
  backend: { readonly auth: Pick<AuthPort, 'signInWithEmail'> },
  log: (message: string, detail?: unknown) => void = console.warn,
) {
  return loginMachine.provide({
    actors: {
      signIn: fromPromise<AuthUser, LoginCredentials>(({ input }) =>
        backend.auth.signInWithEmail(input.email, input.password),
      ),
    },
    actions: {
      logFailure: (_, params) => log(authTexts.log.loginFailed, params.error),
    },
  });
}
