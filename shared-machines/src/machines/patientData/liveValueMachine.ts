import { assign, fromCallback, not, setup, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';

/**
 * A value of the database the person's screen follows live (their contacts, appointments or medicines),
 * and whether the tablet is connected. Two regions side by side:
 *
 * - data: loading (nothing received yet: a calm loading state) → live (every new value replaces the last,
 *   without a remount) | failed (the subscription was refused, e.g. permission_denied) → RETRY → loading.
 * - connection: unknown → online | goingOffline → after 'offlineNoticeDelay' → offline. The database
 *   client reports "disconnected" for a moment on every start before it connects; waiting before saying
 *   so keeps the screen from flashing a warning the person does not need.
 *
 * The machine does no I/O: `subscribeToValue` and `watchConnection` are callback actors provided by the
 * caller (see `liveValueActors` for the ones over a DatabasePort).
 */

export interface LiveValueContext {
  /** The last value received (null before the first, or when the node is absent). */
  readonly value: unknown;
  /** The database's error code when the subscription failed. */
  readonly errorCode: string | null;
}

export type LiveValueEvent =
  | { readonly type: 'VALUE'; readonly value: unknown }
  | { readonly type: 'FAILED'; readonly code: string }
  | { readonly type: 'CONNECTION_CHANGED'; readonly connected: boolean }
  | { readonly type: 'RETRY' };

export const liveValueDelays = {
  /** How long the connection must stay down before the screen says so. */
  offlineNoticeDelay: 3000,
} as const;

function notProvided(name: string) {
  return fromCallback<EventObject>(() => {
    throw new Error(`liveValueMachine: provide the '${name}' actor`);
  });
}

export const liveValueMachine = setup({
  types: {
    context: {} as LiveValueContext,
    events: {} as LiveValueEvent,
  },
  actors: {
    subscribeToValue: notProvided('subscribeToValue'),
    watchConnection: notProvided('watchConnection'),
  },
  actions: {
    storeValue: assign({ value: ({ event }) => (event.type === 'VALUE' ? event.value : null) }),
    storeError: assign({ errorCode: ({ event }) => (event.type === 'FAILED' ? event.code : null) }),
    forgetError: assign({ errorCode: null, value: null }),
  },
  guards: {
    isConnected: ({ event }) => event.type === 'CONNECTION_CHANGED' && event.connected,
  },
  delays: liveValueDelays,
}).createMachine({
  id: 'liveValue',
  type: 'parallel',
  context: { value: null, errorCode: null },
  states: {
    data: {
      initial: 'subscribed',
      states: {
        subscribed: {
          invoke: { id: 'subscription', src: 'subscribeToValue' },
          initial: 'loading',
          on: { FAILED: { target: 'failed', actions: 'storeError' } },
          states: {
            loading: { on: { VALUE: { target: 'live', actions: 'storeValue' } } },
            live: { on: { VALUE: { actions: 'storeValue' } } },
          },
        },
        failed: { on: { RETRY: { target: 'subscribed', actions: 'forgetError' } } },
      },
    },
    connection: {
      invoke: { id: 'connectionWatch', src: 'watchConnection' },
      initial: 'unknown',
      states: {
        unknown: {
          on: { CONNECTION_CHANGED: [{ guard: 'isConnected', target: 'online' }, { target: 'goingOffline' }] },
        },
        online: {
          on: { CONNECTION_CHANGED: { guard: not('isConnected'), target: 'goingOffline' } },
        },
        goingOffline: {
          after: { offlineNoticeDelay: 'offline' },
          on: { CONNECTION_CHANGED: { guard: 'isConnected', target: 'online' } },
        },
        offline: {
          on: { CONNECTION_CHANGED: { guard: 'isConnected', target: 'online' } },
        },
      },
    },
  },
});

export type LiveValueActorRef = ActorRefFrom<typeof liveValueMachine>;
export type LiveValueSnapshot = SnapshotFrom<typeof liveValueMachine>;
