import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { BottomNavSection, ScreenId } from '@amparo/shared-machines';
import { AppLink, Icon } from '@amparo/shared-ui';
import { bottomNavTexts as texts } from '../../texts/bottomNavTexts';
import { bottomNavEntries } from './bottomNavEntries';
import styles from './BottomNav.module.css';

export interface BottomNavProps {
  readonly active: BottomNavSection | null;
  readonly linkTo: (screen: ScreenId) => string;
  readonly onProBranca: () => void;
  /** Where to render (the page's #amparo-chrome-bottom); inline when absent. */
  readonly container: HTMLElement | null;
}

/** The bottom navigation of the section screens. */
export function BottomNav({ active, linkTo, onProBranca, container }: BottomNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  // Keep the spacer as tall as the bar (it grows with text zoom).
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(nav.offsetHeight));
    observer.observe(nav);
    return () => observer.disconnect();
  }, []);

  const bar = (
    <>
      <div className={styles.spacer} style={height ? { height } : undefined} aria-hidden="true" />
      <nav ref={navRef} className={styles.nav} aria-label={texts.navLabel}>
        <ul className={styles.list}>
          {bottomNavEntries.map((entry) => {
            if (entry.kind === 'dialog') {
              return (
                <li key={entry.label}>
                  <button
                    type="button"
                    className={styles.entry}
                    aria-haspopup="dialog"
                    onClick={onProBranca}
                  >
                    <Icon name={entry.icon} />
                    {entry.label}
                  </button>
                </li>
              );
            }
            const current = entry.section === active;
            return (
              <li key={entry.label}>
                <AppLink
                  to={linkTo(entry.screen)}
                  className={current ? `${styles.entry} ${styles.current}` : styles.entry}
                  aria-current={current ? 'page' : undefined}
                >
                  <Icon name={entry.icon} filled={current} />
                  {entry.label}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
  return container ? createPortal(bar, container) : bar;
}
