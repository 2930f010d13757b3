import { useEffect, useId, useRef } from 'react';
import { Button } from '@amparo/shared-ui';
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
        Quer mesmo começar um jogo novo? As cartas deste jogo perdem-se.
      </h2>
      <div className={styles.buttons}>
        <Button variant="primary" onClick={onConfirm}>
          Sim, jogo novo
        </Button>
        <Button variant="secondary" size="large" onClick={onKeepPlaying}>
          Não, continuar este jogo
        </Button>
      </div>
    </section>
  );
}
