import { useEffect, useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import {
  appointmentsOfTodayAndTomorrow,
  calendarDateInTimeZone,
  doseStatusText,
  listPath,
  readAppointments,
  readSpeechSetting,
  writeSpeechSetting,
  type Dose,
  type NearAppointment,
} from '@amparo/shared-machines/patient';
import { Icon, usePersonDay, useServices } from '@amparo/shared-ui';
import { todayPanelTexts as texts } from '../../texts/todayPanelTexts';
import { KeepScreenOnSetting } from './KeepScreenOnSetting';
import { useDayOfDoses } from './useDayOfDoses';
import styles from './TodayPanel.module.css';

export interface TodayPanelProps {
  readonly uid: string;
}

function DoseItem({ dose }: { readonly dose: Dose }) {
  return (
    <li className={[styles.item, styles[dose.status]].filter(Boolean).join(' ')}>
      <span className={styles.time}>{dose.time}</span>
      <span className={styles.what}>{dose.medicine}</span>
      <span className={styles.status}>
        {dose.status === 'taken' ? (
          <Icon name="check" />
        ) : dose.status === 'missed' || dose.status === 'due' ? (
          <Icon name="alert" />
        ) : null}
        {doseStatusText(dose)}
      </span>
    </li>
  );
}

/** Today's and tomorrow's appointments, live from the person's list; null until the list has come. */
function useNearAppointments(uid: string): readonly NearAppointment[] | null {
  const { backend } = useServices();
  const [near, setNear] = useState<readonly NearAppointment[] | null>(null);
  useEffect(
    () =>
      backend.database.subscribe(listPath(uid, 'appointment'), (value) =>
        setNear(
          appointmentsOfTodayAndTomorrow(
            readAppointments(value),
            calendarDateInTimeZone(new Date()),
          ),
        ),
      ),
    [backend.database, uid],
  );
  return near;
}

/**
 * Home's panel of the day (todayPanelTexts.heading): the day's doses in time order (taken with the
 * time, due, later, missed) and today's and tomorrow's appointments, with the tablet's settings for
 * reading reminders aloud and keeping the screen on.
 */
export function TodayPanel({ uid }: TodayPanelProps) {
  const actor = usePersonDay();
  const { doses, known: dosesKnown } = useDayOfDoses(actor);
  const nearAppointments = useNearAppointments(uid);
  const appointments = nearAppointments ?? [];
  // Until both lists have come (the doses with what was taken today), the panel shows only its
  // heading: then everything at once, so nothing drawn is pushed down or changes its status.
  const loaded = dosesKnown && nearAppointments !== null;
  const headingId = useId();
  const date = useSelector(actor ?? undefined, (snapshot) => snapshot?.context.date);
  const [speak, setSpeak] = useState(readSpeechSetting);

  const onSpeechChange = (next: boolean) => {
    setSpeak(next);
    writeSpeechSetting(next);
    actor?.send({ type: 'SET_SPEECH', speak: next });
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-date={date}>
      <h2 id={headingId} className={styles.heading}>
        {texts.heading}
      </h2>
      {loaded && doses.length === 0 && appointments.length === 0 ? (
        <p className={styles.nothing}>{texts.nothing}</p>
      ) : null}
      {loaded && doses.length > 0 ? (
        <ul className={styles.list} aria-label={texts.dosesLabel}>
          {doses.map((dose) => (
            <DoseItem key={dose.id} dose={dose} />
          ))}
        </ul>
      ) : null}
      {loaded && appointments.length > 0 ? (
        <ul className={styles.list} aria-label={texts.appointmentsLabel}>
          {appointments.map((appointment) => (
            <li key={appointment.key} className={styles.item}>
              <Icon name="calendar" />
              <span className={styles.what}>{appointment.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {loaded ? (
        <div className={styles.settings}>
          <label className={styles.setting}>
            <input
              type="checkbox"
              checked={speak}
              onChange={(event) => onSpeechChange(event.target.checked)}
            />
            {texts.readAloud}
          </label>
          <KeepScreenOnSetting className={styles.setting} />
        </div>
      ) : null}
    </section>
  );
}
