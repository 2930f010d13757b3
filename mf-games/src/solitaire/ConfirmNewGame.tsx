import { useEffect, useId, useRef } from 'react';
import { Button } from '@amparo/shared-ui';
import { solitaireTexts } from '../texts/solitaireTexts';
import styles from './ConfirmNewGame.module.css';

export interface ConfirmNewGameProps {
  readonly onConfirm: () => void;
  readonly onKeepPlaying: () => void;
}

/**
 * Asks before throwing the current game away (UX: nothing punishes a slip). It comes whole into
 * view, its two answers included, on a screen too short for the page above it (200 % zoom).
 */
export function ConfirmNewGame({ onConfirm, onKeepPlaying }: ConfirmNewGameProps) {
  const questionId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const panel = panelRef.current;
    // jsdom has no scrollIntoView().
    if (panel && typeof panel.scrollIntoView === 'function')
      panel.scrollIntoView({ block: 'nearest' });
    questionRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section ref={panelRef} className={styles.panel} aria-labelledby={questionId}>
      <h2 id={questionId} ref={questionRef} tabIndex={-1} className={styles.question}>
        {solitaireTexts.newGameQuestion}
      </h2>
      <div className={styles.buttons}>
        <Button variant="primary" onClick={onConfirm}>
          {solitaireTexts.confirmNewGame}
        </Button>
        <Button variant="secondary" size="large" onClick={onKeepPlaying}>
          {solitaireTexts.keepPlaying}
        </Button>
      </div>
    </section>
  );
}
