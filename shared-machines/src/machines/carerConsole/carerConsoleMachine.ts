import { assertEvent, assign, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { callbackToProvide } from '../actorsToProvide';
import { associationDayAt } from '../../domain/doseSchedule';
import type { PersonOverview } from '../../records/carerOverview';

/**
 * A carer's console for the whole session (created once, kept while the carer moves between the
 * console and a person's screens). Two regions side by side:
 *
 *   clock:    ticking ──untilNextMinute──▶ ticking (the association's date and minute read again;
 *             when the date has changed, DAY_CHANGED)
 *   overview: following { loading ──PEOPLE──▶ live } ──FAILED──▶ failed ──RETRY──▶ following
 *             DAY_CHANGED re-follows for the new date (live stays live with the day's last list until
 *             the new one comes: no loading screen at midnight)
 *
 * One timer for the whole console: every person's dose states and 'today'/'tomorrow' are computed from
 * the minute this machine holds, never by a timer per person. The follower is the injected
 * `followOverview` callback actor (its input is the date to follow); the clock is `now`.
 *
 * What the carer chose on the console (the search, which people, the page) is kept here too, so going
 * to a person and back finds the console as it was left.
 */

/** Which people the console lists: those who need attention now, or everyone. */
export type ConsoleView = 'attention' | 'all';

export interface CarerConsoleInput {
  /** The clock (ms since the epoch). */
  readonly now?: () => number;
}

export interface CarerConsoleContext {
  readonly now: () => number;
  /** The association's date ('YYYY-MM-DD', Europe/Lisbon) the overview follows. */
  readonly date: string;
  /** Whole minutes since the association's midnight, read at each tick. */
  readonly minuteOfDay: number;
  /** The carer's people, ordered by name; null before the first list came. */
  readonly people: readonly PersonOverview[] | null;
  /** The database's error code when following failed. */
  readonly errorCode: string | null;
  /** What the carer typed in the console's search. */
  readonly search: string;
  /** The carer's choice of people; null until they chose (the console then picks). */
  readonly view: ConsoleView | null;
  /** The page of the list shown, from 1 (the screen keeps it within the pages there are). */
  readonly page: number;
}

export type CarerConsoleEvent =
  | { readonly type: 'PEOPLE'; readonly people: readonly PersonOverview[] }
  | { readonly type: 'FAILED'; readonly code: string }
  | { readonly type: 'RETRY' }
  | { readonly type: 'DAY_CHANGED' }
  | { readonly type: 'SEARCH'; readonly text: string }
  | { readonly type: 'SHOW'; readonly view: ConsoleView }
  | { readonly type: 'PAGE'; readonly page: number };

export interface FollowOverviewInput {
  readonly date: string;
}

const msPerMinute = 60_000;

/** Milliseconds from `now` to the next whole minute (Lisbon's offsets are whole hours, so UTC's minutes are Lisbon's). */
export function msUntilNextMinute(now: number): number {
  return msPerMinute - (((now % msPerMinute) + msPerMinute) % msPerMinute);
}

function clockAt(now: number): { date: string; minuteOfDay: number } {
  const { date, minuteOfDay } = associationDayAt(new Date(now));
  return { date, minuteOfDay: Math.floor(minuteOfDay) };
}

export const carerConsoleMachine = setup({
  types: {
    /** What the console reads: 'live' once the list came (and while it follows), 'failed' once following failed. */
    tags: {} as 'live' | 'failed',
    context: {} as CarerConsoleContext,
    events: {} as CarerConsoleEvent,
    input: {} as CarerConsoleInput,
  },
  actors: {
    followOverview: callbackToProvide<CarerConsoleEvent, FollowOverviewInput>('followOverview'),
  },
  guards: {
    dayChanged: ({ context }) => clockAt(context.now()).date !== context.date,
    hasPeople: ({ context }) => context.people !== null,
  },
  actions: {
    readClock: assign(({ context }) => clockAt(context.now())),
    announceNewDay: raise({ type: 'DAY_CHANGED' }),
    storePeople: assign({
      people: ({ event }) => {
        assertEvent(event, 'PEOPLE');
        return event.people;
      },
    }),
    storeError: assign({
      errorCode: ({ event }) => {
        assertEvent(event, 'FAILED');
        return event.code;
      },
    }),
    forgetError: assign({ errorCode: null }),
    storeSearch: assign({
      search: ({ event }) => {
        assertEvent(event, 'SEARCH');
        return event.text;
      },
      page: 1,
    }),
    storeView: assign({
      view: ({ event }) => {
        assertEvent(event, 'SHOW');
        return event.view;
      },
      page: 1,
    }),
    storePage: assign({
      page: ({ event }) => {
        assertEvent(event, 'PAGE');
        return Math.max(1, Math.floor(event.page));
      },
    }),
  },
  delays: {
    untilNextMinute: ({ context }) => msUntilNextMinute(context.now()),
  },
}).createMachine({
  id: 'carerConsole',
  context: ({ input }) => {
    const now = input.now ?? (() => Date.now());
    return {
      now,
      ...clockAt(now()),
      people: null,
      errorCode: null,
      search: '',
      view: null,
      page: 1,
    };
  },
  type: 'parallel',
  on: {
    SEARCH: { actions: 'storeSearch' },
    SHOW: { actions: 'storeView' },
    PAGE: { actions: 'storePage' },
  },
  states: {
    clock: {
      initial: 'ticking',
      states: {
        ticking: {
          after: {
            untilNextMinute: [
              {
                guard: 'dayChanged',
                target: 'ticking',
                reenter: true,
                actions: ['readClock', 'announceNewDay'],
              },
              { target: 'ticking', reenter: true, actions: 'readClock' },
            ],
          },
        },
      },
    },
    overview: {
      initial: 'following',
      states: {
        following: {
          invoke: {
            id: 'followOverview',
            src: 'followOverview',
            input: ({ context }) => ({ date: context.date }),
          },
          initial: 'loading',
          on: {
            FAILED: { target: 'failed', actions: 'storeError' },
            DAY_CHANGED: [
              { guard: 'hasPeople', target: '.live', reenter: true },
              { target: '.loading', reenter: true },
            ],
          },
          states: {
            loading: { on: { PEOPLE: { target: 'live', actions: 'storePeople' } } },
            live: { tags: ['live'], on: { PEOPLE: { actions: 'storePeople' } } },
          },
        },
        failed: {
          tags: ['failed'],
          on: { RETRY: { target: 'following', actions: 'forgetError' } },
        },
      },
    },
  },
});

export type CarerConsoleActorRef = ActorRefFrom<typeof carerConsoleMachine>;
export type CarerConsoleSnapshot = SnapshotFrom<typeof carerConsoleMachine>;
