import type { AppointmentRecord, Keyed } from '@amparo/shared-machines/records';
import { Icon } from '@amparo/shared-ui';
import styles from '../record-list/RecordList.module.css';
import { consoleTexts } from '../texts/consoleTexts';

/** A person's appointments today and tomorrow, on her entry in the console, in words. */
export function AppointmentsNote({
  today,
  tomorrow,
}: {
  readonly today: readonly Keyed<AppointmentRecord>[];
  readonly tomorrow: readonly Keyed<AppointmentRecord>[];
}) {
  const lines = [
    ...today.map((appointment) => ({ appointment, day: 'today' as const })),
    ...tomorrow.map((appointment) => ({ appointment, day: 'tomorrow' as const })),
  ];
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map(({ appointment, day }) => (
        <p key={appointment.key} className={styles.dose}>
          <Icon name="calendar" />
          {consoleTexts.appointment(day, appointment.value.time_consulta.trim())}
        </p>
      ))}
    </>
  );
}
