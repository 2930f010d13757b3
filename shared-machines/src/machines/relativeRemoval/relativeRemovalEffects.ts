import { fromPromise } from 'xstate';
import type { DatabasePort } from '../../ports/backendPorts';
import { removeRelativePatch } from '../../domain/familyCircle';
import { relativeRemovalMachine } from './relativeRemovalMachine';

/** The removal against the database: one update at the root (removeRelativePatch). */
export function provideRelativeRemovalEffects(database: DatabasePort) {
  return relativeRemovalMachine.provide({
    actors: {
      removeRelative: fromPromise<
        void,
        { readonly personUid: string; readonly relativeUid: string }
      >(({ input }) =>
        database.update('', removeRelativePatch(input.personUid, input.relativeUid)),
      ),
    },
  });
}
