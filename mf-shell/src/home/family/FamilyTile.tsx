import { senderName, timeAgo } from '@amparo/shared-machines/patient';
import { FamilyPhoto } from '../../family/FamilyPhoto';
import { useFamilyPosts } from '../../family/useFamilyPosts';
import { familyTexts as texts } from '../../texts/familyTexts';
import { FamilyTileFrame } from './FamilyTileFrame';
import styles from './FamilyTile.module.css';

export interface FamilyTileProps {
  readonly uid: string;
  /** The 'Família' screen's address. */
  readonly to: string;
  /** The tile's look, shared with home's other tiles. */
  readonly className: string;
}

/**
 * Home's 'Família' tile: the newest photo or message from her family, with who sent it and how long
 * ago (familyTexts.fromWhen), live; the whole tile leads to the 'Família' screen.
 */
export function FamilyTile({ uid, to, className }: FamilyTileProps) {
  const { posts, now } = useFamilyPosts(uid);
  const newest = posts[0] ?? null;
  return (
    <FamilyTileFrame to={to} className={className}>
      {newest === null ? null : (
        <span className={styles.post}>
          {newest.kind === 'foto' ? (
            <FamilyPhoto post={newest} className={styles.photo} />
          ) : (
            <span className={styles.message}>{newest.text}</span>
          )}
          <span className={styles.from}>
            {texts.fromWhen(senderName(newest), timeAgo(newest.at, now))}
          </span>
        </span>
      )}
    </FamilyTileFrame>
  );
}
