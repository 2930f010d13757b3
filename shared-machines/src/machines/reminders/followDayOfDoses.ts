import type { DatabasePort } from '../../ports/backendPorts';
import { readMedications } from '../../records/readRecords';
import { dosesTakenPath, listPath } from '../../domain/recordTypes';
import { readMemberSince, readTakenDoses } from '../../domain/doseSchedule';
import { memberPath } from '../../domain/account';
import type { DoseReminderActorRef } from './doseReminderMachine';

/**
 * Feeds a dose-reminder actor the person's data, live: her medicines, when her days on the platform
 * began (`members/{uid}/since`, readable by her and her carers), and the doses taken on the actor's
 * day (`tomas/{date}`), following it to the next day at midnight. Returns the unsubscribe.
 * Should `since` not be readable, it counts as unknown (no limit) rather than holding the day back.
 */
export function followDayOfDoses(
  database: DatabasePort,
  uid: string,
  actor: DoseReminderActorRef,
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
    stopTaken = database.subscribe(dosesTakenPath(uid, current), (value) =>
      actor.send({ type: 'TAKEN_DOSES', date: current, taken: readTakenDoses(value) }),
    );
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
