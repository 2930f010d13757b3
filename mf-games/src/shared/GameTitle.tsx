import type { ReactNode } from 'react';
import { PageHeading } from '@amparo/shared-ui';
import { BackToGames } from './BackToGames';
import styles from './GameTitle.module.css';

/** A game's heading and the way back to the hub, on one line to leave the screen to the game. */
export function GameTitle({
  children,
  actions,
}: {
  readonly children: ReactNode;
  readonly actions?: ReactNode;
}) {
  return (
    <div className={styles.row}>
      <PageHeading focusOnMount>{children}</PageHeading>
      <div className={styles.actions}>
        {actions}
        <BackToGames />
      </div>
    </div>
  );
}
