import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  postInView,
  provideFamilyPostsEffects,
  readSpeechSetting,
  senderName,
  speakAloud,
  type FamilyPost,
} from '@amparo/shared-machines/patient';
import type { FamilyAnswer } from '@amparo/shared-machines';
import { useServices } from '@amparo/shared-ui';
import { familyTexts as texts } from '../texts/familyTexts';

export interface FamilyPostsView {
  /** Until the posts have come. */
  readonly loading: boolean;
  readonly posts: readonly FamilyPost[];
  readonly index: number;
  /** The time how long ago each post came is counted from (it moves on every minute). */
  readonly now: number;
  readonly post: FamilyPost | null;
  readonly replied: Readonly<Record<string, FamilyAnswer>>;
  readonly replying: boolean;
  readonly error: string | null;
  readonly next: () => void;
  readonly previous: () => void;
  readonly reply: (answer: FamilyAnswer) => void;
}

function spoken(post: FamilyPost): string {
  return post.kind === 'mensagem' && post.text !== null
    ? texts.spokenMessage(senderName(post), post.text)
    : texts.spokenPhoto(senderName(post), post.text);
}

/**
 * The person's family posts, live (familyPostsMachine). With `readAloud`, each post that comes into
 * view is said when the tablet's speech setting is on (read when it is said, so a change applies at once).
 */
export function useFamilyPosts(
  personUid: string,
  options: { readonly readAloud?: boolean } = {},
): FamilyPostsView {
  const { backend } = useServices();
  const readAloud = options.readAloud === true;
  const machine = useMemo(
    () =>
      provideFamilyPostsEffects(backend.database, {
        readAloud: (text) => {
          if (readSpeechSetting()) speakAloud(text);
        },
        describe: (post) => (readAloud ? spoken(post) : null),
      }),
    [backend.database, readAloud],
  );
  const [startedAt] = useState(() => Date.now());
  const actor = useActorRef(machine, { input: { personUid, now: startedAt } });
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const replying = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  return useMemo(
    () => ({
      loading,
      posts: context.posts,
      index: context.index,
      now: context.now,
      post: postInView(context),
      replied: context.replied,
      replying,
      error: context.error,
      next: () => actor.send({ type: 'NEXT' }),
      previous: () => actor.send({ type: 'PREVIOUS' }),
      reply: (answer: FamilyAnswer) => actor.send({ type: 'REPLY', answer }),
    }),
    [actor, context, loading, replying],
  );
}
