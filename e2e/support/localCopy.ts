/**
 * What the tablet keeps of the person's day (shared-machines/src/firebase/indexedDbLocalCopyStore.ts):
 * the keys of the `amparo-local-copy` IndexedDB database, read in the page.
 */
import type { Page } from '@playwright/test';

export function localCopyEntries(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('amparo-local-copy');
        opening.onupgradeneeded = () => opening.result.createObjectStore('copy');
        opening.onerror = () => reject(new Error('the local copy could not be opened'));
        opening.onsuccess = () => {
          const database = opening.result;
          const reading = database.transaction('copy').objectStore('copy').getAllKeys();
          reading.onsuccess = () => {
            database.close();
            resolve(reading.result.map(String).sort());
          };
          reading.onerror = () => reject(new Error('the local copy could not be read'));
        };
      }),
  );
}
