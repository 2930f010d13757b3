import { callbackToProvide } from '../actorsToProvide';
import {
  assertEvent,
  assign,
  setup,
  type ActorRefFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';

/**
 * A value of the database the person's screen follows live (their contacts, appointments or medicines):
 * loading (nothing received yet: a calm loading state) → live (every new value replaces the last,
 * without a remount) | failed (the subscription was refused, e.g. permission_denied) → RETRY → loading.
 * Whether the tablet is connected is the platform's connection machine (machines/connection), one for
 * every screen.
 *
 * The machine does no I/O: `subscribeToValue` is a callback actor provided by the caller (see
 * `liveValueActors` for the one over a DatabasePort).
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
  | { readonly type: 'RETRY' };

export const liveValueMachine = setup({
  types: {
    /** What a screen reads: 'live' once a value came, 'failed' once the subscription was refused. */
    tags: {} as 'live' | 'failed',
    context: {} as LiveValueContext,
    events: {} as LiveValueEvent,
  },
  actors: {
    subscribeToValue: callbackToProvide<EventObject>('subscribeToValue'),
  },
  actions: {
    storeValue: assign({
      value: ({ event }) => {
        assertEvent(event, 'VALUE');
        return event.value;
      },
    }),
    storeError: assign({
      errorCode: ({ event }) => {
        assertEvent(event, 'FAILED');
        return event.code;
      },
    }),
    forgetError: assign({ errorCode: null, value: null }),
  },
}).createMachine({
  id: 'liveValue',
  context: { value: null, errorCode: null },
  initial: 'subscribed',
  states: {
    subscribed: {
      invoke: { id: 'subscription', src: 'subscribeToValue' },
      initial: 'loading',
      on: { FAILED: { target: 'failed', actions: 'storeError' } },
      states: {
        loading: { on: { VALUE: { target: 'live', actions: 'storeValue' } } },
        live: { tags: ['live'], on: { VALUE: { actions: 'storeValue' } } },
      },
    },
    failed: {
      tags: ['failed'],
      on: { RETRY: { target: 'subscribed', actions: 'forgetError' } },
    },
  },
});

export type LiveValueActorRef = ActorRefFrom<typeof liveValueMachine>;
export type LiveValueSnapshot = SnapshotFrom<typeof liveValueMachine>;
