import { useMemo } from 'react';
import {
  accessLogPath,
  describeAccessLine,
  listPath,
  loggedRecordNames,
  readAccessLog,
  readAppointments,
  readContacts,
  readMedications,
  type LogReader,
} from '@amparo/shared-machines/patient';
import { Button, EmptyState, ErrorMessage, LoadingState, useServices } from '@amparo/shared-ui';
import { useLiveValue } from '../live-data/useLiveValue';
import styles from './AccessLogList.module.css';

/** The words of the screen that shows the list (each screen says them its own way). */
export interface AccessLogListTexts {
  readonly empty: string;
  readonly failed: string;
  readonly retry: string;
  /** The list's accessible name. */
  readonly listLabel: string;
}

export interface AccessLogListProps {
  /** Whose log: the person's uid. The parent keys this component by it. */
  readonly uid: string;
  /** Who reads it: the person herself or a carer (`accessLogTexts.yourData`, `dataOf`). */
  readonly reader: LogReader;
  readonly texts: AccessLogListTexts;
  /** 'large' on the person's tablet; 'normal' in the carers' console. */
  readonly size: 'normal' | 'large';
}

/**
 * A person's access log followed live, newest first, each entry in words on the association's clock
 * (records/accessLogLines), the records named as her lists name them now. While it loads, when it
 * cannot be read (with a way to try again) and when it is empty, it says so.
 */
export function AccessLogList({ uid, reader, texts, size }: AccessLogListProps) {
  const { backend } = useServices();
  const log = useLiveValue(backend.database, accessLogPath(uid));
  const contacts = useLiveValue(backend.database, listPath(uid, 'contact'));
  const appointments = useLiveValue(backend.database, listPath(uid, 'appointment'));
  const medications = useLiveValue(backend.database, listPath(uid, 'medication'));
  const names = useMemo(
    () =>
      loggedRecordNames({
        contacts: readContacts(contacts.value),
        appointments: readAppointments(appointments.value),
        medications: readMedications(medications.value),
      }),
    [contacts.value, appointments.value, medications.value],
  );
  const entries = useMemo(() => readAccessLog(log.value), [log.value]);
  const now = new Date();
  const entryClassName = [styles.entry, styles[size]].filter(Boolean).join(' ');
  if (log.status === 'loading') return <LoadingState />;
  if (log.status === 'failed')
    return (
      <div className={styles.problem}>
        <ErrorMessage>{texts.failed}</ErrorMessage>
        <Button variant="secondary" onClick={log.retry}>
          {texts.retry}
        </Button>
      </div>
    );
  if (entries.length === 0) return <EmptyState icon="info" message={texts.empty} />;
  return (
    <ol className={styles.entries} aria-label={texts.listLabel}>
      {entries.map((entry) => (
        <li key={entry.key} className={entryClassName}>
          {describeAccessLine(entry, names, reader, now)}
        </li>
      ))}
    </ol>
  );
}
