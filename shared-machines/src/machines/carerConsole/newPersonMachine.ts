import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { promiseToProvide } from '../actorsToProvide';

/**
 * A person in the carer's console who named this carer herself, still to confirm ('Nova pessoa —
 * confirme'): the carer confirms her, or refuses her after a question, since refusing takes her off
 * the carer's list and the carer no longer sees her data.
 *
 *   asking ──CONFIRM──▶ confirming ──done──▶ confirmed (final)
 *     │                    └─error─▶ failed
 *     └──REFUSE──▶ askingRefusal ──YES──▶ refusing ──done──▶ refused (final)
 *                      └──CANCEL──▶ asking    └─error─▶ failed
 *   failed ──RETRY──▶ confirming or refusing (what failed), ──CANCEL──▶ asking
 *
 * The writes are injected: `confirmPerson` removes the mark (confirmPersonPatch), `refusePerson`
 * removes the link whole (refusePersonPatch). Once either is saved, the console's list no longer shows
 * her as new (or at all), so the screen that runs this machine goes away.
 */
export interface NewPersonInput {
  readonly personUid: string;
}

export interface NewPersonContext {
  readonly personUid: string;
  /** What the carer was saving when it failed; null before any failure. */
  readonly failed: 'confirm' | 'refuse' | null;
}

export type NewPersonEvent =
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'REFUSE' }
  | { readonly type: 'YES' }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'RETRY' };

export const newPersonMachine = setup({
  types: {
    tags: {} as 'confirming' | 'refusing' | 'refusalQuestion' | 'failed',
    context: {} as NewPersonContext,
    events: {} as NewPersonEvent,
    input: {} as NewPersonInput,
  },
  actors: {
    confirmPerson: promiseToProvide<void, NewPersonInput>('confirmPerson'),
    refusePerson: promiseToProvide<void, NewPersonInput>('refusePerson'),
  },
  guards: {
    confirmFailed: ({ context }) => context.failed === 'confirm',
  },
}).createMachine({
  id: 'newPerson',
  context: ({ input }) => ({ personUid: input.personUid, failed: null }),
  initial: 'asking',
  states: {
    asking: {
      on: { CONFIRM: 'confirming', REFUSE: 'askingRefusal' },
    },
    askingRefusal: {
      tags: ['refusalQuestion'],
      on: { YES: 'refusing', CANCEL: 'asking' },
    },
    confirming: {
      tags: ['confirming'],
      invoke: {
        id: 'confirmPerson',
        src: 'confirmPerson',
        input: ({ context }) => ({ personUid: context.personUid }),
        onDone: 'confirmed',
        onError: { target: 'failed', actions: assign({ failed: 'confirm' as const }) },
      },
    },
    refusing: {
      // The question stays open while the refusal is saved.
      tags: ['refusalQuestion', 'refusing'],
      invoke: {
        id: 'refusePerson',
        src: 'refusePerson',
        input: ({ context }) => ({ personUid: context.personUid }),
        onDone: 'refused',
        onError: { target: 'failed', actions: assign({ failed: 'refuse' as const }) },
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        RETRY: [{ guard: 'confirmFailed', target: 'confirming' }, { target: 'refusing' }],
        CANCEL: 'asking',
      },
    },
    confirmed: { type: 'final' },
    refused: { type: 'final' },
  },
});

export type NewPersonActorRef = ActorRefFrom<typeof newPersonMachine>;
export type NewPersonSnapshot = SnapshotFrom<typeof newPersonMachine>;
