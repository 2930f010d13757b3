import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import {
  correctionText,
  doseStatusText,
  type CarerConsoleActorRef,
  type DayCorrections,
  type Dose,
  type DoseCorrection,
  type RecordAuthor,
} from '@amparo/shared-machines/records';
import { Icon } from '@amparo/shared-ui';
import { useCarerSession } from '../session/carerSession';
import { useRecordScope } from '../session/recordScope';
import { DoseCorrection as DoseCorrectionControl } from './DoseCorrection';
import { doseTexts } from '../texts/doseTexts';
import { DoseDayProvider, type DoseDay } from './MedicineAdherence';
import { useDayCorrections } from './useDayCorrections';
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

/** What the medicines list shows of the person's day: her doses, the day's corrections, who may correct. */
export interface DosesToday {
  readonly personUid: string;
  /** The day the doses are for ('YYYY-MM-DD', Lisbon). */
  readonly date: string;
  readonly doses: readonly Dose[];
  /** The doses a carer marked as not taken that day, followed live. */
  readonly corrections: DayCorrections;
  /** The carer who may correct a dose: set only in a carer's session (the rules refuse the person). */
  readonly corrector: RecordAuthor | null;
}

/**
 * The person's doses of the day for the medicines list, live (the reminder machine, held so it never
 * reminds, keeps each status current as the clock passes), the day's corrections and, in a carer's
 * session, who corrects and what each medicine's adherence over the last days is computed from.
 */
export function WithTodaysDoses({
  uid,
  children,
}: {
  readonly uid: string;
  readonly children: (today: DosesToday) => ReactNode;
}) {
  const { date, doses } = useTodaysDoses(uid);
  const corrections = useDayCorrections(uid, date);
  const session = useCarerSession();
  const { author } = useRecordScope();
  const corrector = session === null ? null : (author ?? null);
  const today = useMemo(
    () => ({ personUid: uid, date, doses, corrections, corrector }),
    [uid, date, doses, corrections, corrector],
  );
  return session === null ? (
    <>{children(today)}</>
  ) : (
    <WithSessionDay session={session} uid={uid}>
      {children(today)}
    </WithSessionDay>
  );
}

/** A dose as the list shows it: the day's, or one a carer corrected (then not taken, whatever its time). */
interface ShownDose {
  readonly id: string;
  readonly time: string;
  readonly dose: Dose | null;
  readonly correction: DoseCorrection | null;
}

/** 'HH:MM' of a dose key ('0800'). */
function timeOfDoseKey(doseKey: string): string {
  return `${doseKey.slice(0, 2)}:${doseKey.slice(2, 4)}`;
}

/**
 * One medicine's doses, with the corrections of that medicine: a corrected dose is listed even when
 * the day would leave it out (a dose owed before the medicine's times were set is listed only if taken).
 */
function shownDoses(
  doses: readonly Dose[],
  corrections: Readonly<Record<string, DoseCorrection>>,
): ShownDose[] {
  const shown: ShownDose[] = doses.map((dose) => ({
    id: dose.id,
    time: dose.time,
    dose,
    correction: corrections[dose.doseKey] ?? null,
  }));
  const listed = new Set(doses.map((dose) => dose.doseKey));
  for (const [doseKey, correction] of Object.entries(corrections)) {
    if (listed.has(doseKey) || !/^\d{4}$/.test(doseKey)) continue;
    shown.push({
      id: `corrected/${doseKey}`,
      time: timeOfDoseKey(doseKey),
      dose: null,
      correction,
    });
  }
  return shown.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/**
 * One medicine's doses today on its card: 'Hoje às 08:00: Tomado às 08:05', in words, with an icon.
 * In a carer's session, a dose taken has 'Corrigir: não foi tomado'; a corrected dose is 'Não tomado'
 * with who corrected it and when ('Corrigido por Ana Costa, hoje às 10:32').
 */
export function DosesOfMedicine({
  today,
  medicineKey,
  now = new Date(),
}: {
  readonly today: DosesToday;
  readonly medicineKey: string;
  /** Now, for 'hoje' in who corrected a dose (default: the time of rendering). */
  readonly now?: Date;
}) {
  const doses = shownDoses(
    today.doses.filter((dose) => dose.medicineKey === medicineKey),
    today.corrections[medicineKey] ?? {},
  );
  if (doses.length === 0) return null;
  return (
    <ul className={styles.doses} aria-label={doseTexts.listLabel}>
      {doses.map(({ id, time, dose, correction }) => {
        const status = correction !== null ? 'missed' : (dose?.status ?? 'missed');
        return (
          <li key={id} className={styles.dose}>
            <span className={styles.doseLine}>
              {status === 'taken' ? (
                <Icon name="check" />
              ) : status === 'missed' ? (
                <Icon name="alert" />
              ) : null}
              {doseTexts.doseLine(
                time,
                correction !== null || dose === null
                  ? doseTexts.correctedStatus
                  : doseStatusText(dose),
              )}
            </span>
            {correction !== null ? (
              <span className={styles.corrected}>{correctionText(correction, now)}</span>
            ) : dose !== null && dose.status === 'taken' && today.corrector !== null ? (
              <DoseCorrectionControl
                key={`${today.date}/${dose.id}`}
                personUid={today.personUid}
                date={today.date}
                dose={dose}
                author={today.corrector}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
