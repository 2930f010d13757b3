import { useMemo } from 'react';
import { LoadingState, PageHeading, useServices } from '@amparo/shared-ui';
import {
  listMedications,
  listPath,
  readAppointments,
  readMedications,
  scheduleAppointments,
  type CalendarDate,
} from '@amparo/shared-machines/patient';
import { PastAppointmentsCard, UpcomingAppointmentsCard } from '../appointments/AppointmentCards';
import { MedicationsCard } from '../medications/MedicationsCard';
import {
  useLiveValue,
  useOfflineNotice,
  usePatientUid,
  useToday,
} from '@amparo/shared-ui/live-data';
import { healthTexts } from '../texts/healthTexts';
import styles from './HealthScreen.module.css';

export interface HealthScreenProps {
  /** The day appointments are compared with; by default the association's today (Lisbon), kept current past midnight. */
  readonly today?: CalendarDate;
}

/** The health screen: upcoming appointments, medicines to take and past appointments, live, read-only. */
export function HealthScreen({ today }: HealthScreenProps) {
  const uid = usePatientUid();
  const tabletToday = useToday();
  return (
    <div className={styles.screen}>
      <PageHeading icon="health" description={healthTexts.description}>
        {healthTexts.title}
      </PageHeading>
      {uid === null ? (
        <LoadingState />
      ) : (
        <LiveHealth key={uid} uid={uid} today={today ?? tabletToday} />
      )}
    </div>
  );
}

function LiveHealth({ uid, today }: { readonly uid: string; readonly today: CalendarDate }) {
  const { backend } = useServices();
  const appointments = useLiveValue(backend.database, listPath(uid, 'appointment'));
  const medications = useLiveValue(backend.database, listPath(uid, 'medication'));
  const schedule = useMemo(
    () => scheduleAppointments(readAppointments(appointments.value), today),
    [appointments.value, today],
  );
  const medicationItems = useMemo(
    () => listMedications(readMedications(medications.value)),
    [medications.value],
  );
  const offline = useOfflineNotice();

  if (appointments.status === 'loading' || medications.status === 'loading') {
    return (
      <LoadingState label={offline ? healthTexts.waitingForConnection : healthTexts.loading} />
    );
  }
  return (
    <>
      <div className={styles.cards}>
        <UpcomingAppointmentsCard
          appointments={schedule.upcoming}
          undated={schedule.undated}
          today={today}
          failed={appointments.status === 'failed'}
          onRetry={appointments.retry}
        />
        <MedicationsCard
          medications={medicationItems}
          failed={medications.status === 'failed'}
          onRetry={medications.retry}
        />
        <PastAppointmentsCard
          appointments={schedule.past}
          today={today}
          failed={appointments.status === 'failed'}
          onRetry={appointments.retry}
        />
      </div>
    </>
  );
}
