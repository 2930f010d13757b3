import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon';
import styles from './messages.module.css';

export interface ErrorMessageProps {
  readonly id?: string;
  readonly className?: string;
  /** Keep the component rendered and change only its content, so screen readers announce it. */
  readonly children?: ReactNode;
}

/** An assertive live region for what went wrong and what to do next (never a code). */
export function ErrorMessage({ id, className, children }: ErrorMessageProps) {
  const hasContent =
    children !== undefined && children !== null && children !== false && children !== '';
  return (
    <p
      id={id}
      role="alert"
      className={[styles.message, styles.error, className].filter(Boolean).join(' ')}
    >
      {hasContent ? <Icon name="alert" /> : null}
      {hasContent ? children : null}
    </p>
  );
}
