import { useEffect, useId } from 'react';
import { LoadingState, useServices } from '@amparo/shared-ui';
import { daySharedPath, familyDayPath, readFamilyDay } from '@amparo/shared-machines';
import { accessBy, isoCalendarDate, logAccess, personDay } from '@amparo/shared-machines/patient';
import { useLiveValue, useToday } from '@amparo/shared-ui/live-data';
import { familyDayTexts } from '../texts/familyTexts';
import styles from '../person-family/PersonFamily.module.css';

export interface PersonDayProps {
  readonly person: string;
  readonly relativeUid: string;
  readonly relativeName: string;
}

/** Her day when she shares it ('A família pode ver o meu dia'), else a calm sentence saying she does not. */
export function PersonDay(props: PersonDayProps) {
  const headingId = useId();
  const { backend } = useServices();
  const shared = useLiveValue(backend.database, daySharedPath(props.person));
  return (
    <section className={styles.person} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {familyDayTexts.heading}
      </h3>
      {shared.status === 'loading' ? (
        <LoadingState />
      ) : shared.value === true ? (
        <SharedDay {...props} />
      ) : (
        <p className={styles.text}>{familyDayTexts.notShared}</p>
      )}
    </section>
  );
}

function SharedDay({ person, relativeUid, relativeName }: PersonDayProps) {
  const { backend } = useServices();
  const day = useLiveValue(backend.database, familyDayPath(person));
  const today = isoCalendarDate(useToday());
  // Each time she opens the day, her access-log entry (`ver` of `dia`, the one the rules let a relative
  // write): her view of the person's data is in the person's access log. A refusal (the person stopped
  // sharing in between) changes nothing on screen: the day's own read is refused too.
  useEffect(() => {
    logAccess(
      backend.database,
      person,
      accessBy({ uid: relativeUid, name: relativeName }, 'ver', personDay),
    ).catch(() => undefined);
  }, [backend.database, person, relativeUid, relativeName]);

  if (day.status !== 'live') return <LoadingState />;
  const view = readFamilyDay(day.value, today);
  if (view === null) return <p className={styles.text}>{familyDayTexts.notYetToday}</p>;
  const { doses, appointments } = view;
  if (doses.length === 0 && appointments.length === 0)
    return <p className={styles.text}>{familyDayTexts.nothingToday}</p>;
  return (
    <ul className={styles.posts}>
      {doses.map((dose) => (
        <li key={`${dose.medicine}-${dose.time}`} className={styles.post}>
          {dose.takenAt === undefined
            ? familyDayTexts.notTaken(dose.medicine, dose.time)
            : familyDayTexts.taken(dose.medicine, dose.takenAt)}
        </li>
      ))}
      {appointments.map((appointment, index) => (
        <li key={`${appointment.title}-${index}`} className={styles.post}>
          {familyDayTexts.appointment(
            appointment.title,
            appointment.day === 'amanha',
            appointment.time ?? null,
          )}
        </li>
      ))}
    </ul>
  );
}
