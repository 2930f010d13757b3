/**
 * Watches the page's Screen Wake Lock from the next page on: every request the page makes goes through
 * to the browser (headless Chromium grants it) and is counted, with the locks it holds now. Headless
 * Chromium never hides a page, so the probe also stands in for the page's visibility: `setPageHidden`
 * says the page went out of view (or came back) as the browser would, with its 'visibilitychange'.
 */
import type { Page } from '@playwright/test';

export interface WakeLockRecord {
  /** Requests the page made. */
  readonly requests: number;
  /** Locks granted and not let go. */
  readonly held: number;
}

export async function probeWakeLock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { requests: 0, held: 0 };
    const probe = window as unknown as {
      __amparoWakeLock: typeof record;
      __amparoSetHidden: (hidden: boolean) => void;
    };
    probe.__amparoWakeLock = record;
    const wakeLock = navigator.wakeLock;
    const request = wakeLock.request.bind(wakeLock);
    wakeLock.request = async (type) => {
      record.requests += 1;
      const sentinel = await request(type);
      record.held += 1;
      sentinel.addEventListener('release', () => {
        record.held -= 1;
      });
      return sentinel;
    };
    let hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    probe.__amparoSetHidden = (nowHidden) => {
      hidden = nowHidden;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

/** What the probe has seen so far on this page. */
export function wakeLockRecord(page: Page): Promise<WakeLockRecord> {
  return page.evaluate(() => ({
    ...(window as unknown as { __amparoWakeLock: WakeLockRecord }).__amparoWakeLock,
  }));
}

/** The page goes out of view (`true`) or comes back (`false`), as when the person switches apps. */
export async function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate(
    (nowHidden) =>
      (window as unknown as { __amparoSetHidden: (h: boolean) => void }).__amparoSetHidden(
        nowHidden,
      ),
    hidden,
  );
}
