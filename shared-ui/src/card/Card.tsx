import { useId, type ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  /** With a title the card is a labelled region (a <section>); without one, a plain box. */
  readonly title?: ReactNode;
  readonly headingLevel?: 2 | 3;
  readonly tone?: 'default' | 'green';
  readonly className?: string;
  readonly children?: ReactNode;
}

export function Card({
  title,
  headingLevel = 2,
  tone = 'default',
  className,
  children,
}: CardProps) {
  const headingId = useId();
  const classes = [styles.card, tone === 'green' ? styles.green : undefined, className]
    .filter(Boolean)
    .join(' ');
  if (title === undefined) return <div className={classes}>{children}</div>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={classes} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
