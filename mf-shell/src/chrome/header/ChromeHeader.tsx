import { Button } from '@amparo/shared-ui';
import { headerTexts as texts } from '../../texts/headerTexts';
import { productTexts } from '../../texts/productTexts';
import styles from './ChromeHeader.module.css';

export interface ChromeHeaderProps {
  readonly onInfo: () => void;
  /**
   * Opens the emergency numbers; absent for a relative (her own phone calls 112, and the dialog speaks
   * of the association's tablet and town).
   */
  readonly onEmergency?: () => void;
  /** Opens the question before signing out (dialogsTexts.signOut): signing out is never one tap. */
  readonly onSignOut: () => void;
}

/**
 * The top bar of every signed-in page: information and signing out on the left, beside the name, and
 * the emergency button alone at the other end, large, so a slip towards one never lands on the other.
 * On a short screen (200 % zoom) the bar keeps to one row where it can: information and signing out
 * show their icons only (their words stay their names), the emergency button keeps its word.
 */
export function ChromeHeader({ onInfo, onEmergency, onSignOut }: ChromeHeaderProps) {
  return (
    <header className={styles.header}>
      <p className={styles.brand}>{productTexts.name}</p>
      <ul className={styles.actions} aria-label={texts.actionsLabel}>
        <li>
          <Button variant="secondary" icon="info" aria-haspopup="dialog" onClick={onInfo}>
            <span className={styles.label}>{texts.info}</span>
          </Button>
        </li>
        <li>
          <Button variant="secondary" icon="logout" aria-haspopup="dialog" onClick={onSignOut}>
            <span className={styles.label}>{texts.signOut}</span>
          </Button>
        </li>
        {onEmergency ? (
          <li className={styles.emergency}>
            <Button
              variant="danger"
              size="large"
              icon="emergency"
              aria-haspopup="dialog"
              onClick={onEmergency}
            >
              {texts.emergency}
            </Button>
          </li>
        ) : null}
      </ul>
    </header>
  );
}
