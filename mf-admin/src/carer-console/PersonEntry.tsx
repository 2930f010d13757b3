import { pathFor } from '@amparo/shared-machines';
import { AppLink, Card } from '@amparo/shared-ui';
import styles from '../record-list/RecordList.module.css';
import { consoleTexts } from '../texts/consoleTexts';
import { AppointmentsNote } from './AppointmentsNote';
import type { ConsoleEntry } from './consoleList';
import { MissedDosesNote } from './MissedDosesNote';
import { NewPersonEntry } from './NewPersonEntry';
import { describeCounts } from './personCounts';

/**
 * One person in the console: name, counts, doses not taken today, appointments today and tomorrow,
 * and the way in; a person who named the carer herself is first confirmed (NewPersonEntry).
 */
export function PersonEntry({
  entry,
  carerUid,
}: {
  readonly entry: ConsoleEntry;
  readonly carerUid: string;
}) {
  const { person, name, attention } = entry;
  if (person.toConfirm) return <NewPersonEntry entry={entry} carerUid={carerUid} />;
  return (
    <Card title={name} className={styles.card}>
      <p className={styles.line}>{describeCounts(person.counts)}</p>
      <MissedDosesNote missed={attention.missed} />
      <AppointmentsNote
        today={attention.appointmentsToday}
        tomorrow={attention.appointmentsTomorrow}
      />
      <AppLink
        to={pathFor('adminContacts', { person: person.uid })}
        variant="secondary"
        icon="edit"
        className={styles.edit}
        aria-label={consoleTexts.openPersonLabel(name)}
      >
        {consoleTexts.openPerson}
      </AppLink>
    </Card>
  );
}
