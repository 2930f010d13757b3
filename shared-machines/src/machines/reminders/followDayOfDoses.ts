import type { DatabasePort } from '../../ports/backendPorts';
import { readMedications } from '../../records/readRecords';
import { dosesTakenPath, listPath } from '../../domain/recordTypes';
import { readTakenDoses } from '../../domain/doseSchedule';
import type { DoseReminderActorRef } from './doseReminderMachine';

/**
 * Feeds a dose-reminder actor the person's data, live: her medicines, and the doses taken on the
 * actor's day (`tomas/{date}`), following it to the next day at midnight. Returns the unsubscribe.
 */
export function followDayOfDoses(
  database: DatabasePort,
  uid: string,
  actor: DoseReminderActorRef,
): () => void {
  const stopMedicines = database.subscribe(listPath(uid, 'medication'), (value) =>
    actor.send({ type: 'MEDICINES', medicines: readMedications(value) }),
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
    stopMedicines();
  };
}
