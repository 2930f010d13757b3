import { familyAnswers, pathFor } from '@amparo/shared-machines';
import { senderName, timeAgo } from '@amparo/shared-machines/patient';
import {
  AppLink,
  Button,
  ErrorMessage,
  LoadingState,
  PageHeading,
  StatusMessage,
} from '@amparo/shared-ui';
import { familyTexts as texts } from '../texts/familyTexts';
import { FamilyPhoto } from './FamilyPhoto';
import { useFamilyPosts } from './useFamilyPosts';
import styles from './FamilyScreen.module.css';

export interface FamilyScreenProps {
  readonly uid: string;
}

/**
 * /familia, on the person's tablet: her relatives' photos and messages one at a time, newest first,
 * with 'Anterior' and 'Seguinte' (familyTexts.previous, next) to move through them; each message said
 * aloud as it comes into view when the tablet reads aloud; under each post her ready answers. New
 * posts arrive live; the post she looks at stays.
 */
export function FamilyScreen({ uid }: FamilyScreenProps) {
  const view = useFamilyPosts(uid, { readAloud: true });
  const { post } = view;
  const answered = post === null ? undefined : view.replied[post.key];
  return (
    <div className={styles.screen}>
      <PageHeading icon="family" focusOnMount>
        {texts.heading}
      </PageHeading>
      {view.loading ? (
        <LoadingState />
      ) : post === null ? (
        <p className={styles.nothing}>{texts.nothingYet}</p>
      ) : (
        <section
          className={styles.slide}
          aria-label={texts.position(view.index + 1, view.posts.length)}
        >
          <div className={styles.content}>
            {post.kind === 'foto' ? (
              <FamilyPhoto key={post.key} post={post} className={styles.photo} captionBeside />
            ) : (
              <p className={styles.message}>{post.text}</p>
            )}
            {post.kind === 'foto' && post.text !== null ? (
              <p className={styles.caption}>{post.text}</p>
            ) : null}
          </div>
          <p className={styles.from}>
            {texts.fromWhen(senderName(post), timeAgo(post.at, view.now))}
          </p>
          <div className={styles.moves}>
            <Button
              variant="secondary"
              icon="back"
              disabled={view.index === 0}
              onClick={view.previous}
            >
              {texts.previous}
            </Button>
            <span className={styles.position}>
              {texts.position(view.index + 1, view.posts.length)}
            </span>
            <Button
              variant="secondary"
              icon="forward"
              disabled={view.index >= view.posts.length - 1}
              onClick={view.next}
            >
              {texts.next}
            </Button>
          </div>
          <div className={styles.answers} role="group" aria-label={texts.answersLabel}>
            {familyAnswers.map((answer) => (
              <Button
                key={answer}
                variant="primary"
                size="normal"
                disabled={view.replying}
                aria-pressed={answered === answer}
                onClick={() => view.reply(answer)}
              >
                {texts.answers[answer]}
              </Button>
            ))}
          </div>
          <StatusMessage tone="success">
            {answered === undefined ? null : texts.answered(texts.answers[answered])}
          </StatusMessage>
          <ErrorMessage>{view.error}</ErrorMessage>
        </section>
      )}
      <div className={styles.links}>
        <AppLink to={pathFor('myFamily')} variant="secondary" icon="family">
          {texts.myFamily}
        </AppLink>
        <AppLink to="/" variant="secondary" icon="home">
          {texts.back}
        </AppLink>
      </div>
    </div>
  );
}
