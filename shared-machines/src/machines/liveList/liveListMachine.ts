import { callbackToProvide } from '../actorsToProvide';
import { assertEvent, assign, setup } from 'xstate';
import { describeRecordError } from '../../records/recordMessages';

/**
 * A list screen of the carers' area (docs/product.md: The carers' screens over time): loading
 * (shared-ui's `loadingTexts.loading`) until the first value arrives, then the list, following live
 * data. (The old app waited a fixed second before showing any list; on the association's tablets that
 * second alone broke the one-second goal for a carer's list, so the list now shows as soon as its
 * data is there, and the empty state only once the data says it is empty.) A refused or broken
 * subscription ends in `failed` with a message (records/recordMessages), and RETRY subscribes again.
 *
 * The subscription is the injected callback actor `watchList`: it calls `sendBack({ type: 'RECORDS',
 * records })` on every value and `sendBack({ type: 'FAILED', error })` on a failure, and returns its
 * unsubscribe function.
 */

export interface LiveListContext {
  /** The latest records (in display order), or null before the first value arrives. */
  readonly records: readonly unknown[] | null;
  readonly errorMessage: string | null;
}

export type LiveListEvent =
  | { readonly type: 'RECORDS'; readonly records: readonly unknown[] }
  | { readonly type: 'FAILED'; readonly error: unknown }
  | { readonly type: 'RETRY' };

export const liveListMachine = setup({
  types: {
    /** What the list screen reads: 'live' once the records came, 'failed' once the subscription failed. */
    tags: {} as 'live' | 'failed',
    context: {} as LiveListContext,
    events: {} as LiveListEvent,
  },
  actors: {
    watchList: callbackToProvide<LiveListEvent>('watchList'),
  },
  actions: {
    storeRecords: assign({
      records: ({ event }) => {
        assertEvent(event, 'RECORDS');
        return event.records;
      },
    }),
    storeFailure: assign({
      errorMessage: ({ event }) => {
        assertEvent(event, 'FAILED');
        return describeRecordError(event.error, 'load');
      },
    }),
    forgetFailure: assign({ errorMessage: null, records: null }),
  },
}).createMachine({
  id: 'liveList',
  context: { records: null, errorMessage: null },
  initial: 'watching',
  states: {
    watching: {
      invoke: { id: 'watch', src: 'watchList' },
      on: {
        RECORDS: { actions: 'storeRecords' },
        FAILED: { target: 'failed', actions: 'storeFailure' },
      },
      initial: 'awaitingData',
      states: {
        /** Subscribed, no value yet: loading. */
        awaitingData: {
          on: { RECORDS: { target: 'live', actions: 'storeRecords' } },
        },
        /** Showing the records and following every change. */
        live: { tags: ['live'] },
      },
    },
    failed: {
      tags: ['failed'],
      on: { RETRY: { target: 'watching', actions: 'forgetFailure' } },
    },
  },
});
