import { Icon, useFamilyPhoto } from '@amparo/shared-ui';
import { senderName, type FamilyPost } from '@amparo/shared-machines/patient';
import { familyTexts as texts } from '../texts/familyTexts';
import styles from './FamilyPhoto.module.css';

export interface FamilyPhotoProps {
  readonly post: FamilyPost;
  readonly className?: string;
}

/** A post's photo, described by its caption (or by who sent it); a calm frame while it loads or when it cannot be shown. */
export function FamilyPhoto({ post, className }: FamilyPhotoProps) {
  const source = useFamilyPhoto(post.photo);
  const description = post.text ?? texts.photoOf(senderName(post));
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
