import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { type DatabasePort } from '@amparo/shared-machines';
import {
  liveValueActors,
  liveValueMachine,
  type LiveValueSnapshot,
} from '@amparo/shared-machines/patient';

export interface LiveValueView {
  readonly status: 'loading' | 'live' | 'failed';
  /** The last value the database sent (null when the node is absent). */
  readonly value: unknown;
  readonly retry: () => void;
}

function statusOf(snapshot: LiveValueSnapshot): LiveValueView['status'] {
  if (snapshot.hasTag('failed')) return 'failed';
  return snapshot.hasTag('live') ? 'live' : 'loading';
}

/**
 * Follows one database path live through `liveValueMachine`. The component using it is keyed by the
 * path by its parent, so a new path starts a new machine.
 */
export function useLiveValue(database: DatabasePort, path: string): LiveValueView {
  const machine = useMemo(
    () => liveValueMachine.provide({ actors: liveValueActors(database, path) }),
    [database, path],
  );
  const actorRef = useActorRef(machine);
  const status = useSelector(actorRef, statusOf);
  const value = useSelector(actorRef, (snapshot) => snapshot.context.value);
  const retry = useCallback(() => actorRef.send({ type: 'RETRY' }), [actorRef]);
  return { status, value, retry };
}
