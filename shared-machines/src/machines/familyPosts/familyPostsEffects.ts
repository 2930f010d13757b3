import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { DatabasePort } from '../../ports/backendPorts';
import { familyPostsPath, familyRepliesPath } from '../../domain/familyCircle';
import { newPushKey } from '../../domain/pushKeys';
import { familyReplyRecord, readFamilyPosts } from '../../domain/familyFeed';
import { familyPostsMachine, type FamilyPostsEvent, type ReplyRequest } from './familyPostsMachine';

/**
 * The person's family posts against the database: her posts followed live (a refused read — she
 * has none yet, say — counts as none) and her answers pushed under `family/{person}/replies`.
 * `readAloud` says a post as it comes into view (the tablet passes it only when its speech setting is on).
 */
export function provideFamilyPostsEffects(
  database: DatabasePort,
  readAloud: (text: string) => void = () => undefined,
  describe: (post: { readonly fromName: string; readonly text: string | null }) => string | null = (
    post,
  ) => post.text,
) {
  return familyPostsMachine.provide({
    actors: {
      watchPosts: fromCallback<EventObject, { readonly personUid: string }>(
        ({ sendBack, input }) =>
          database.subscribe(
            familyPostsPath(input.personUid),
            (value) =>
              sendBack({ type: 'POSTS', posts: readFamilyPosts(value) } satisfies FamilyPostsEvent),
            () => sendBack({ type: 'POSTS', posts: [] } satisfies FamilyPostsEvent),
          ),
      ),
      sendReply: fromPromise<void, ReplyRequest>(async ({ input }) => {
        await database.set(
          `${familyRepliesPath(input.personUid)}/${newPushKey()}`,
          familyReplyRecord(input.postKey, input.answer),
        );
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
