import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function browserSaysOnline(): boolean {
  return navigator.onLine;
}

/** What the browser says about the network (navigator.onLine), kept current by its online and offline events. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, browserSaysOnline, () => true);
}
