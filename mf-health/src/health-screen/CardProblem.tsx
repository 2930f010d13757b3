import { Button, ErrorMessage } from '@amparo/shared-ui';
import { healthTexts } from '../texts/healthTexts';
import styles from './CardProblem.module.css';

export interface CardProblemProps {
  /** What could not be shown, from the card's catalogue (`medicationsTexts.readFailedWhat`…). */
  readonly what: string;
  readonly onRetry: () => void;
}

/** A card whose live read was refused: what happened, what to do next, a way to try again. */
export function CardProblem({ what, onRetry }: CardProblemProps) {
  return (
    <div className={styles.problem}>
      <ErrorMessage>{healthTexts.readFailed(what)}</ErrorMessage>
      <Button variant="secondary" onClick={onRetry}>
        {healthTexts.retry}
      </Button>
    </div>
  );
}
