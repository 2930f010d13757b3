import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { promiseToProvide } from '../actorsToProvide';

/**
 * A carer saying that a dose recorded as taken was not (the dose's correct button), after a question,
 * since a correction is for good: it is written once and nobody but the association removes it
 * (domain/doseCorrections.ts).
 *
 *   idle ──CORRECT──▶ asking ──YES──▶ saving ──done──▶ corrected (final)
 *                      └──CANCEL──▶ idle   └─error─▶ failed ──RETRY──▶ saving
 *                                                       └──CANCEL──▶ idle
 *
 * The write is injected (`saveCorrection`: the correction, then the dose off her cards).
 */
export interface DoseToCorrect {
  readonly personUid: string;
  readonly date: string;
  readonly medicineKey: string;
  readonly doseKey: string;
}

export interface DoseCorrectionContext {
  readonly dose: DoseToCorrect;
  /** Whether the last save failed (the screen says so until the carer retries or cancels). */
  readonly failed: boolean;
}

export type DoseCorrectionEvent =
  | { readonly type: 'CORRECT' }
  | { readonly type: 'YES' }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'RETRY' };

export const doseCorrectionMachine = setup({
  types: {
    /** What the dose's button reads: the question is open, the write runs, it failed, it is done. */
    tags: {} as 'asking' | 'saving' | 'failed' | 'corrected',
    context: {} as DoseCorrectionContext,
    events: {} as DoseCorrectionEvent,
    input: {} as DoseToCorrect,
  },
  actors: {
    saveCorrection: promiseToProvide<void, DoseToCorrect>('saveCorrection'),
  },
}).createMachine({
  id: 'doseCorrection',
  context: ({ input }) => ({ dose: input, failed: false }),
  initial: 'idle',
  states: {
    idle: { on: { CORRECT: 'asking' } },
    asking: { tags: ['asking'], on: { YES: 'saving', CANCEL: 'idle' } },
    saving: {
      tags: ['saving'],
      entry: assign({ failed: false }),
      invoke: {
        id: 'saveCorrection',
        src: 'saveCorrection',
        input: ({ context }) => context.dose,
        onDone: 'corrected',
        onError: { target: 'failed', actions: assign({ failed: true }) },
      },
    },
    failed: {
      tags: ['failed'],
      on: { RETRY: 'saving', CANCEL: { target: 'idle', actions: assign({ failed: false }) } },
    },
    corrected: { type: 'final', tags: ['corrected'] },
  },
});

export type DoseCorrectionActorRef = ActorRefFrom<typeof doseCorrectionMachine>;
export type DoseCorrectionSnapshot = SnapshotFrom<typeof doseCorrectionMachine>;
