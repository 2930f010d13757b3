import { fromPromise } from 'xstate';
import { serverTimestamp } from '../../domain/account';
import { doseTakenField, doseTakenPath } from '../../domain/recordTypes';
import type { PendingDose } from '../../domain/pendingDoses';
import { DatabasePortError, type DatabasePort } from '../../ports/backendPorts';
import { createCardMirror } from '../../records/cardMirror';
import { doseQueueMachine, type RecordOutcome } from './doseQueueMachine';

function refused(error: unknown): boolean {
  return error instanceof DatabasePortError && error.code === 'permission_denied';
}

/**
 * The dose queue with the tablet's effects. A dose is written once at
 * `tomas/{date}/{medicine}/{HHMM}` with the time it was pressed (the rules take a time of that day,
 * not after the server's: database.rules.json). Should the rules refuse it, it is tried once more
 * with the server's time (a tablet whose clock runs ahead); refused again, the dose was recorded
 * already (the rules keep the first record) or its day is over: 'refused'. Once recorded it is copied
 * onto her cards in her carers' consoles (not waited for). `keep` stores the queue on the tablet.
 */
export function provideDoseQueueEffects(
  database: DatabasePort,
  uid: string,
  keep: (queue: readonly PendingDose[]) => void,
) {
  const copyToCards = createCardMirror(database, uid);
  const write = async (dose: PendingDose, value: unknown) => {
    await database.set(doseTakenPath(uid, dose.date, dose.medicineKey, dose.doseKey), value);
    copyToCards({
      [doseTakenField(dose.date, dose.medicineKey, dose.doseKey)]: value,
    }).catch(() => undefined);
  };
  return doseQueueMachine.provide({
    actors: {
      recordPendingDose: fromPromise<RecordOutcome, PendingDose>(async ({ input }) => {
        try {
          await write(input, input.pressedAt);
          return 'recorded';
        } catch (error) {
          if (!refused(error)) throw error;
        }
        try {
          await write(input, serverTimestamp);
          return 'recorded';
        } catch (error) {
          if (refused(error)) return 'refused';
          throw error;
        }
      }),
    },
    actions: {
      keepQueue: (_, params) => keep(params.queue),
    },
  });
}
