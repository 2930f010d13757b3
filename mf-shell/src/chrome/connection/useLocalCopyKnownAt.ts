import { useSyncExternalStore } from 'react';
import { useServices } from '@amparo/shared-ui';

const nothingKept = { knownAt: () => null, subscribe: () => () => undefined };

/** When the person's copy kept on the tablet was last up to date (ms), while it is in use; else null. */
export function useLocalCopyKnownAt(): number | null {
  const { localCopy = nothingKept } = useServices();
  return useSyncExternalStore(localCopy.subscribe, localCopy.knownAt);
}
