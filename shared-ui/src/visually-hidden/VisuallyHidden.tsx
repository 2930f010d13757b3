import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only (e.g. `linkTexts.opensInNewWindow`). */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
