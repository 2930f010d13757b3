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
} from '@amparo/shared-machines/patient';
import {
  AppLink,
  Button,
  EmptyState,
  ErrorMessage,
  LoadingState,
  PageHeading,
  useServices,
} from '@amparo/shared-ui';
import { useLiveValue, usePatientUid } from '@amparo/shared-ui/live-data';
import { myAccessLogTexts as texts } from './myAccessLogTexts';
import styles from './MyAccessLogScreen.module.css';

const reader = { kind: 'person' } as const;

function AccessLogOf({ uid }: { readonly uid: string }) {
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
        <li key={entry.key} className={styles.entry}>
          {describeAccessLine(entry, names, reader, now)}
        </li>
      ))}
    </ol>
  );
}

/**
 * /meusdados, on the person's tablet: 'Quem viu ou alterou os meus dados', in large text, newest first
 * — 'Ana Costa viu os seus dados — hoje às 10:32', 'Ana Costa alterou o medicamento «…»: horas' —
 * from her access log (records/accessLog), which her carers write and she reads.
 */
export function MyAccessLogScreen() {
  const uid = usePatientUid();
  return (
    <div className={styles.screen}>
      <PageHeading icon="info" focusOnMount description={texts.intro}>
        {texts.heading}
      </PageHeading>
      {uid === null ? <LoadingState /> : <AccessLogOf key={uid} uid={uid} />}
      <AppLink to="/" variant="primary" icon="home">
        {texts.back}
      </AppLink>
    </div>
  );
}
