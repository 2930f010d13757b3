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
} from '@amparo/shared-machines/records';
import {
  Button,
  EmptyState,
  ErrorMessage,
  LoadingState,
  PageHeading,
  useServices,
} from '@amparo/shared-ui';
import { useLiveValue } from '@amparo/shared-ui/live-data';
import { carerAccessLogTexts as texts } from './accessLogTexts';
import styles from './CarerAccessLogScreen.module.css';

export interface CarerAccessLogScreenProps {
  /** The person's uid (from the address). */
  readonly person: string;
  /** Her registered name, as the banner shows it. */
  readonly personName: string;
}

/**
 * /pessoas/{uid}/acessos: 'Registo de acessos', who of her carers saw or changed this person's data
 * and when, newest first (records/accessLog), each record named as her lists name it now.
 */
export function CarerAccessLogScreen({ person, personName }: CarerAccessLogScreenProps) {
  const { backend } = useServices();
  const log = useLiveValue(backend.database, accessLogPath(person));
  const contacts = useLiveValue(backend.database, listPath(person, 'contact'));
  const appointments = useLiveValue(backend.database, listPath(person, 'appointment'));
  const medications = useLiveValue(backend.database, listPath(person, 'medication'));
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
  const reader = { kind: 'carer', personName } as const;

  return (
    <div className={styles.screen}>
      <PageHeading icon="info" description={texts.intro(personName)}>
        {texts.heading}
      </PageHeading>
      {log.status === 'loading' ? <LoadingState /> : null}
      {log.status === 'failed' ? (
        <div className={styles.problem}>
          <ErrorMessage>{texts.failed}</ErrorMessage>
          <Button variant="secondary" onClick={log.retry}>
            {texts.retry}
          </Button>
        </div>
      ) : null}
      {log.status === 'live' && entries.length === 0 ? (
        <EmptyState icon="info" message={texts.empty} />
      ) : null}
      {log.status === 'live' && entries.length > 0 ? (
        <ol className={styles.entries} aria-label={texts.listLabel}>
          {entries.map((entry) => (
            <li key={entry.key} className={styles.entry}>
              {describeAccessLine(entry, names, reader, now)}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
