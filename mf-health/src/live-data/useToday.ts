import { useActorRef, useSelector } from '@xstate/react';
import { calendarDayMachine, type CalendarDate } from '@amparo/shared-machines/patient';

/** The tablet's calendar day, updated just after midnight while the screen stays open. */
export function useToday(): CalendarDate {
  const actorRef = useActorRef(calendarDayMachine);
  return useSelector(actorRef, (snapshot) => snapshot.context.today);
}
