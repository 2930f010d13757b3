import { Button, ErrorMessage } from '@amparo/shared-ui';
import styles from './CardProblem.module.css';

export interface CardProblemProps {
  /** What could not be shown, e.g. 'as suas consultas'. */
  readonly what: string;
  readonly onRetry: () => void;
}

/** A card whose live read was refused: what happened, what to do next, a way to try again. */
export function CardProblem({ what, onRetry }: CardProblemProps) {
  return (
    <div className={styles.problem}>
      <ErrorMessage>{`Não foi possível mostrar ${what}. Verifique a ligação à internet e tente novamente.`}</ErrorMessage>
      <Button variant="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
