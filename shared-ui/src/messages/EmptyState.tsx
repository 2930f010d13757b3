import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconShapes';
import styles from './messages.module.css';

export interface EmptyStateProps {
  /** The list's sentence (docs/product.md: Addresses and screens), e.g. an empty list of appointments. */
  readonly message: ReactNode;
  readonly icon?: IconName;
  /** An optional way forward (a button or a link). */
  readonly children?: ReactNode;
}

export function EmptyState({ message, icon, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      {icon ? <Icon name={icon} /> : null}
      <p>{message}</p>
      {children}
    </div>
  );
}
