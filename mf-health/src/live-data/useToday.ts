import { useActorRef, useSelector } from '@xstate/react';
import {
  calendarDateInTimeZone,
  calendarDayMachine,
  msUntilNextDayInTimeZone,
  type CalendarDate,
} from '@amparo/shared-machines/patient';

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
function sameCalendarDate(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

export function useToday(): CalendarDate {
  const actorRef = useActorRef(associationDayMachine);
  // Read at each wake (and render); the comparison keeps the same object while the day is the same.
  return useSelector(actorRef, () => calendarDateInTimeZone(new Date()), sameCalendarDate);
}
