import { sectionUnavailableTexts } from '@amparo/shared-machines';
import { Button } from '../button/Button';
import { buttonClassName } from '../button/buttonClassName';
import { Icon } from '../icons/Icon';
import styles from './ErrorFallback.module.css';

export interface ErrorFallbackProps {
  readonly onRetry: () => void;
}

/**
 * What a person sees when a part of the platform fails while drawing: the same calm words and the
 * same two ways on as the root's panel for a section that cannot be loaded.
 */
export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  return (
    <div role="alert" className={styles.fallback}>
      <h2 className={styles.title}>{sectionUnavailableTexts.heading}</h2>
      <p className={styles.text}>{sectionUnavailableTexts.body}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onRetry}>
          {sectionUnavailableTexts.retry}
        </Button>
        <a href="/" className={buttonClassName({ variant: 'secondary', size: 'large' })}>
          <Icon name="home" />
          {sectionUnavailableTexts.home}
        </a>
      </div>
    </div>
  );
}
