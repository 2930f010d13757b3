import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconShapes';
import styles from './PageHeading.module.css';

export interface PageHeadingProps {
  readonly children: ReactNode;
  readonly icon?: IconName;
  /** A sentence under the heading. */
  readonly description?: ReactNode;
  /**
   * Move focus to the heading when the screen appears, so a screen reader starts at the new
   * screen after an in-app navigation.
   */
  readonly focusOnMount?: boolean;
}

/** The one <h1> of a screen. */
export function PageHeading({
  children,
  icon,
  description,
  focusOnMount = false,
}: PageHeadingProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <header className={styles.header}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {icon ? <Icon name={icon} /> : null}
        {children}
      </h1>
      {description ? <p className={styles.description}>{description}</p> : null}
    </header>
  );
}
