/**
 * The service worker in browser tests (root-config/src/serviceWorker/): waiting until it controls the
 * page, and counting what it fetched from the network by file name (Chromium reports the worker's own
 * requests on the context, with `request.serviceWorker()` set; reads from its caches are no requests).
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

/** Waits until the service worker controls the page (registered once the first screen is idle). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

export interface ServiceWorkerFetches {
  /** How many times the service worker asked the network for a file of this name. */
  count(fileName: string): number;
  stop(): void;
}

export function watchServiceWorkerFetches(context: BrowserContext): ServiceWorkerFetches {
  const counts = new Map<string, number>();
  const heard = (request: Request) => {
    if (request.serviceWorker() === null) return;
    const fileName = new URL(request.url()).pathname.split('/').pop() ?? '';
    counts.set(fileName, (counts.get(fileName) ?? 0) + 1);
  };
  context.on('request', heard);
  return {
    count: (fileName) => counts.get(fileName) ?? 0,
    stop: () => context.off('request', heard),
  };
}
