import { Button } from '@amparo/shared-ui';
import styles from './ChromeHeader.module.css';

export interface ChromeHeaderProps {
  readonly onInfo: () => void;
  readonly onEmergency: () => void;
  /** Opens the question 'Quer mesmo sair?': signing out is never one tap. */
  readonly onSignOut: () => void;
}

/**
 * The top bar of every signed-in page: information and 'Sair' on the left, beside the name, and
 * 'Emergência' alone at the other end, large, so a slip towards one never lands on the other.
 */
export function ChromeHeader({ onInfo, onEmergency, onSignOut }: ChromeHeaderProps) {
  return (
    <header className={styles.header}>
      <p className={styles.brand}>Amparo</p>
      <ul className={styles.actions} aria-label="Ajuda e sessão">
        <li>
          <Button variant="secondary" icon="info" aria-haspopup="dialog" onClick={onInfo}>
            Informações
          </Button>
        </li>
        <li>
          <Button variant="secondary" icon="logout" aria-haspopup="dialog" onClick={onSignOut}>
            Sair
          </Button>
        </li>
        <li className={styles.emergency}>
          <Button
            variant="danger"
            size="large"
            icon="emergency"
            aria-haspopup="dialog"
            onClick={onEmergency}
          >
            Emergência
          </Button>
        </li>
      </ul>
    </header>
  );
}
