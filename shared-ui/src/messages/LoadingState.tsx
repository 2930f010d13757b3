import { loadingTexts } from '../texts/loadingTexts';
import styles from './messages.module.css';

export interface LoadingStateProps {
  readonly label?: string;
}

/** A calm wait, announced politely, instead of a blank page or a flash of another screen. */
export function LoadingState({ label = loadingTexts.loading }: LoadingStateProps) {
  return (
    <div role="status" aria-live="polite" className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
