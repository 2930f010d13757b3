import { assign, setup, type ActorRefFrom } from 'xstate';
import { calendarDateOf, type CalendarDate } from '../../domain/appointmentSchedule';

/**
 * The tablet's calendar day, kept current: a tablet left on overnight must move yesterday's
 * appointments to 'Consultas passadas' at midnight, not at the next reload. One state, one timer:
 * 'untilNextDay' (the time left until just after the next local midnight, computed from the clock
 * each time, so daylight-saving days are 23 or 25 hours long as they should be).
 */

export interface CalendarDayContext {
  readonly today: CalendarDate;
}

/** Milliseconds from `moment` to one second after the next local midnight. */
export function msUntilNextLocalDay(moment: Date): number {
  const nextDay = new Date(moment.getFullYear(), moment.getMonth(), moment.getDate() + 1, 0, 0, 1);
  return Math.max(1000, nextDay.getTime() - moment.getTime());
}

export const calendarDayMachine = setup({
  types: {
    context: {} as CalendarDayContext,
  },
  actions: {
    readToday: assign({ today: () => calendarDateOf(new Date()) }),
  },
  delays: {
    untilNextDay: () => msUntilNextLocalDay(new Date()),
  },
}).createMachine({
  id: 'calendarDay',
  context: () => ({ today: calendarDateOf(new Date()) }),
  initial: 'waitingForNextDay',
  states: {
    waitingForNextDay: {
      after: { untilNextDay: { target: 'waitingForNextDay', reenter: true, actions: 'readToday' } },
    },
  },
});

export type CalendarDayActorRef = ActorRefFrom<typeof calendarDayMachine>;
