/**
 * Registers Amparo's service worker (serviceWorker.ts, built to /sw.js) once the first screen is up
 * and the tablet idle, so it never delays the login. On the first visit the page was fetched before the
 * worker existed: once it is active, the page hands it the addresses it already fetched
 * (`addressesToKeep`), so a reload without network finds them too.
 */
import { addressesToKeep } from './cachingRules';

export const serviceWorkerUrl = '/sw.js';

export interface ServiceWorkerHost {
  readonly serviceWorker?: ServiceWorkerContainer;
}

export async function registerServiceWorker(
  host: ServiceWorkerHost = navigator,
  page: { readonly href: string; readonly origin: string } = window.location,
  fetched: () => readonly string[] = () =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
): Promise<void> {
  const container = host.serviceWorker;
  if (!container) return;
  try {
    await container.register(serviceWorkerUrl, { scope: '/' });
    const registration = await container.ready;
    registration.active?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: addressesToKeep(page.href, fetched(), page.origin) },
    });
  } catch (error) {
    // Without it Amparo works as before; only a reload without network shows the browser's page.
    console.warn('Amparo: the service worker could not be registered', error);
  }
}
