import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { promiseToProvide } from '../actorsToProvide';
import { familyMessageProblem, type FamilyMessageProblem } from '../../domain/familyMessage';
import { familyCaptionProblem, type FamilyPhotoProblem } from '../../domain/familyPhoto';
import type { FamilyPostKind } from '../../domain/familyCircle';

/**
 * A relative sending a post to a person of her circle ('Enviar'): a message, or a photo from her phone
 * with an optional caption. The photo is prepared on the phone (made smaller, re-encoded without its
 * metadata) as soon as she chooses it, so she sees what will be sent; sending stores the photo first,
 * then writes the post that names it; when the post cannot be written, the stored photo is removed
 * again, so no file is left that no post names.
 *
 *   editing ──CHOOSE_PHOTO──▶ preparing ──done──▶ editing (photo shown)   └─error─▶ editing (photoProblem)
 *   editing ──SEND (nothing refused)──▶ sending.uploading ──▶ sending.writing ──done──▶ sent
 *                                       (a message starts at writing)      └─error─▶ sending.undoing ──▶ failed
 *   failed ──SEND──▶ sending (what she typed and chose kept); sent or failed ──TYPE / CHOOSE_PHOTO──▶ editing
 */
export interface FamilyPostInput {
  readonly person: string;
  readonly relativeUid: string;
  /** Her registered name, which the rules require on every post. */
  readonly relativeName: string;
}

export interface FamilyPostContext extends FamilyPostInput {
  readonly text: string;
  /** The file she chose, while it is prepared. */
  readonly chosen: Blob | null;
  /** The photo as it will be sent (a JPEG within maxFamilyPhotoSide, no metadata). */
  readonly photo: Blob | null;
  readonly textProblem: FamilyMessageProblem | null;
  readonly photoProblem: FamilyPhotoProblem | null;
  /** The key of the post whose photo is stored and whose record is being written. */
  readonly postKey: string | null;
  /** What was sent last ('sent' says which), null before. */
  readonly lastSent: FamilyPostKind | null;
}

export type FamilyPostEvent =
  | { readonly type: 'TYPE'; readonly text: string }
  | { readonly type: 'CHOOSE_PHOTO'; readonly file: Blob }
  | { readonly type: 'REMOVE_PHOTO' }
  | { readonly type: 'SEND' };

/** What the preparation of a photo fails with when it knows why (anything else: 'unreadable'). */
export class FamilyPhotoRefusedError extends Error {
  constructor(readonly problem: FamilyPhotoProblem) {
    super(`the photo cannot be sent: ${problem}`);
    this.name = 'FamilyPhotoRefusedError';
  }
}

export interface UploadPhotoInput {
  readonly person: string;
  readonly photo: Blob;
  readonly uploadedBy: string;
}

export interface WritePostInput {
  readonly person: string;
  readonly from: string;
  readonly fromName: string;
  readonly text: string;
  /** The key under which the photo is stored (a photo post); null for a message. */
  readonly postKey: string | null;
}

export interface UndoUploadInput {
  readonly person: string;
  readonly postKey: string;
}

function textProblemOf(context: FamilyPostContext): FamilyMessageProblem | null {
  return context.photo === null
    ? familyMessageProblem(context.text)
    : familyCaptionProblem(context.text);
}

export const familyPostMachine = setup({
  types: {
    tags: {} as 'busy' | 'preparing' | 'sent' | 'failed',
    context: {} as FamilyPostContext,
    events: {} as FamilyPostEvent,
    input: {} as FamilyPostInput,
  },
  actors: {
    preparePhoto: promiseToProvide<Blob, { readonly file: Blob }>('preparePhoto'),
    uploadPhoto: promiseToProvide<{ readonly postKey: string }, UploadPhotoInput>('uploadPhoto'),
    writePost: promiseToProvide<void, WritePostInput>('writePost'),
    undoUpload: promiseToProvide<void, UndoUploadInput>('undoUpload'),
  },
  guards: {
    acceptable: ({ context }) => textProblemOf(context) === null,
    hasPhoto: ({ context }) => context.photo !== null,
  },
  actions: {
    type: assign(({ event }) => {
      assertEvent(event, 'TYPE');
      return { text: event.text, textProblem: null };
    }),
    choose: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_PHOTO');
      return { chosen: event.file, photo: null, photoProblem: null, textProblem: null };
    }),
    removePhoto: assign({ chosen: null, photo: null, photoProblem: null, textProblem: null }),
    refuse: assign(({ context }) => ({ textProblem: textProblemOf(context) })),
  },
}).createMachine({
  id: 'familyPost',
  context: ({ input }) => ({
    ...input,
    text: '',
    chosen: null,
    photo: null,
    textProblem: null,
    photoProblem: null,
    postKey: null,
    lastSent: null,
  }),
  initial: 'editing',
  on: {
    TYPE: { target: '.editing', actions: 'type' },
    CHOOSE_PHOTO: { target: '.preparing', actions: 'choose', reenter: true },
    REMOVE_PHOTO: { target: '.editing', actions: 'removePhoto' },
  },
  states: {
    editing: {
      on: {
        SEND: [{ guard: 'acceptable', target: 'sending' }, { actions: 'refuse' }],
      },
    },
    preparing: {
      tags: ['preparing'],
      // She may go on typing while the photo is prepared.
      on: { TYPE: { actions: 'type' } },
      invoke: {
        id: 'preparePhoto',
        src: 'preparePhoto',
        input: ({ context }) => ({ file: context.chosen ?? new Blob() }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ chosen: null, photo: event.output })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({
            chosen: null,
            photoProblem:
              event.error instanceof FamilyPhotoRefusedError ? event.error.problem : 'unreadable',
          })),
        },
      },
    },
    sending: {
      tags: ['busy'],
      // While it is sent, what she typed and chose stays as it is.
      on: { TYPE: {}, CHOOSE_PHOTO: {}, REMOVE_PHOTO: {} },
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'hasPhoto', target: 'uploading' }, { target: 'writing' }],
        },
        uploading: {
          invoke: {
            id: 'uploadPhoto',
            src: 'uploadPhoto',
            input: ({ context }) => ({
              person: context.person,
              photo: context.photo ?? new Blob(),
              uploadedBy: context.relativeUid,
            }),
            onDone: {
              target: 'writing',
              actions: assign(({ event }) => ({ postKey: event.output.postKey })),
            },
            onError: '#familyPost.failed',
          },
        },
        writing: {
          invoke: {
            id: 'writePost',
            src: 'writePost',
            input: ({ context }) => ({
              person: context.person,
              from: context.relativeUid,
              fromName: context.relativeName,
              text: context.text,
              postKey: context.postKey,
            }),
            onDone: {
              target: '#familyPost.sent',
              actions: assign(({ context }) => ({
                lastSent: context.photo === null ? ('mensagem' as const) : ('foto' as const),
                text: '',
                photo: null,
                postKey: null,
              })),
            },
            onError: [
              { guard: ({ context }) => context.postKey !== null, target: 'undoing' },
              { target: '#familyPost.failed' },
            ],
          },
        },
        undoing: {
          invoke: {
            id: 'undoUpload',
            src: 'undoUpload',
            input: ({ context }) => ({ person: context.person, postKey: context.postKey ?? '' }),
            // Whether or not the file could be removed, she may try again with a new key.
            onDone: '#familyPost.failed',
            onError: '#familyPost.failed',
          },
          exit: assign({ postKey: null }),
        },
      },
    },
    sent: { tags: ['sent'] },
    failed: {
      tags: ['failed'],
      on: { SEND: 'sending' },
    },
  },
});

export type FamilyPostActorRef = ActorRefFrom<typeof familyPostMachine>;
export type FamilyPostSnapshot = SnapshotFrom<typeof familyPostMachine>;
