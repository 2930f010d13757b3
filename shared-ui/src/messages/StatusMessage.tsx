import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon';
import styles from './messages.module.css';

export interface StatusMessageProps {
  /** 'success' is the green confirmation (e.g. a record saved). */
  readonly tone?: 'info' | 'success';
  readonly className?: string;
  /** Keep the component rendered and change only its content, so screen readers announce it. */
  readonly children?: ReactNode;
}

/** A polite live region: news that does not interrupt. */
export function StatusMessage({ tone = 'info', className, children }: StatusMessageProps) {
  const hasContent =
    children !== undefined && children !== null && children !== false && children !== '';
  return (
    <p
      role="status"
      aria-live="polite"
      className={[styles.message, styles[tone], className].filter(Boolean).join(' ')}
    >
      {hasContent && tone === 'success' ? <Icon name="check" /> : null}
      {hasContent ? children : null}
    </p>
  );
}
