import { Button, ErrorMessage } from '@amparo/shared-ui';
import styles from './ChromeHeader.module.css';

export interface ChromeHeaderProps {
  readonly onInfo: () => void;
  readonly onEmergency: () => void;
  readonly onLogout: () => void;
  readonly signingOut: boolean;
  /** Why the last sign-out failed, if it did. */
  readonly error: string | null;
}

/** The top bar of every signed-in page: information, emergency numbers, logout — icon and word each. */
export function ChromeHeader({ onInfo, onEmergency, onLogout, signingOut, error }: ChromeHeaderProps) {
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
          <Button variant="danger" icon="emergency" aria-haspopup="dialog" onClick={onEmergency}>
            Emergência
          </Button>
        </li>
        <li>
          <Button variant="secondary" icon="logout" onClick={onLogout} disabled={signingOut}>
            {signingOut ? 'A sair…' : 'Sair'}
          </Button>
        </li>
      </ul>
      {error ? <ErrorMessage className={styles.error}>{error}</ErrorMessage> : null}
    </header>
  );
}
