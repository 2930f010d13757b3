import type { ReactNode } from 'react';
import { AppLink, Icon } from '@amparo/shared-ui';
import { sectionNamesTexts as names } from '../../texts/sectionNamesTexts';
import styles from './FamilyTile.module.css';

export interface FamilyTileFrameProps {
  /** The 'Família' screen's address. */
  readonly to: string;
  /** The tile's look, shared with home's other tiles. */
  readonly className: string;
  /** The newest post, once it has come. */
  readonly children?: ReactNode;
}

/**
 * Home's 'Família' tile around what it shows: its name at the top, where it stays whether a post is
 * shown below it or not yet (the tile is drawn before the family's code and posts come: nothing moves
 * when they do). Loaded with home, without the family's code.
 */
export function FamilyTileFrame({ to, className, children }: FamilyTileFrameProps) {
  return (
    <AppLink to={to} className={`${className} ${styles.tile}`}>
      <span className={styles.heading}>
        <Icon name="family" />
        {names.family}
      </span>
      {children}
    </AppLink>
  );
}
