import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  doseReminderMachine,
  followDayOfDoses,
  type Dose,
  type DoseToRecord,
} from '@amparo/shared-machines/records';
import { useServices } from '@amparo/shared-ui';

/** The carers' screens never record a dose: 'Já tomei' is the person's, on her tablet. */
const neverRecords = fromPromise<void, DoseToRecord>(async () => {
  throw new Error('the carers’ view does not record doses');
});

/** The day's doses, and which day they are (the association's calendar, 'YYYY-MM-DD'). */
export interface TodaysDoses {
  readonly date: string;
  readonly doses: readonly Dose[];
}

/**
 * A person's doses of the day (Lisbon), live, for the carers' screens: the same machine that reminds
 * the person, held for good so it never reminds here, keeps each dose's status current as the clock
 * passes its time and its due window (doses a carer corrected are not taken: followDayOfDoses).
 */
export function useTodaysDoses(uid: string): TodaysDoses {
  const { backend } = useServices();
  const machine = useMemo(
    () => doseReminderMachine.provide({ actors: { recordDose: neverRecords } }),
    [],
  );
  const actor = useActorRef(machine, { input: {} });
  useEffect(() => actor.send({ type: 'HOLD' }), [actor]);
  useEffect(() => followDayOfDoses(backend.database, uid, actor), [actor, backend.database, uid]);
  const date = useSelector(actor, (snapshot) => snapshot.context.date);
  const doses = useSelector(actor, (snapshot) => snapshot.context.doses);
  return useMemo(() => ({ date, doses }), [date, doses]);
}
