import { fromPromise } from 'xstate';
import { membershipPatch } from '../../domain/account';
import { consentEntryPath, consentRecord } from '../../domain/consent';
import { newPushKey } from '../../domain/pushKeys';
import { isValidKey } from '../../domain/rtdbKeys';
import { emptySummary, summaryPath } from '../../domain/summaryLayout';
import type { AuthUser, BackendPorts } from '../../ports/backendPorts';
import { authTexts } from '../../texts/authTexts';
import { registrationMachine, type SignUpInput } from './registrationMachine';

/**
 * Where an association's code is checked, `registrationCodes/{code}` (the code itself is `ProBrancaSec`):
 * readable one by one, never listed (database.rules.json).
 */
export function associationCodeEntryPath(associationCode: string): string {
  return `registrationCodes/${associationCode}`;
}

/**
 * The registration machine against the backend ports. An association's code that is not a valid key is
 * simply not a valid code. `noticeVersion` is the privacy notice's version the form links to, recorded with the consent.
 */
export function provideRegistrationEffects(
  backend: BackendPorts,
  noticeVersion: string,
  log: (message: string, detail?: unknown) => void = console.warn,
) {
  return registrationMachine.provide({
    actors: {
      checkAssociationCode: fromPromise<boolean, { readonly associationCode: string }>(
        async ({ input }) => {
          if (!isValidKey(input.associationCode)) return false;
          return (
            (await backend.database.get(associationCodeEntryPath(input.associationCode))) === true
          );
        },
      ),
      // The account, then (as the new person) the membership with the association's code — the rules
      // check it at this write — and, once she is a member, her consent, recorded by herself, and her
      // empty summary (so a carer's console counts her at once; a refused summary fails no
      // registration: the carers' list screens repair a count).
      signUp: fromPromise<AuthUser, SignUpInput>(async ({ input }) => {
        const user = await backend.auth.signUpWithEmail(input.name, input.email, input.password);
        await backend.database.update(
          '',
          membershipPatch(user.uid, input.name, input.associationCode),
        );
        await backend.database.set(
          consentEntryPath(user.uid, newPushKey()),
          consentRecord(input.consent, noticeVersion, user.uid),
        );
        await backend.database
          .set(summaryPath(user.uid), emptySummary())
          .catch((error: unknown) => log(authTexts.log.summaryNotSaved, error));
        return user;
      }),
    },
    actions: {
      logFailure: (_, params) => log(authTexts.log.registrationFailed, params.error),
    },
  });
}
