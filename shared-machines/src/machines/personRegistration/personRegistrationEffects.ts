import { fromPromise } from 'xstate';
import { confirmPersonPatch } from '../../domain/overviewCards';
import { DatabasePortError, type BackendPorts } from '../../ports/backendPorts';
import {
  personRegistrationMachine,
  type RegisterPersonInput,
  type RegisteredPerson,
} from './personRegistrationMachine';

/** The node holding the association's registration code (readable by carers only). */
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
        const code = await backend.database.get(associationCodePath);
        if (typeof code !== 'string' || code === '')
          throw new DatabasePortError(
            'permission_denied',
            'the association code could not be read',
          );
        const { uid } = await backend.people.registerPerson({
          ...input,
          code,
          carerUid,
          noticeVersion,
        });
        // She named this carer in her own session (a link still to confirm); the carer who registered
        // her confirms it at once. Should that fail, the console shows her as new until confirmed.
        await backend.database
          .update('', confirmPersonPatch(carerUid, uid))
          .catch((error: unknown) => log('Não foi possível confirmar a nova pessoa.', error));
        return { uid, name: input.name };
      }),
    },
    actions: {
      logFailure: (_, params) => log('Falha no registo de uma nova pessoa.', params.error),
    },
  });
}
