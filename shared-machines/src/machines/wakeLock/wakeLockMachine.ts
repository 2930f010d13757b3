import { callbackToProvide } from '../actorsToProvide';
import {
  assertEvent,
  assign,
  not,
  setup,
  type ActorRefFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';

/**
 * Whether the person's tablet keeps its screen on (the Screen Wake Lock), for the whole page: one actor
 * per page, created by root-config with the services. The root tells it when a person's session begins
 * and ends (PERSON_ARRIVED / PERSON_LEFT: never for a carer, and 'Sair' ends it); the tablet's setting
 * (`keepScreenOnSetting`) can turn it off.
 *
 * - noPerson: signed out, or a carer's session — nothing is held.
 * - person: a person is signed in.
 *   - unsupported: the browser has no Screen Wake Lock; nothing to do.
 *   - offBySetting: the tablet's setting says no.
 *   - keeping: the `keepScreenOn` actor asks the browser and holds the lock while it runs (stopping it
 *     lets the lock go): requesting → (LOCK_GRANTED) held.
 *   - refused: the browser said no (battery saver, a page not in front); tried again the next time the
 *     page comes back into view.
 *   - lost: the browser let the lock go while the page was in view; taken again as for 'refused'.
 *   - releasedWhileHidden: the page is out of view (the browser lets every lock go then); taken again
 *     when it comes back into view.
 *
 * The machine does no I/O: `watchVisibility` (reports VISIBILITY_CHANGED, whatever the state) and
 * `keepScreenOn` are callback actors, and `storeSetting` an action, all provided by the caller
 * (`provideWakeLockEffects` gives the browser's).
 */

export interface WakeLockInput {
  /** The browser has the Screen Wake Lock API. */
  readonly supported: boolean;
  /** The tablet's setting (on unless turned off). */
  readonly enabled: boolean;
  /** The page is in view as the actor starts. */
  readonly visible: boolean;
}

export type WakeLockContext = WakeLockInput;

export type WakeLockEvent =
  | { readonly type: 'PERSON_ARRIVED' }
  | { readonly type: 'PERSON_LEFT' }
  | { readonly type: 'SETTING_CHANGED'; readonly enabled: boolean }
  | { readonly type: 'VISIBILITY_CHANGED'; readonly visible: boolean }
  | { readonly type: 'LOCK_GRANTED' }
  | { readonly type: 'LOCK_REFUSED' }
  | { readonly type: 'LOCK_LOST' };

/** What `keepScreenOn` may report. */
export type KeepScreenOnEvent = Extract<
  WakeLockEvent,
  { type: 'LOCK_GRANTED' | 'LOCK_REFUSED' | 'LOCK_LOST' }
>;

const visibilityOf = ({ event }: { event: WakeLockEvent }) => {
  assertEvent(event, 'VISIBILITY_CHANGED');
  return event.visible;
};

const enabledOf = ({ event }: { event: WakeLockEvent }) => {
  assertEvent(event, 'SETTING_CHANGED');
  return event.enabled;
};

const wakeLockSetup = setup({
  types: {
    input: {} as WakeLockInput,
    context: {} as WakeLockContext,
    events: {} as WakeLockEvent,
  },
  actors: {
    watchVisibility: callbackToProvide<EventObject>('watchVisibility'),
    keepScreenOn: callbackToProvide<EventObject>('keepScreenOn'),
  },
  actions: {
    rememberVisibility: assign({ visible: visibilityOf }),
    rememberSetting: assign({ enabled: enabledOf }),
    // Provided: where the tablet keeps the setting.
    storeSetting: (_, _params: { readonly enabled: boolean }) => undefined,
  },
  guards: {
    isSupported: ({ context }) => context.supported,
    isEnabled: ({ context }) => context.enabled,
    isVisible: ({ context }) => context.visible,
    becameVisible: ({ event }) => visibilityOf({ event }),
    becameHidden: ({ event }) => !visibilityOf({ event }),
    turnedOn: ({ event }) => enabledOf({ event }),
    turnedOff: ({ event }) => !enabledOf({ event }),
  },
});

/** A setting changed: remembered, and written where the tablet keeps it. */
const takeSetting = [
  'rememberSetting',
  {
    type: 'storeSetting',
    params: ({ event }: { event: WakeLockEvent }) => ({ enabled: enabledOf({ event }) }),
  },
] as const;

export const wakeLockMachine = wakeLockSetup.createMachine({
  id: 'wakeLock',
  context: ({ input }) => ({ ...input }),
  invoke: { id: 'visibility', src: 'watchVisibility' },
  initial: 'noPerson',
  on: {
    VISIBILITY_CHANGED: { actions: 'rememberVisibility' },
    SETTING_CHANGED: { actions: takeSetting },
  },
  states: {
    noPerson: {
      on: { PERSON_ARRIVED: 'person' },
    },
    person: {
      on: {
        PERSON_LEFT: 'noPerson',
        SETTING_CHANGED: { guard: 'turnedOff', target: '.offBySetting', actions: takeSetting },
      },
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: not('isSupported'), target: 'unsupported' },
            { guard: not('isEnabled'), target: 'offBySetting' },
            { guard: not('isVisible'), target: 'releasedWhileHidden' },
            { target: 'keeping' },
          ],
        },
        unsupported: {},
        offBySetting: {
          on: { SETTING_CHANGED: { guard: 'turnedOn', target: 'deciding', actions: takeSetting } },
        },
        keeping: {
          invoke: { id: 'screenOn', src: 'keepScreenOn' },
          on: {
            VISIBILITY_CHANGED: {
              guard: 'becameHidden',
              target: 'releasedWhileHidden',
              actions: 'rememberVisibility',
            },
          },
          initial: 'requesting',
          states: {
            requesting: {
              on: { LOCK_GRANTED: 'held', LOCK_REFUSED: '#wakeLock.person.refused' },
            },
            held: {
              on: { LOCK_LOST: '#wakeLock.person.lost' },
            },
          },
        },
        refused: {
          on: { VISIBILITY_CHANGED: { target: 'deciding', actions: 'rememberVisibility' } },
        },
        lost: {
          on: { VISIBILITY_CHANGED: { target: 'deciding', actions: 'rememberVisibility' } },
        },
        releasedWhileHidden: {
          on: {
            VISIBILITY_CHANGED: {
              guard: 'becameVisible',
              target: 'keeping',
              actions: 'rememberVisibility',
            },
          },
        },
      },
    },
  },
});

export type WakeLockActorRef = ActorRefFrom<typeof wakeLockMachine>;
export type WakeLockSnapshot = SnapshotFrom<typeof wakeLockMachine>;

/** The lock is held right now (the browser granted it and has not let it go). */
export function isScreenKeptOn(snapshot: WakeLockSnapshot): boolean {
  return snapshot.matches({ person: { keeping: 'held' } });
}

/** The tablet's setting as the actor holds it (what the setting's switch shows). */
export function keepScreenOnEnabled(snapshot: WakeLockSnapshot): boolean {
  return snapshot.context.enabled;
}
