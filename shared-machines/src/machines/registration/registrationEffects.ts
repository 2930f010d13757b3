import { fromPromise } from 'xstate';
import { isValidKey } from '../../domain/rtdbKeys';
import type { AuthUser, BackendPorts } from '../../ports/backendPorts';
import { registrationMachine, type RegistrationDetails } from './registrationMachine';

/** Where a registration code is checked: readable one by one, never listed (database.rules.json). */
export function registrationCodePath(suffix: string): string {
  return `registrationCodes/${suffix}`;
}

/** The registration machine against the backend ports. A suffix that is not a valid key is simply not a code. */
export function provideRegistrationEffects(backend: BackendPorts, log: (message: string, detail?: unknown) => void = console.warn) {
  return registrationMachine.provide({
    actors: {
      checkRegistrationCode: fromPromise<boolean, { readonly suffix: string }>(async ({ input }) => {
        if (!isValidKey(input.suffix)) return false;
        return (await backend.database.get(registrationCodePath(input.suffix))) === true;
      }),
      signUp: fromPromise<AuthUser, RegistrationDetails>(({ input }) => backend.auth.signUpWithEmail(input.name, input.email, input.password)),
    },
    actions: {
      logFailure: (_, params) => log('Falha no registo.', params.error),
    },
  });
}
