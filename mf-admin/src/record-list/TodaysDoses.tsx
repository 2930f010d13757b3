import type { ReactNode } from 'react';
import { doseStatusText, type Dose } from '@amparo/shared-machines/records';
import { Icon } from '@amparo/shared-ui';
import { useTodaysDoses } from './useTodaysDoses';
import styles from './RecordList.module.css';

/** Follows the person's doses of the day and hands them to the list (medicines only). */
export function WithTodaysDoses({
  uid,
  children,
}: {
  readonly uid: string;
  readonly children: (doses: readonly Dose[]) => ReactNode;
}) {
  const doses = useTodaysDoses(uid);
  return <>{children(doses)}</>;
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
