/**
 * Whether this tablet reads reminders aloud: one setting of the tablet (not of the account), kept in
 * its localStorage, off by default.
 */
const storageKey = 'amparo.lerLembretesEmVozAlta';

export function readSpeechSetting(
  storage: Pick<Storage, 'getItem'> | null = safeLocalStorage(),
): boolean {
  try {
    return storage?.getItem(storageKey) === 'sim';
  } catch {
    return false;
  }
}

export function writeSpeechSetting(
  speak: boolean,
  storage: Pick<Storage, 'setItem'> | null = safeLocalStorage(),
): void {
  try {
    storage?.setItem(storageKey, speak ? 'sim' : 'não');
  } catch {
    // Private mode or a full storage: the setting lasts until the page is reloaded.
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
