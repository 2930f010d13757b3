import type { DatabasePort } from '@amparo/shared-machines';
import { serverTimestamp } from '@amparo/shared-machines';
import {
  createCardMirror,
  doseReminderMachine,
  doseTakenField,
  doseTakenPath,
  type Dose,
  type DoseToRecord,
} from '@amparo/shared-machines/patient';
import { fromPromise } from 'xstate';

/** What a reminder says aloud: the medicine and its moment. */
export function spokenReminder(dose: Dose): string {
  return [`Está na hora de tomar ${dose.medicine}.`, dose.whenToTake ?? ''].join(' ').trim();
}

/** Reads a reminder aloud with the browser's speech, in a Portuguese (Portugal) voice when the tablet has one. */
export function speakAloud(
  text: string,
  speech: SpeechSynthesis | undefined = typeof window === 'undefined'
    ? undefined
    : window.speechSynthesis,
): void {
  if (speech === undefined || typeof SpeechSynthesisUtterance === 'undefined') return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'pt-PT';
  const voice = speech
    .getVoices()
    .find((candidate) => candidate.lang.replace('_', '-').toLowerCase() === 'pt-pt');
  if (voice) utterance.voice = voice;
  utterance.rate = 0.9;
  speech.cancel();
  speech.speak(utterance);
}

/**
 * The machine with the tablet's effects: a dose is written once at `tomas/{date}/{medicine}/{HHMM}`
 * with the server's time (the database rules refuse a second write), then copied onto her cards in her
 * carers' consoles (not waited for: a card that could not be written fails nothing), and reminders are
 * spoken when set.
 */
export function provideDoseReminderEffects(
  database: DatabasePort,
  uid: string,
  speak: (text: string) => void = speakAloud,
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
