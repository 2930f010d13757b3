import { tabletStorage } from './tabletStorage';

/**
 * Whether this tablet keeps its screen on while a person uses Amparo (the wake lock machine,
 * machines/wakeLock): one setting of the tablet (not of the account), kept in its localStorage, on
 * unless the person turned it off.
 */
const storageKey = 'amparo.manterEcraLigado';
/** The stored values, never shown. */
const onValue = 'on';
const offValue = 'off';

export function readKeepScreenOnSetting(
  storage: Pick<Storage, 'getItem'> | null = tabletStorage(),
): boolean {
  try {
    return storage?.getItem(storageKey) !== offValue;
  } catch {
    return true;
  }
}

export function writeKeepScreenOnSetting(
  enabled: boolean,
  storage: Pick<Storage, 'setItem'> | null = tabletStorage(),
): void {
  try {
    storage?.setItem(storageKey, enabled ? onValue : offValue);
  } catch {
    // Private mode or a full storage: the setting lasts until the page is reloaded.
  }
}
