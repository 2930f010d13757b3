import { useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import type { DoseQueueActorRef, DoseQueueSnapshot } from '@amparo/shared-machines/patient';
import { useServices } from './ServicesContext';

const noQueue = (): null => null;

/** How many doses count in a queue (none when there is no queue). */
function countOf(snapshot: DoseQueueSnapshot | undefined): number {
  return snapshot?.context.queue.length ?? 0;
}

/**
 * How many of the signed-in person's 'Já tomei' the database does not have yet (pressed without
 * network, kept on the tablet: machines/localCopy/doseQueueMachine); 0 for a carer and while signed out.
 */
export function useDosesWaiting(): number {
  const { day } = useServices();
  const queue: DoseQueueActorRef | null = useSyncExternalStore(
    day.subscribe,
    day.currentDoseQueue,
    noQueue,
  );
  return useSelector(queue ?? undefined, countOf);
}
