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
   * On a short screen (200 % zoom) the sentence is left to screen readers, so the screen's first
   * content shows without scrolling: for a sentence the screen says again by itself (Chamadas' call
   * button beside each name). Never for one that says whose data it is.
   */
  readonly descriptionGivesWayWhenShort?: boolean;
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
  descriptionGivesWayWhenShort = false,
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
      {description ? (
        <p
          className={[
            styles.description,
            descriptionGivesWayWhenShort ? styles.givesWay : undefined,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {description}
        </p>
      ) : null}
    </header>
  );
}
