import type { DatabasePort } from '../../ports/backendPorts';
import { readMedications } from '../../records/readRecords';
import { dosesTakenPath, listPath } from '../../domain/recordTypes';
import { readMemberSince, readTakenDoses, type TakenDoses } from '../../domain/doseSchedule';
import {
  doseCorrectionsPath,
  readDayCorrections,
  takenWithoutCorrected,
  type DayCorrections,
} from '../../domain/doseCorrections';
import { memberPath } from '../../domain/account';
import { takenWithPending, type PendingDose } from '../../domain/pendingDoses';
import type { DoseReminderActorRef } from './doseReminderMachine';

/**
 * Feeds a dose-reminder actor the person's data, live: her medicines, when her days on the platform
 * began (`members/{uid}/since`, readable by her and her carers), and the doses taken on the actor's
 * day (`tomas/{date}`) less those a carer corrected as not taken (`tomasCorrigidas/{date}`,
 * domain/doseCorrections.ts), which are sent as closed (shown not taken, never reminded: the rules keep
 * the first record, so TAKE could not record them again), following it to the next day at
 * midnight. Returns the unsubscribe.
 * The day's doses are sent once both have come; corrections that cannot be read count as none.
 * Should `since` not be readable, it counts as unknown (no limit) rather than holding the day back.
 * The doses `waiting` to be recorded (pressed on this tablet, possibly before a reload without
 * network) count as taken (domain/pendingDoses' takenWithPending).
 */
export function followDayOfDoses(
  database: DatabasePort,
  uid: string,
  actor: DoseReminderActorRef,
  waiting: () => readonly PendingDose[] = () => [],
): () => void {
  const stopMedicines = database.subscribe(listPath(uid, 'medication'), (value) =>
    actor.send({ type: 'MEDICINES', medicines: readMedications(value) }),
  );
  const stopMemberSince = database.subscribe(
    `${memberPath(uid)}/since`,
    (value) => actor.send({ type: 'MEMBER_SINCE', since: readMemberSince(value) }),
    () => actor.send({ type: 'MEMBER_SINCE', since: null }),
  );
  let date: string | null = null;
  let stopTaken: () => void = () => undefined;
  const followDate = () => {
    const current = actor.getSnapshot().context.date;
    if (current === date) return;
    date = current;
    stopTaken();
    let taken: TakenDoses | null = null;
    let corrections: DayCorrections | null = null;
    const send = () => {
      if (taken !== null && corrections !== null)
        actor.send({
          type: 'TAKEN_DOSES',
          date: current,
          taken: takenWithPending(takenWithoutCorrected(taken, corrections), waiting(), current),
          // Closed for the day: not taken, and never reminded (it cannot be recorded again).
          corrected: corrections,
        });
    };
    const stopDoses = database.subscribe(dosesTakenPath(uid, current), (value) => {
      taken = readTakenDoses(value);
      send();
    });
    const stopCorrections = database.subscribe(
      doseCorrectionsPath(uid, current),
      (value) => {
        corrections = readDayCorrections(value);
        send();
      },
      () => {
        corrections = {};
        send();
      },
    );
    stopTaken = () => {
      stopCorrections();
      stopDoses();
    };
  };
  followDate();
  const subscription = actor.subscribe(followDate);
  return () => {
    subscription.unsubscribe();
    stopTaken();
    stopMemberSince();
    stopMedicines();
  };
}
