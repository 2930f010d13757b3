import { Icon } from '@amparo/shared-ui';
import { useTodaysDoses } from '../record-list/useTodaysDoses';
import styles from '../record-list/RecordList.module.css';

/** '1 toma não tomada hoje (08:00)': on a person's entry in the console, live; nothing when none is missed. */
export function MissedDosesNote({ uid }: { readonly uid: string }) {
  const missed = useTodaysDoses(uid).filter((dose) => dose.status === 'missed');
  if (missed.length === 0) return null;
  const times = [...new Set(missed.map((dose) => dose.time))].join(', ');
  const count =
    missed.length === 1 ? '1 toma não tomada hoje' : `${missed.length} tomas não tomadas hoje`;
  return (
    <p className={styles.dose}>
      <Icon name="alert" />
      {`${count} (${times})`}
    </p>
  );
}
