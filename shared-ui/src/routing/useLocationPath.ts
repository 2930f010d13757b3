import { useSyncExternalStore } from 'react';
import { locationChangeEvents } from '@amparo/shared-machines';

function subscribe(onChange: () => void): () => void {
  for (const name of locationChangeEvents) window.addEventListener(name, onChange);
  return () => {
    for (const name of locationChangeEvents) window.removeEventListener(name, onChange);
  };
}

function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** The current pathname + search, re-rendering on every navigation. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, currentPath, currentPath);
}
