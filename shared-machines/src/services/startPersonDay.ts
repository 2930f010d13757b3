import { createActor } from 'xstate';
import type { DatabasePort } from '../ports/backendPorts';
import type { PendingDose } from '../domain/pendingDoses';
import type { RunningDay } from './personDay';
import { readSpeechSetting, speakAloud } from './speech';
import { provideDoseReminderEffects } from '../machines/reminders/doseReminderEffects';
import { followDayOfDoses } from '../machines/reminders/followDayOfDoses';
import { provideDoseQueueEffects } from '../machines/localCopy/doseQueueEffects';
import { waitingDoses } from '../machines/localCopy/doseQueueMachine';
import { keepFamilyDay } from '../machines/reminders/keepFamilyDay';
import { tabSnoozeStore, type SnoozeStore } from './snoozeStore';

/** Where the doses waiting to be recorded are kept (the tablet's local copy, records/localCopyDatabase). */
export interface PendingDoseKeeper {
  pendingDoses(uid: string): readonly PendingDose[];
  savePendingDoses(uid: string, doses: readonly PendingDose[]): void;
}

/** Keeps nothing beyond the page (a test, or a page without the local copy). */
export const pageOnlyDoseKeeper: PendingDoseKeeper = {
  pendingDoses: () => [],
  savePendingDoses: () => undefined,
};

/**
 * A person's day, running: the dose queue (machines/localCopy/doseQueueMachine.ts) started with what
 * the tablet kept, and the reminder machine with the tablet's effects, started with this tablet's
 * speech setting and the reminders she put off before a reload (snoozeStore.ts), and fed her data live
 * (followDayOfDoses, with the doses still waiting shown as taken), and her day as her family may see it
 * kept up to date while she shares it (keepFamilyDay). Stopping it stops all of them.
 */
export function startPersonDay(
  database: DatabasePort,
  personUid: string,
  speak: (text: string) => void = speakAloud,
  keeper: PendingDoseKeeper = pageOnlyDoseKeeper,
  now: () => number = Date.now,
  snoozes: SnoozeStore = tabSnoozeStore(),
): RunningDay {
  const queue = createActor(
    provideDoseQueueEffects(database, personUid, (doses) =>
      keeper.savePendingDoses(personUid, doses),
    ),
    { input: { queue: keeper.pendingDoses(personUid) } },
  ).start();
  const actor = createActor(
    provideDoseReminderEffects(
      (dose) => queue.send({ type: 'TAKEN', dose: { ...dose, pressedAt: now() } }),
      speak,
      (kept) => snoozes.write(personUid, kept),
    ),
    { input: { speak: readSpeechSetting(), snoozes: snoozes.read(personUid) } },
  ).start();
  const stopFollowing = followDayOfDoses(database, personUid, actor, () =>
    waitingDoses(queue.getSnapshot()),
  );
  const stopFamilyDay = keepFamilyDay(database, personUid);
  return {
    actor,
    doseQueue: queue,
    stop: () => {
      stopFollowing();
      stopFamilyDay();
      actor.stop();
      queue.stop();
    },
  };
}
