import { Button } from '../button/Button';
import { buttonClassName } from '../button/buttonClassName';
import { Icon } from '../icons/Icon';
import styles from './ErrorFallback.module.css';

export interface ErrorFallbackProps {
  readonly onRetry: () => void;
}

/** What a person sees when one part of the platform fails: calm words and two ways on. */
export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  return (
    <div role="alert" className={styles.fallback}>
      <h2 className={styles.title}>Esta parte da plataforma não abriu</h2>
      <p className={styles.text}>
        Não se preocupe, não perdeu nada. Pode tentar novamente ou voltar ao início.
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onRetry}>
          Tentar novamente
        </Button>
        <a href="/" className={buttonClassName({ variant: 'secondary', size: 'large' })}>
          <Icon name="home" />
          Voltar ao início
        </a>
      </div>
    </div>
  );
}
