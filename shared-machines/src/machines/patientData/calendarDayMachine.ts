import { assign, setup, type ActorRefFrom } from 'xstate';
import type { CalendarDate } from '../../domain/appointmentSchedule';
import { calendarDateInTimeZone, msUntilNextDayInTimeZone } from '../../domain/spokenDate';

/**
 * Today on the association's calendar (domain/spokenDate's associationTimeZone), kept current: a tablet
 * left on overnight must move yesterday's appointments to 'Consultas passadas' at the association's
 * midnight, not at the next reload, and whatever time zone the tablet itself was left in. One state,
 * one timer: 'untilNextDay' (the time left until just after the association's next midnight, computed
 * from the clock each time, so daylight-saving days are 23 or 25 hours long as they should be).
 */

export interface CalendarDayContext {
  readonly today: CalendarDate;
}

export const calendarDayMachine = setup({
  types: {
    context: {} as CalendarDayContext,
  },
  actions: {
    readToday: assign({ today: () => calendarDateInTimeZone(new Date()) }),
  },
  delays: {
    untilNextDay: () => msUntilNextDayInTimeZone(new Date()),
  },
}).createMachine({
  id: 'calendarDay',
  context: () => ({ today: calendarDateInTimeZone(new Date()) }),
  initial: 'waitingForNextDay',
  states: {
    waitingForNextDay: {
      after: { untilNextDay: { target: 'waitingForNextDay', reenter: true, actions: 'readToday' } },
    },
  },
});

export type CalendarDayActorRef = ActorRefFrom<typeof calendarDayMachine>;
