import { useEffect, useId, useRef } from 'react';
import { Button } from '@amparo/shared-ui';
import { gameScreenTexts } from '../texts/gameScreenTexts';
import styles from './ResultBanner.module.css';

export interface ResultBannerProps {
  /** The game's result: `solitaireTexts.wonTitle` or one of `ticTacToeTexts.results`. */
  readonly title: string;
  readonly tone: 'won' | 'other';
  readonly onRestart: () => void;
  readonly className?: string;
}

/** The end of a game: its result, read out as focus moves to it, and `gameScreenTexts.restart`. */
export function ResultBanner({ title, tone, onRestart, className }: ResultBannerProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      className={[styles.banner, tone === 'won' ? styles.won : undefined, className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {tone === 'won' ? <span aria-hidden="true">★ </span> : null}
        {title}
      </h2>
      <Button variant="primary" size="large" onClick={onRestart}>
        {gameScreenTexts.restart}
      </Button>
    </section>
  );
}
