import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromCallback, type EventObject } from 'xstate';
import { dosesTakenRoot } from '@amparo/shared-machines/records';
import { liveValueMachine } from '@amparo/shared-machines/patient';
import { useServices } from '@amparo/shared-ui';
import { doseHistoryQuery, readDoseHistory, type DoseHistory } from './doseHistory';

/**
 * A person's doses taken over the adherence's days up to `today`, live: one key-range query of
 * `Newdata_{uid}/tomas` (doseHistoryQuery) through the live-value machine. Null until it has come, or
 * when it was refused (the list then shows no adherence rather than a wrong one). The query is made
 * once per mount: a new `today` needs a new mount (key the component by it).
 */
export function useDoseHistory(uid: string, today: string): DoseHistory | null {
  const { backend } = useServices();
  const machine = useMemo(
    () =>
      liveValueMachine.provide({
        actors: {
          subscribeToValue: fromCallback<EventObject>(({ sendBack }) =>
            backend.database.subscribeQuery(
              dosesTakenRoot(uid),
              doseHistoryQuery(today),
              (value) => sendBack({ type: 'VALUE', value }),
              (error) => sendBack({ type: 'FAILED', code: error.code }),
            ),
          ),
        },
      }),
    [backend.database, uid, today],
  );
  const actor = useActorRef(machine);
  const live = useSelector(actor, (snapshot) => snapshot.matches({ subscribed: 'live' }));
  const value = useSelector(actor, (snapshot) => snapshot.context.value);
  return useMemo(() => (live ? readDoseHistory(value) : null), [live, value]);
}
