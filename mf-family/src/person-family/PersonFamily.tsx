import { useId } from 'react';
import { LoadingState, useServices } from '@amparo/shared-ui';
import {
  familyPostsNewestFirst,
  familyPostsPath,
  familyRepliesPath,
} from '@amparo/shared-machines';
import { readFamilyReplies } from '@amparo/shared-machines/patient';
import { useLiveValue } from '@amparo/shared-ui/live-data';
import { familyTexts } from '../texts/familyTexts';
import { FamilyPostForm } from './FamilyPostForm';
import { PostPhoto } from './photo/PostPhoto';
import { PostReplies } from './PostReplies';
import { PersonDay } from '../person-day/PersonDay';
import styles from './PersonFamily.module.css';
import { onFirstUse } from '@amparo/shared-machines';

export interface PersonFamilyProps {
  readonly person: string;
  /** Her name as her invitation carried it (`relativeCircles/{relative}/{person}/name`): the heading. */
  readonly personName: string;
  readonly relativeUid: string;
  /** Her registered name (`relatives/{uid}/name`), which the rules require on every post; null while unread. */
  readonly relativeName: string | null;
}

const whenFormat = onFirstUse(
  () => new Intl.DateTimeFormat('pt-PT', { dateStyle: 'short', timeStyle: 'short' }),
);

/** One person of her circles: the posts (newest first) and the form to send her a message or a photo. */
export function PersonFamily({ person, personName, relativeUid, relativeName }: PersonFamilyProps) {
  const headingId = useId();
  const postsHeadingId = useId();
  const { backend } = useServices();
  const posts = useLiveValue(backend.database, familyPostsPath(person));
  const shown = familyPostsNewestFirst(posts.value);
  const replies = readFamilyReplies(
    useLiveValue(backend.database, familyRepliesPath(person)).value,
  );
  return (
    <section className={styles.person} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {personName}
      </h2>
      {relativeName !== null && (
        <>
          <PersonDay person={person} relativeUid={relativeUid} relativeName={relativeName} />
          <FamilyPostForm person={person} relativeUid={relativeUid} relativeName={relativeName} />
        </>
      )}
      <h3 id={postsHeadingId} className={styles.subheading}>
        {familyTexts.postsHeading}
      </h3>
      {posts.status === 'loading' ? (
        <LoadingState label={familyTexts.loading} />
      ) : shown.length === 0 ? (
        <p className={styles.text}>{familyTexts.noPosts}</p>
      ) : (
        <ul className={styles.posts} aria-labelledby={postsHeadingId}>
          {shown.map((post) => (
            <li key={post.key} className={styles.post}>
              {post.photo !== null && (
                <PostPhoto path={post.photo} description={familyTexts.photoBy(post.fromName)} />
              )}
              {post.text !== null && <p className={styles.postText}>{post.text}</p>}
              <p className={styles.postFrom}>
                {familyTexts.postFrom(post.fromName, whenFormat().format(post.at))}
              </p>
              <PostReplies
                replies={replies.filter((reply) => reply.post === post.key)}
                formatWhen={(at) => whenFormat().format(at)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
