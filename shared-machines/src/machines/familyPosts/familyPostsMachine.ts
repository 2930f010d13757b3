import {
  assertEvent,
  assign,
  setup,
  type ActorRefFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { callbackToProvide, promiseToProvide } from '../actorsToProvide';
import type { FamilyAnswer } from '../../domain/familyCircle';
import type { FamilyPost } from '../../domain/familyFeed';
import { familyPostsTexts } from '../../texts/familyPostsTexts';

/**
 * The person's family posts on her tablet (home's newest one, the 'Família' screen's slideshow), with
 * her ready answers (docs/family-circle.md).
 *
 *   loading ──POSTS──▶ shown ═ idle ──REPLY──▶ replying ──done──▶ idle (the answer noted)
 *                       ▲ NEXT / PREVIOUS (one post on, one back; stops at the ends)   └─error─▶ idle (replyFailed)
 *                       └ POSTS again: live; the post she looks at stays shown
 *
 * `clock` sends TICK (the time) every familyClockMs, for how long ago each post came. `watchPosts` follows `family/{person}/posts` and sends POSTS (newest first, readFamilyPosts) at once
 * and on every change, and `family/{person}/replies` and sends ANSWERS (her latest answer to each
 * post, latestAnswers), so the answers she gave on another day show again. `sendReply` writes her answer (familyReplyRecord). `readPostAloud` (an action
 * the tablet provides: the speech setting decides) says the post that comes into view.
 */
export interface FamilyPostsInput {
  readonly personUid: string;
  /** This tablet's time as it starts (ms), for how long ago each post came. */
  readonly now: number;
}

/** How often the time the screen counts from moves on (so 'há 2 horas' does not stay after an hour). */
export const familyClockMs = 60_000;

export interface FamilyPostsContext {
  readonly personUid: string;
  /** The time how long ago a post came is counted from (ms), moved on by `clock`. */
  readonly now: number;
  readonly posts: readonly FamilyPost[];
  /** The post in view (0: the newest). */
  readonly index: number;
  /** Her answers by post: those read back (ANSWERS), and those sent in this visit. */
  readonly replied: Readonly<Record<string, FamilyAnswer>>;
  /** The answer being written, while it is. */
  readonly sending: ReplyRequest | null;
  /** The last failure (familyPostsTexts), until the next try. */
  readonly error: string | null;
}

export type FamilyPostsEvent =
  | { readonly type: 'POSTS'; readonly posts: readonly FamilyPost[] }
  | { readonly type: 'TICK'; readonly now: number }
  | { readonly type: 'ANSWERS'; readonly answers: Readonly<Record<string, FamilyAnswer>> }
  | { readonly type: 'NEXT' }
  | { readonly type: 'PREVIOUS' }
  | { readonly type: 'REPLY'; readonly answer: FamilyAnswer };

export interface ReplyRequest {
  readonly personUid: string;
  readonly postKey: string;
  readonly answer: FamilyAnswer;
}

/** The post in view, or null when there is none. */
export function postInView(context: FamilyPostsContext): FamilyPost | null {
  return context.posts[context.index] ?? null;
}

export const familyPostsMachine = setup({
  types: {
    tags: {} as 'busy' | 'loading',
    context: {} as FamilyPostsContext,
    events: {} as FamilyPostsEvent,
    input: {} as FamilyPostsInput,
  },
  actors: {
    // It receives nothing; it sends POSTS.
    watchPosts: callbackToProvide<EventObject, { readonly personUid: string }>('watchPosts'),
    sendReply: promiseToProvide<void, ReplyRequest>('sendReply'),
    // It receives nothing; it sends TICK with the time every familyClockMs.
    clock: callbackToProvide<EventObject>('clock'),
  },
  actions: {
    // The tablet provides it (speech); by default, silence.
    readPostAloud: (_, _params: { readonly post: FamilyPost | null }) => undefined,
  },
  guards: {
    hasNext: ({ context }) => context.index < context.posts.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
    hasPost: ({ context }) => postInView(context) !== null,
  },
}).createMachine({
  id: 'familyPosts',
  context: ({ input }) => ({
    personUid: input.personUid,
    now: input.now,
    posts: [],
    index: 0,
    replied: {},
    sending: null,
    error: null,
  }),
  invoke: [
    {
      id: 'watchPosts',
      src: 'watchPosts',
      input: ({ context }) => ({ personUid: context.personUid }),
    },
    { id: 'clock', src: 'clock' },
  ],
  on: {
    TICK: { actions: assign(({ event }) => ({ now: event.now })) },
    ANSWERS: {
      actions: assign(({ context, event }) => ({
        replied: { ...context.replied, ...event.answers },
      })),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      on: {
        POSTS: {
          target: 'shown',
          actions: [
            assign(({ event }) => ({ posts: event.posts, index: 0 })),
            { type: 'readPostAloud', params: ({ context }) => ({ post: postInView(context) }) },
          ],
        },
      },
    },
    shown: {
      on: {
        POSTS: {
          actions: assign(({ context, event }) => {
            const key = postInView(context)?.key;
            const kept = event.posts.findIndex((post) => post.key === key);
            return { posts: event.posts, index: kept === -1 ? 0 : kept };
          }),
        },
        NEXT: {
          guard: 'hasNext',
          actions: [
            assign(({ context }) => ({ index: context.index + 1, error: null })),
            { type: 'readPostAloud', params: ({ context }) => ({ post: postInView(context) }) },
          ],
        },
        PREVIOUS: {
          guard: 'hasPrevious',
          actions: [
            assign(({ context }) => ({ index: context.index - 1, error: null })),
            { type: 'readPostAloud', params: ({ context }) => ({ post: postInView(context) }) },
          ],
        },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            REPLY: { guard: 'hasPost', target: 'replying', actions: assign({ error: null }) },
          },
        },
        replying: {
          tags: ['busy'],
          // The answer belongs to the post it was given to, even if another comes into view meanwhile.
          entry: assign(({ context, event }) => {
            assertEvent(event, 'REPLY');
            return {
              sending: {
                personUid: context.personUid,
                postKey: postInView(context)?.key ?? '',
                answer: event.answer,
              },
            };
          }),
          invoke: {
            id: 'sendReply',
            src: 'sendReply',
            input: ({ context }) => context.sending as ReplyRequest,
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => ({
                replied:
                  context.sending === null
                    ? context.replied
                    : { ...context.replied, [context.sending.postKey]: context.sending.answer },
                sending: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign({ sending: null, error: familyPostsTexts.replyFailed }),
            },
          },
        },
      },
    },
  },
});

export type FamilyPostsActorRef = ActorRefFrom<typeof familyPostsMachine>;
export type FamilyPostsSnapshot = SnapshotFrom<typeof familyPostsMachine>;
