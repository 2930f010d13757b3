import { fromPromise } from 'xstate';
import { confirmPersonPatch, refusePersonPatch } from '../../domain/overviewCards';
import type { DatabasePort } from '../../ports/backendPorts';
import { newPersonMachine, type NewPersonInput } from './newPersonMachine';

/** The carer `carerUid` confirming or refusing a person who named her, against the database port. */
export function provideNewPersonEffects(database: DatabasePort, carerUid: string) {
  return newPersonMachine.provide({
    actors: {
      confirmPerson: fromPromise<void, NewPersonInput>(({ input }) =>
        database.update('', confirmPersonPatch(carerUid, input.personUid)),
      ),
      refusePerson: fromPromise<void, NewPersonInput>(({ input }) =>
        database.update('', refusePersonPatch(carerUid, input.personUid)),
      ),
    },
  });
}
