import { tabletStorage } from './tabletStorage';

/**
 * The tablet's voice for reminders: the browser's speech synthesis in a Portuguese (Portugal) voice, and
 * whether this tablet reads reminders aloud — one setting of the tablet (not of the account), kept in
 * its localStorage, off by default.
 */

/** Reads a text aloud, in a pt-PT voice when the tablet has one; nothing when the browser cannot speak. */
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

const storageKey = 'amparo.lerLembretesEmVozAlta';
/** The stored values: the old app's words, never shown. */
const speakValue = 'sim';
// eslint-disable-next-line no-restricted-syntax -- the setting's stored value, never shown or said
const silentValue = 'não';

export function readSpeechSetting(
  storage: Pick<Storage, 'getItem'> | null = tabletStorage(),
): boolean {
  try {
    return storage?.getItem(storageKey) === speakValue;
  } catch {
    return false;
  }
}

export function writeSpeechSetting(
  speak: boolean,
  storage: Pick<Storage, 'setItem'> | null = tabletStorage(),
): void {
  try {
    storage?.setItem(storageKey, speak ? speakValue : silentValue);
  } catch {
    // Private mode or a full storage: the setting lasts until the page is reloaded.
  }
}
