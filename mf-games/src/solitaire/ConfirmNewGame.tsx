import { useEffect, useId, useRef } from 'react';
import { Button } from '@amparo/shared-ui';
import { solitaireTexts } from '../texts/solitaireTexts';
import styles from './ConfirmNewGame.module.css';

export interface ConfirmNewGameProps {
  readonly onConfirm: () => void;
  readonly onKeepPlaying: () => void;
}

/** Asks before throwing the current game away (UX: nothing punishes a slip). */
export function ConfirmNewGame({ onConfirm, onKeepPlaying }: ConfirmNewGameProps) {
  const questionId = useId();
  const questionRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby={questionId}>
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
