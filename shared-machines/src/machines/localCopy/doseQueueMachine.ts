import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { promiseToProvide } from '../actorsToProvide';
import { withPendingDose, type PendingDose } from '../../domain/pendingDoses';

/**
 * The doses the person pressed 'Já tomei' for, kept on the tablet until the database has them: each
 * is recorded once, with the time it was pressed, in the order pressed.
 *
 *   idle ──(a dose waits)──▶ recording ──recorded / refused──▶ idle
 *                                └──failed──▶ waitingToRetry ──after 'retryDelay' or RETRY──▶ recording
 *
 * TAKEN (in any state) adds a dose at the end of the queue (a dose already waiting is kept once).
 * Offline, the database client holds the write until the network comes back (`recording` waits); a
 * reload or a restart starts again from the queue kept on the tablet (`input.queue`). 'refused' (the
 * rules refuse it: the dose was recorded already — the first write made it before the tablet heard — or
 * its day is over) drops it: it can never be written, and a second record is what must never happen.
 * Any other failure is tried again after `retryDelay`. Effects: `recordPendingDose` (a promise actor
 * resolving 'recorded' or 'refused') and `keepQueue` (the queue on the tablet, after every change).
 */

export const doseQueueDelays = {
  retryDelay: 30_000,
} as const;

export type RecordOutcome = 'recorded' | 'refused';

export interface DoseQueueContext {
  readonly queue: readonly PendingDose[];
}

export type DoseQueueEvent =
  { readonly type: 'TAKEN'; readonly dose: PendingDose } | { readonly type: 'RETRY' };

export const doseQueueMachine = setup({
  types: {
    context: {} as DoseQueueContext,
    events: {} as DoseQueueEvent,
    input: {} as { readonly queue?: readonly PendingDose[] } | undefined,
  },
  actors: {
    recordPendingDose: promiseToProvide<RecordOutcome, PendingDose>('recordPendingDose'),
  },
  actions: {
    keepQueue: (_, _params: { readonly queue: readonly PendingDose[] }) => undefined,
  },
  delays: doseQueueDelays,
  guards: {
    hasWaitingDose: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'doseQueue',
  context: ({ input }) => ({ queue: input?.queue ?? [] }),
  initial: 'idle',
  on: {
    TAKEN: {
      actions: [
        assign({
          queue: ({ context, event }) => withPendingDose(context.queue, event.dose),
        }),
        { type: 'keepQueue', params: ({ context }) => ({ queue: context.queue }) },
      ],
    },
  },
  states: {
    idle: {
      always: { guard: 'hasWaitingDose', target: 'recording' },
    },
    recording: {
      invoke: {
        id: 'recordPendingDose',
        src: 'recordPendingDose',
        // `recording` is entered only with a dose waiting (hasWaitingDose).
        input: ({ context }) => context.queue[0] as PendingDose,
        onDone: {
          target: 'idle',
          actions: [
            assign({
              queue: ({ context }) => context.queue.slice(1),
            }),
            { type: 'keepQueue', params: ({ context }) => ({ queue: context.queue }) },
          ],
        },
        onError: 'waitingToRetry',
      },
    },
    waitingToRetry: {
      after: { retryDelay: 'recording' },
      on: { RETRY: 'recording' },
    },
  },
});

export type DoseQueueActorRef = ActorRefFrom<typeof doseQueueMachine>;
export type DoseQueueSnapshot = SnapshotFrom<typeof doseQueueMachine>;

/** The doses waiting to be recorded. */
export function waitingDoses(snapshot: DoseQueueSnapshot): readonly PendingDose[] {
  return snapshot.context.queue;
}
