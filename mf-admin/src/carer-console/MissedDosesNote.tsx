import type { Dose } from '@amparo/shared-machines/records';
import { Icon } from '@amparo/shared-ui';
import styles from '../record-list/RecordList.module.css';
import { consoleTexts } from '../texts/consoleTexts';

/** The doses of the day a person has not taken, on her entry in the console; nothing when none. */
export function MissedDosesNote({ missed }: { readonly missed: readonly Dose[] }) {
  if (missed.length === 0) return null;
  const times = [...new Set(missed.map((dose) => dose.time))];
  return (
    <p className={styles.dose}>
      <Icon name="alert" />
      {consoleTexts.missedDoses(missed.length, times)}
    </p>
  );
}
