import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  doseStatusText,
  type CarerConsoleActorRef,
  type Dose,
} from '@amparo/shared-machines/records';
import { Icon } from '@amparo/shared-ui';
import { useCarerSession } from '../session/carerSession';
import { DoseDayProvider, type DoseDay } from './MedicineAdherence';
import { useDoseHistory } from './useDoseHistory';
import { useTodaysDoses } from './useTodaysDoses';
import styles from './RecordList.module.css';

/** The person's past days for each medicine's adherence (keyed by the day: a new day reads again). */
function WithDoseHistory({
  uid,
  day,
  children,
}: {
  readonly uid: string;
  readonly day: Omit<DoseDay, 'history'>;
  readonly children: ReactNode;
}) {
  const history = useDoseHistory(uid, day.date);
  return <DoseDayProvider day={{ ...day, history }}>{children}</DoseDayProvider>;
}

/**
 * In a carer's session, the day and minute of the session's clock and when the person's days began,
 * from the session's overview (nothing fetched but the past days); nothing until it holds the person.
 */
function WithSessionDay({
  session,
  uid,
  children,
}: {
  readonly session: CarerConsoleActorRef;
  readonly uid: string;
  readonly children: ReactNode;
}) {
  const person = useSelector(
    session,
    (snapshot) => snapshot.context.people?.find((candidate) => candidate.uid === uid) ?? null,
  );
  const date = useSelector(session, (snapshot) => snapshot.context.date);
  const minuteOfDay = useSelector(session, (snapshot) => snapshot.context.minuteOfDay);
  if (person === null) return <>{children}</>;
  return (
    <WithDoseHistory
      key={date}
      uid={uid}
      day={{ date, minuteOfDay, memberSince: person.memberSince }}
    >
      {children}
    </WithDoseHistory>
  );
}

/**
 * The person's doses of the day for the medicines list, live (the reminder machine, held so it never
 * reminds, keeps each status current as the clock passes) and, in a carer's session, what each
 * medicine's adherence over the last days is computed from.
 */
export function WithTodaysDoses({
  uid,
  children,
}: {
  readonly uid: string;
  readonly children: (doses: readonly Dose[]) => ReactNode;
}) {
  const doses = useTodaysDoses(uid);
  const session = useCarerSession();
  return session === null ? (
    <>{children(doses)}</>
  ) : (
    <WithSessionDay session={session} uid={uid}>
      {children(doses)}
    </WithSessionDay>
  );
}

/** One medicine's doses today on its card: 'Hoje às 08:00: Tomado às 08:05', in words, with an icon. */
export function DosesOfMedicine({ doses }: { readonly doses: readonly Dose[] }) {
  if (doses.length === 0) return null;
  return (
    <ul className={styles.doses} aria-label="Tomas de hoje">
      {doses.map((dose) => (
        <li key={dose.id} className={styles.dose}>
          {dose.status === 'taken' ? (
            <Icon name="check" />
          ) : dose.status === 'missed' ? (
            <Icon name="alert" />
          ) : null}
          {`Hoje às ${dose.time}: ${doseStatusText(dose)}`}
        </li>
      ))}
    </ul>
  );
}
