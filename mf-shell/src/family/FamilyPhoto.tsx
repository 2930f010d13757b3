import { Icon, useFamilyPhoto } from '@amparo/shared-ui';
import { senderName, type FamilyPost } from '@amparo/shared-machines/patient';
import { familyTexts as texts } from '../texts/familyTexts';
import styles from './FamilyPhoto.module.css';

export interface FamilyPhotoProps {
  readonly post: FamilyPost;
  readonly className?: string;
  /**
   * The caption is shown as text beside the photo, where a screen reader reads it: the photo is then
   * described by who sent it, so the caption is not read twice.
   */
  readonly captionBeside?: boolean;
}

/**
 * A post's photo, described by its caption (or by who sent it, when it has none or the caption is
 * shown beside it); a calm frame while it loads or when it cannot be shown.
 */
export function FamilyPhoto({ post, className, captionBeside = false }: FamilyPhotoProps) {
  const source = useFamilyPhoto(post.photo);
  const sentBy = texts.photoOf(senderName(post));
  const description = captionBeside ? sentBy : (post.text ?? sentBy);
  const frame = [styles.frame, className].filter(Boolean).join(' ');
  if (source.status === 'shown')
    return <img className={`${frame} ${styles.photo}`} src={source.url} alt={description} />;
  return (
    <div className={`${frame} ${styles.placeholder}`} role="img" aria-label={description}>
      <Icon name="photo" />
      {source.status === 'missing' ? <span>{texts.photoMissing}</span> : null}
    </div>
  );
}
