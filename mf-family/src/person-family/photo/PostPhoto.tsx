import { useFamilyPhoto } from '@amparo/shared-ui';
import { familyTexts } from '../../texts/familyTexts';
import styles from './PhotoPicker.module.css';

export interface PostPhotoProps {
  /** The stored photo's path (familyPhotoPath). */
  readonly path: string;
  /** The photo's name, for those who do not see it: who sent it (its caption is the post's text). */
  readonly description: string;
}

/** A sent photo in her list of posts, through its download address; a sentence when it cannot be shown. */
export function PostPhoto({ path, description }: PostPhotoProps) {
  const source = useFamilyPhoto(path);
  if (source.status === 'shown')
    return <img className={styles.preview} src={source.url} alt={description} />;
  if (source.status === 'missing')
    return <p className={styles.missing}>{familyTexts.photoMissing}</p>;
  return null;
}
