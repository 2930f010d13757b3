import { useSelector } from '@xstate/react';
import { connectionNotice } from '@amparo/shared-machines';
import { Icon, useServices } from '@amparo/shared-ui';
import styles from './ConnectionBanner.module.css';

export const offlineTitle = 'Sem ligação à internet.';
export const offlineDetail =
  'Está a ver os últimos dados recebidos. O que guardar fica à espera e é enviado quando a ligação voltar.';
export const backOnlineText = 'A ligação voltou.';

/**
 * The platform-wide connection state, under the header of every signed-in page: 'Sem ligação' while
 * the database cannot be reached (after the connection machine's notice delay), then for a moment 'A
 * ligação voltou'. A polite live region that is always in the page, so screen readers announce each
 * change; an icon and words, never colour alone.
 */
export function ConnectionBanner() {
  const { connection } = useServices();
  const notice = useSelector(connection, connectionNotice);
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {notice === 'offline' ? (
        <p className={`${styles.banner} ${styles.offline}`}>
          <Icon name="offline" />
          <span>
            <strong>{offlineTitle}</strong> {offlineDetail}
          </span>
        </p>
      ) : null}
      {notice === 'backOnline' ? (
        <p className={`${styles.banner} ${styles.backOnline}`}>
          <Icon name="check" />
          <span>{backOnlineText}</span>
        </p>
      ) : null}
    </div>
  );
}
