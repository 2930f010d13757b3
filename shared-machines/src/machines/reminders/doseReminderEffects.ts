import { fromPromise } from 'xstate';
import { serverTimestamp } from '../../domain/account';
import { doseTakenField, doseTakenPath } from '../../domain/recordTypes';
import type { Dose } from '../../domain/doseSchedule';
import type { DatabasePort } from '../../ports/backendPorts';
import { createCardMirror } from '../../records/cardMirror';
import { reminderTexts } from '../../texts/reminderTexts';
import { doseReminderMachine, type DoseToRecord } from './doseReminderMachine';

/** What a reminder says aloud: the medicine and its moment. */
export function spokenReminder(dose: Dose): string {
  return [reminderTexts.spoken(dose.medicine), dose.whenToTake ?? ''].join(' ').trim();
}

/**
 * The reminder machine with the tablet's effects: a dose is written once at
 * `tomas/{date}/{medicine}/{HHMM}` with the server's time (the database rules refuse a second write),
 * then copied onto her cards in her carers' consoles (not waited for: a card that could not be written
 * fails nothing), and reminders are spoken with `speak` when the person asked for it.
 */
export function provideDoseReminderEffects(
  database: DatabasePort,
  uid: string,
  speak: (text: string) => void,
) {
  const copyToCards = createCardMirror(database, uid);
  return doseReminderMachine.provide({
    actors: {
      recordDose: fromPromise<void, DoseToRecord>(async ({ input }) => {
        await database.set(
          doseTakenPath(uid, input.date, input.medicineKey, input.doseKey),
          serverTimestamp,
        );
        copyToCards({
          [doseTakenField(input.date, input.medicineKey, input.doseKey)]: serverTimestamp,
        }).catch(() => undefined);
      }),
    },
    actions: {
      speakReminder: (_, params) => {
        if (params.dose !== null) speak(spokenReminder(params.dose));
      },
    },
  });
}
