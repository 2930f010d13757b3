import { fromPromise } from 'xstate';
import { confirmPersonPatch } from '../../domain/overviewCards';
import { DatabasePortError, type BackendPorts } from '../../ports/backendPorts';
import { personRegistrationTexts } from '../../texts/personRegistrationTexts';
import {
  personRegistrationMachine,
  type RegisterPersonInput,
  type RegisteredPerson,
} from './personRegistrationMachine';

/** The node holding the association's code, `ProBrancaSec` (readable by carers only). */
export const associationCodePath = 'ProBrancaSec';

/**
 * The registration of a new person by the carer `carerUid`, against the backend ports; `noticeVersion`
 * is the privacy notice's version the form links to, recorded with the consent.
 */
export function providePersonRegistrationEffects(
  backend: BackendPorts,
  carerUid: string,
  noticeVersion: string,
  log: (message: string, detail?: unknown) => void = console.warn,
) {
  return personRegistrationMachine.provide({
    actors: {
      registerPerson: fromPromise<RegisteredPerson, RegisterPersonInput>(async ({ input }) => {
        const associationCode = await backend.database.get(associationCodePath);
        if (typeof associationCode !== 'string' || associationCode === '')
          throw new DatabasePortError(
            'permission_denied',
            'the association code could not be read',
          );
        const { uid } = await backend.people.registerPerson({
          ...input,
          associationCode,
          carerUid,
          noticeVersion,
        });
        // She named this carer in her own session (a link still to confirm); the carer who registered
        // her confirms it at once. Should that fail, the console shows her as new until confirmed.
        await backend.database
          .update('', confirmPersonPatch(carerUid, uid))
          .catch((error: unknown) => log(personRegistrationTexts.log.notConfirmed, error));
        return { uid, name: input.name };
      }),
    },
    actions: {
      logFailure: (_, params) => log(personRegistrationTexts.log.failed, params.error),
    },
  });
}
