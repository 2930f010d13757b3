import { useSelector } from '@xstate/react';
import { clockTimeAt, connectionNotice } from '@amparo/shared-machines';
import { Icon, useServices } from '@amparo/shared-ui';
import { connectionBannerTexts as texts } from '../../texts/connectionBannerTexts';
import styles from './ConnectionBanner.module.css';
import { useLocalCopyKnownAt } from './useLocalCopyKnownAt';

/**
 * The platform-wide connection state, under the header of every signed-in page: the offline notice
 * (connectionBannerTexts.offlineTitle and offlineDetail) while the database cannot be reached (after
 * the connection machine's notice delay) — titled with the time her copy kept on the tablet was last up
 * to date (connectionBannerTexts.offlineKnownAt) when that is what the screens show — then for a moment connectionBannerTexts.backOnline. A polite
 * live region that is always in the page, so screen readers announce each change; an icon and words,
 * never colour alone.
 */
export function ConnectionBanner() {
  const { connection } = useServices();
  const notice = useSelector(connection, connectionNotice);
  const knownAt = useLocalCopyKnownAt();
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {notice === 'offline' ? (
        <p className={`${styles.banner} ${styles.offline}`}>
          <Icon name="offline" />
          <span>
            <strong>
              {knownAt === null ? texts.offlineTitle : texts.offlineKnownAt(clockTimeAt(knownAt))}
            </strong>{' '}
            {texts.offlineDetail}
          </span>
        </p>
      ) : null}
      {notice === 'backOnline' ? (
        <p className={`${styles.banner} ${styles.backOnline}`}>
          <Icon name="check" />
          <span>{texts.backOnline}</span>
        </p>
      ) : null}
    </div>
  );
}
