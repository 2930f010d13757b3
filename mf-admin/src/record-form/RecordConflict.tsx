import type { LoadedRecord, RecordKind } from '@amparo/shared-machines/records';
import { Button, ErrorMessage } from '@amparo/shared-ui';
import type { RecordKindView } from '../record-kinds/recordKinds';
import styles from './RecordForm.module.css';
import { recordFormTexts } from '../texts/recordKindTexts';

/**
 * Someone else changed or deleted the record while this carer edited it: who and when, the values
 * stored now, and `recordFormTexts.useCurrent` (the carer's own values stay in the form below, and
 * saving then puts them over the current ones, knowingly). A deleted record only says so.
 */
export function RecordConflict({
  texts,
  current,
  message,
  onUseCurrent,
}: {
  readonly texts: RecordKindView<RecordKind>;
  readonly current: LoadedRecord | null;
  readonly message: string;
  readonly onUseCurrent: () => void;
}) {
  return (
    <section className={styles.problem} aria-label={recordFormTexts.conflictRegion}>
      <ErrorMessage>{message}</ErrorMessage>
      {current === null ? null : (
        <>
          <p className={styles.conflictHeading}>{recordFormTexts.currentValues}</p>
          <ul className={styles.conflictValues}>
            <li>{texts.cardTitle(current.record)}</li>
            {texts.cardLines(current.record).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className={styles.conflictHeading}>{recordFormTexts.keepYours}</p>
          <Button variant="secondary" onClick={onUseCurrent}>
            {recordFormTexts.useCurrent}
          </Button>
        </>
      )}
    </section>
  );
}
