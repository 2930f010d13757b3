import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  adherenceOf,
  adherenceText,
  doseTimesOf,
  type Keyed,
  type MedicationRecord,
} from '@amparo/shared-machines/records';
import type { DoseHistory } from './doseHistory';
import styles from './RecordList.module.css';

/** What a medicine's adherence is computed from: the day, the clock, when the person's days began, the past days. */
export interface DoseDay {
  readonly date: string;
  readonly minuteOfDay: number;
  readonly memberSince: number | null;
  /** Null until the past days have come. */
  readonly history: DoseHistory | null;
}

const DoseDayContext = createContext<DoseDay | null>(null);

/** Given by the medicines list in a carer's session, for each medicine's card. */
export function DoseDayProvider({
  day,
  children,
}: {
  readonly day: DoseDay;
  readonly children: ReactNode;
}) {
  const { date, minuteOfDay, memberSince, history } = day;
  const value = useMemo(
    () => ({ date, minuteOfDay, memberSince, history }),
    [date, minuteOfDay, memberSince, history],
  );
  return <DoseDayContext.Provider value={value}>{children}</DoseDayContext.Provider>;
}

/**
 * A medicine's adherence over the last days (adherenceText), on its card: nothing for a medicine
 * without dose times, outside a carer's session, or until the past days have come.
 */
export function MedicineAdherence({ medicine }: { readonly medicine: Keyed<MedicationRecord> }) {
  const day = useContext(DoseDayContext);
  if (day === null || day.history === null || doseTimesOf(medicine.value.horas).length === 0)
    return null;
  const adherence = adherenceOf(medicine, day.history, day.date, day.minuteOfDay, day.memberSince);
  return <p className={styles.line}>{adherenceText(adherence)}</p>;
}
