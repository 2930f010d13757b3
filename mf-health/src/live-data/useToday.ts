import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { calendarDateInTimeZone, calendarDayMachine, msUntilNextDayInTimeZone, type CalendarDate } from '@amparo/shared-machines/patient';

/**
 * The calendar-day machine, waking just after each midnight in the association's time zone instead of
 * the tablet's own.
 */
const associationDayMachine = calendarDayMachine.provide({
  delays: { untilNextDay: () => msUntilNextDayInTimeZone(new Date()) },
});

/**
 * Today on the association's calendar (Lisbon), read again just after its midnight while the screen
 * stays open. The machine keeps the timer; the day itself is read in Lisbon whenever the machine wakes.
 */
export function useToday(): CalendarDate {
  const actorRef = useActorRef(associationDayMachine);
  const wokenAt = useSelector(actorRef, (snapshot) => snapshot.context.today);
  return useMemo(() => calendarDateInTimeZone(new Date()), [wokenAt]);
}
