import { callbackToProvide } from '../actorsToProvide';
import {
  assertEvent,
  not,
  setup,
  type ActorRefFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';

/**
 * Whether the tablet can reach the database, for the whole platform (one actor per page, created by
 * root-config and handed to every application with the services). The chrome shows its notices from it
 * (mf-shell's `connectionBannerTexts`); the screens use it to say a save is waiting for the connection.
 *
 * - paused: signed out — nothing is watched, so the login never loads the database client.
 * - watching (WATCH): unknown → online | goingOffline → after 'offlineNoticeDelay' → offline →
 *   (connected) backOnline → after 'backOnlineNoticeDelay' → online. The database client reports
 *   "disconnected" for a moment on every start, and on a short network hiccup; waiting before saying so
 *   keeps the screen from flashing a warning the person does not need. 'backOnline' says, for a while,
 *   that the connection returned (what was saved meanwhile has been sent).
 * - PAUSE (signing out) stops watching from anywhere.
 *
 * The machine does no I/O: `watchConnection` is a callback actor provided by the caller
 * (`provideConnectionEffects` gives the one over a DatabasePort).
 */

export type ConnectionEvent =
  | { readonly type: 'WATCH' }
  | { readonly type: 'PAUSE' }
  | { readonly type: 'CONNECTION_CHANGED'; readonly connected: boolean };

export const connectionDelays = {
  /** How long the connection must stay down before the platform says so. */
  offlineNoticeDelay: 3000,
  /** How long the back-online notice (`connectionBannerTexts.backOnline`) stays after an offline one. */
  backOnlineNoticeDelay: 5000,
} as const;

export const connectionMachine = setup({
  types: {
    events: {} as ConnectionEvent,
  },
  actors: {
    watchConnection: callbackToProvide<EventObject>('watchConnection'),
  },
  guards: {
    isConnected: ({ event }) => {
      assertEvent(event, 'CONNECTION_CHANGED');
      return event.connected;
    },
  },
  delays: connectionDelays,
}).createMachine({
  id: 'connection',
  initial: 'paused',
  states: {
    paused: {
      on: { WATCH: 'watching' },
    },
    watching: {
      invoke: { id: 'connectionWatch', src: 'watchConnection' },
      on: { PAUSE: 'paused' },
      initial: 'unknown',
      states: {
        unknown: {
          on: {
            CONNECTION_CHANGED: [
              { guard: 'isConnected', target: 'online' },
              { target: 'goingOffline' },
            ],
          },
        },
        online: {
          on: { CONNECTION_CHANGED: { guard: not('isConnected'), target: 'goingOffline' } },
        },
        goingOffline: {
          after: { offlineNoticeDelay: 'offline' },
          on: { CONNECTION_CHANGED: { guard: 'isConnected', target: 'online' } },
        },
        offline: {
          on: { CONNECTION_CHANGED: { guard: 'isConnected', target: 'backOnline' } },
        },
        backOnline: {
          after: { backOnlineNoticeDelay: 'online' },
          on: { CONNECTION_CHANGED: { guard: not('isConnected'), target: 'goingOffline' } },
        },
      },
    },
  },
});

export type ConnectionActorRef = ActorRefFrom<typeof connectionMachine>;
export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

/** What the person is told: nothing, that the connection is lost, or that it came back. */
export type ConnectionNotice = 'none' | 'offline' | 'backOnline';

export function connectionNotice(snapshot: ConnectionSnapshot): ConnectionNotice {
  if (snapshot.matches({ watching: 'offline' })) return 'offline';
  if (snapshot.matches({ watching: 'backOnline' })) return 'backOnline';
  return 'none';
}

/**
 * Whether the client is known to be disconnected right now (without waiting for the notice delay): a
 * save made now waits for the connection. Unknown and paused count as connected — nothing says otherwise.
 */
export function isDisconnected(snapshot: ConnectionSnapshot): boolean {
  return (
    snapshot.matches({ watching: 'goingOffline' }) || snapshot.matches({ watching: 'offline' })
  );
}
