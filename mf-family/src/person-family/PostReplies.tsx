import { familyPostsTexts, type FamilyReply } from '@amparo/shared-machines/patient';
import { familyTexts } from '../texts/familyTexts';
import styles from './PersonFamily.module.css';

export interface PostRepliesProps {
  /** Her answers to this post, oldest first (readFamilyReplies). */
  readonly replies: readonly FamilyReply[];
  /** How the phone writes a moment. */
  readonly formatWhen: (at: number) => string;
}

/** Her ready answers to one post, as she gave them on her tablet ('Respondeu: Obrigada!'). */
export function PostReplies({ replies, formatWhen }: PostRepliesProps) {
  if (replies.length === 0) return null;
  return (
    <ul className={styles.replies}>
      {replies.map((reply) => (
        <li key={reply.key} className={styles.reply}>
          {familyTexts.replied(familyPostsTexts.answers[reply.answer], formatWhen(reply.at))}
        </li>
      ))}
    </ul>
  );
}
