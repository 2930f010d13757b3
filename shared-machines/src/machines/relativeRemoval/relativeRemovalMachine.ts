import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { promiseToProvide } from '../actorsToProvide';
import { relativeRemovalTexts } from '../../texts/relativeRemovalTexts';

/**
 * The person removing a relative from her circle ('A minha família' → 'Remover'): one question, then
 * one update (removeRelativePatch), after which the rules cut the relative's access at once.
 *
 *   idle ──ASK(relative)──▶ confirming ──CONFIRM──▶ removing ──done──▶ idle
 *    ▲                        └─CANCEL─▶ idle        └─error─▶ idle (removeFailed)
 */
export interface RelativeToRemove {
  readonly uid: string;
  readonly name: string;
}

export interface RelativeRemovalInput {
  readonly personUid: string;
}

export interface RelativeRemovalContext {
  readonly personUid: string;
  /** The relative asked about (and then being removed); null when none. */
  readonly relative: RelativeToRemove | null;
  readonly error: string | null;
}

export type RelativeRemovalEvent =
  | { readonly type: 'ASK'; readonly relative: RelativeToRemove }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'CANCEL' };

export const relativeRemovalMachine = setup({
  types: {
    tags: {} as 'busy' | 'asking',
    context: {} as RelativeRemovalContext,
    events: {} as RelativeRemovalEvent,
    input: {} as RelativeRemovalInput,
  },
  actors: {
    removeRelative: promiseToProvide<
      void,
      { readonly personUid: string; readonly relativeUid: string }
    >('removeRelative'),
  },
}).createMachine({
  id: 'relativeRemoval',
  context: ({ input }) => ({ personUid: input.personUid, relative: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        ASK: {
          target: 'confirming',
          actions: assign(({ event }) => {
            assertEvent(event, 'ASK');
            return { relative: event.relative, error: null };
          }),
        },
      },
    },
    confirming: {
      tags: ['asking'],
      on: {
        CONFIRM: 'removing',
        CANCEL: { target: 'idle', actions: assign({ relative: null }) },
      },
    },
    removing: {
      tags: ['busy', 'asking'],
      invoke: {
        id: 'removeRelative',
        src: 'removeRelative',
        input: ({ context }) => ({
          personUid: context.personUid,
          relativeUid: context.relative?.uid ?? '',
        }),
        onDone: { target: 'idle', actions: assign({ relative: null }) },
        onError: {
          target: 'idle',
          actions: assign({ relative: null, error: relativeRemovalTexts.removeFailed }),
        },
      },
    },
  },
});

export type RelativeRemovalActorRef = ActorRefFrom<typeof relativeRemovalMachine>;
export type RelativeRemovalSnapshot = SnapshotFrom<typeof relativeRemovalMachine>;
