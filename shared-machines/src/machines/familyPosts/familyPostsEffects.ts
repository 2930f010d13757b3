import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { DatabasePort } from '../../ports/backendPorts';
import { familyPostsPath, familyRepliesPath } from '../../domain/familyCircle';
import { newPushKey } from '../../domain/pushKeys';
import {
  familyReplyRecord,
  latestAnswers,
  readFamilyPosts,
  readFamilyReplies,
  type FamilyPost,
} from '../../domain/familyFeed';
import {
  familyClockMs,
  familyPostsMachine,
  type FamilyPostsEvent,
  type ReplyRequest,
} from './familyPostsMachine';

/**
 * The person's family posts against the database: her posts followed live (a refused read — she
 * has none yet, say — counts as none), her answers pushed under `family/{person}/replies` and
 * followed there too.
 * `readAloud` says a post as it comes into view (as `describe` puts it); `now` is the clock TICK reads.
 */
export function provideFamilyPostsEffects(
  database: DatabasePort,
  options: {
    readonly readAloud?: (text: string) => void;
    /** What is said of a post (null: nothing). */
    readonly describe?: (post: FamilyPost) => string | null;
    readonly now?: () => number;
  } = {},
) {
  const readAloud = options.readAloud ?? (() => undefined);
  const describe = options.describe ?? ((post: FamilyPost) => post.text);
  const now = options.now ?? (() => Date.now());
  return familyPostsMachine.provide({
    actors: {
      watchPosts: fromCallback<EventObject, { readonly personUid: string }>(
        ({ sendBack, input }) => {
          const stopPosts = database.subscribe(
            familyPostsPath(input.personUid),
            (value) =>
              sendBack({ type: 'POSTS', posts: readFamilyPosts(value) } satisfies FamilyPostsEvent),
            () => sendBack({ type: 'POSTS', posts: [] } satisfies FamilyPostsEvent),
          );
          // Her answers read back; a refused read leaves those of this visit.
          const stopAnswers = database.subscribe(
            familyRepliesPath(input.personUid),
            (value) =>
              sendBack({
                type: 'ANSWERS',
                answers: latestAnswers(readFamilyReplies(value)),
              } satisfies FamilyPostsEvent),
            () => undefined,
          );
          return () => {
            stopPosts();
            stopAnswers();
          };
        },
      ),
      sendReply: fromPromise<void, ReplyRequest>(async ({ input }) => {
        await database.set(
          `${familyRepliesPath(input.personUid)}/${newPushKey()}`,
          familyReplyRecord(input.postKey, input.answer),
        );
      }),
      clock: fromCallback<EventObject>(({ sendBack }) => {
        const timer = setInterval(
          () => sendBack({ type: 'TICK', now: now() } satisfies FamilyPostsEvent),
          familyClockMs,
        );
        return () => clearInterval(timer);
      }),
    },
    actions: {
      readPostAloud: (_, params) => {
        if (params.post === null) return;
        const text = describe(params.post);
        if (text !== null) readAloud(text);
      },
    },
  });
}
