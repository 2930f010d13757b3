import type { LoadedRecord, RecordKind } from '@amparo/shared-machines/records';
import { Button, ErrorMessage } from '@amparo/shared-ui';
import type { RecordKindTexts } from '../record-kinds/recordKindTexts';
import styles from './RecordForm.module.css';

/**
 * Someone else changed or deleted the record while this carer edited it: who and when, the values
 * stored now, and 'Usar os valores atuais' (the carer's own values stay in the form below, and
 * 'Guardar' then saves them over the current ones, knowingly). A deleted record only says so.
 */
export function RecordConflict({
  texts,
  current,
  message,
  onUseCurrent,
}: {
  readonly texts: RecordKindTexts<RecordKind>;
  readonly current: LoadedRecord | null;
  readonly message: string;
  readonly onUseCurrent: () => void;
}) {
  return (
    <section className={styles.problem} aria-label="Registo alterado por outra pessoa">
      <ErrorMessage>{message}</ErrorMessage>
      {current === null ? null : (
        <>
          <p className={styles.conflictHeading}>Valores atuais:</p>
          <ul className={styles.conflictValues}>
            <li>{texts.cardTitle(current.record)}</li>
            {texts.cardLines(current.record).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className={styles.conflictHeading}>
            Para manter as suas alterações, carregue em «Guardar».
          </p>
          <Button variant="secondary" onClick={onUseCurrent}>
            Usar os valores atuais
          </Button>
        </>
      )}
    </section>
  );
}
