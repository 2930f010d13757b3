import { useActorRef } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { fromCallback } from 'xstate';
import {
  carerConsoleMachine,
  followCarerOverview,
  type CarerConsoleActorRef,
  type CarerConsoleEvent,
  type FollowOverviewInput,
} from '@amparo/shared-machines/records';
import { useServices } from '@amparo/shared-ui';

const CarerSessionContext = createContext<CarerConsoleActorRef | null>(null);

/**
 * A carer's console for the whole session: one carerConsoleMachine, created when the carer's area
 * mounts and kept while the carer moves between the console and a person's screens, so coming back to
 * the console follows nothing again. It follows the carer's people for the association's day and
 * holds the one clock (its minuteOfDay) of every dose state shown.
 */
export function CarerSessionProvider({
  carerUid,
  children,
}: {
  readonly carerUid: string;
  readonly children: ReactNode;
}) {
  const { backend } = useServices();
  const machine = useMemo(
    () =>
      carerConsoleMachine.provide({
        actors: {
          followOverview: fromCallback<CarerConsoleEvent, FollowOverviewInput>(
            ({ sendBack, input }) =>
              followCarerOverview(
                backend.database,
                carerUid,
                input.date,
                (people) => sendBack({ type: 'PEOPLE', people }),
                (error) => sendBack({ type: 'FAILED', code: error.code }),
              ),
          ),
        },
      }),
    [backend.database, carerUid],
  );
  const actor = useActorRef(machine, { input: {} });
  return <CarerSessionContext.Provider value={actor}>{children}</CarerSessionContext.Provider>;
}

/** The carer's console session; null outside a carer's session (a person's own carers' area). */
export function useCarerSession(): CarerConsoleActorRef | null {
  return useContext(CarerSessionContext);
}
