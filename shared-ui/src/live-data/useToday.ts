import { useActorRef, useSelector } from '@xstate/react';
import { calendarDayMachine, type CalendarDate } from '@amparo/shared-machines/patient';

/**
 * Today on the association's calendar (Lisbon), read again just after its midnight while the screen
 * stays open (calendarDayMachine).
 */
export function useToday(): CalendarDate {
  const actorRef = useActorRef(calendarDayMachine);
  return useSelector(actorRef, (snapshot) => snapshot.context.today);
}
