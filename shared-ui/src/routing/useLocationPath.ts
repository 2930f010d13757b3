import { useSyncExternalStore } from 'react';

/** Events after which the address may have changed: browser history and single-spa's reroute. */
const locationEvents = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of locationEvents) window.addEventListener(name, onChange);
  return () => {
    for (const name of locationEvents) window.removeEventListener(name, onChange);
  };
}

function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** The current pathname + search, re-rendering on every navigation. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, currentPath, currentPath);
}
