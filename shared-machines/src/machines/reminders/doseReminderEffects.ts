import { fromPromise } from 'xstate';
import type { Dose } from '../../domain/doseSchedule';
import { reminderTexts } from '../../texts/reminderTexts';
import { doseReminderMachine, type DaySnoozes, type DoseToRecord } from './doseReminderMachine';

/** What a reminder says aloud: the medicine and its moment. */
export function spokenReminder(dose: Dose): string {
  return [reminderTexts.spoken(dose.medicine), dose.whenToTake ?? ''].join(' ').trim();
}

/**
 * The reminder machine with the tablet's effects: a dose taken is handed to `takeDose` (the dose
 * queue, machines/localCopy/doseQueueMachine.ts, which keeps it on the tablet and records it once,
 * with the time it was pressed, when the database can be reached), reminders are spoken with `speak`
 * when the person asked for it, and the snoozes are handed to `keepSnoozes` each time they change.
 */
export function provideDoseReminderEffects(
  takeDose: (dose: DoseToRecord) => void,
  speak: (text: string) => void,
  keepSnoozes: (snoozes: DaySnoozes) => void = () => undefined,
) {
  return doseReminderMachine.provide({
    actors: {
      recordDose: fromPromise<void, DoseToRecord>(async ({ input }) => {
        takeDose(input);
      }),
    },
    actions: {
      speakReminder: (_, params) => {
        if (params.dose !== null) speak(spokenReminder(params.dose));
      },
      keepSnoozes: (_, params) => keepSnoozes(params),
    },
  });
}
