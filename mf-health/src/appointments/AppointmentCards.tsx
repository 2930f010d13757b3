import { Fragment } from 'react';
import { Card, EmptyState, Icon } from '@amparo/shared-ui';
import {
  isoCalendarDate,
  spokenAppointmentDate,
  type CalendarDate,
  type ScheduledAppointment,
  type UndatedAppointment,
  type YearMention,
} from '@amparo/shared-machines/patient';
import { CardProblem } from '../health-screen/CardProblem';
import { appointmentsTexts } from '../texts/appointmentsTexts';
import styles from './AppointmentCards.module.css';

function specialtyOf(appointment: { readonly specialty: string }): string {
  return appointment.specialty === '' ? appointmentsTexts.noSpecialty : appointment.specialty;
}

/** Saúde names the year only when it is not the current one, as people say a date. */
const yearMention: YearMention = 'whenNotThisYear';

/** The time, as large and as bold as the specialty: it is what the person must not miss. */
function TimeLine({ time }: { readonly time: string | null }) {
  return (
    <p className={styles.time}>
      {time === null ? (
        appointmentsTexts.noTime
      ) : (
        <>
          {appointmentsTexts.atTime} <time dateTime={time}>{time}</time>
        </>
      )}
    </p>
  );
}

/**
 * Today, tomorrow or the weekday and date, as `spokenAppointmentDate` says them, in phrases a line may
 * break between but never inside (the year stays with its month).
 */
function DateLine({ date, today }: { readonly date: CalendarDate; readonly today: CalendarDate }) {
  const said = spokenAppointmentDate(date, today, yearMention);
  return (
    <p className={styles.detail}>
      <Icon name="calendar" />
      <time dateTime={isoCalendarDate(date)} className={styles.date}>
        {said.phrases.map((phrase, index) => (
          <Fragment key={index}>
            {index > 0 ? ' ' : null}
            <span className={styles.phrase}>{phrase}</span>
          </Fragment>
        ))}
      </time>
    </p>
  );
}

function AppointmentItem({
  appointment,
  today,
}: {
  readonly appointment: ScheduledAppointment;
  readonly today: CalendarDate;
}) {
  return (
    <li className={styles.item}>
      <p className={styles.specialty}>{specialtyOf(appointment)}</p>
      <DateLine date={appointment.date} today={today} />
      <TimeLine time={appointment.time} />
    </li>
  );
}

function UndatedItem({ appointment }: { readonly appointment: UndatedAppointment }) {
  return (
    <li className={styles.item}>
      <p className={styles.specialty}>{specialtyOf(appointment)}</p>
      <p className={styles.detail}>
        <Icon name="calendar" />
        {appointmentsTexts.noDate}
      </p>
      <TimeLine time={appointment.time} />
    </li>
  );
}

export interface UpcomingAppointmentsCardProps {
  readonly appointments: readonly ScheduledAppointment[];
  /** Appointments whose date could not be read: shown after the dated ones, with what they have. */
  readonly undated: readonly UndatedAppointment[];
  readonly today: CalendarDate;
  readonly failed: boolean;
  readonly onRetry: () => void;
}

export function UpcomingAppointmentsCard({
  appointments,
  undated,
  today,
  failed,
  onRetry,
}: UpcomingAppointmentsCardProps) {
  return (
    <Card title={appointmentsTexts.upcomingTitle} tone="green">
      {failed ? (
        <CardProblem what={appointmentsTexts.upcomingReadFailedWhat} onRetry={onRetry} />
      ) : appointments.length === 0 && undated.length === 0 ? (
        <EmptyState icon="calendar" message={appointmentsTexts.noUpcoming} />
      ) : (
        <ul className={styles.list} aria-label={appointmentsTexts.upcomingListLabel}>
          {appointments.map((appointment) => (
            <AppointmentItem key={appointment.key} appointment={appointment} today={today} />
          ))}
          {undated.map((appointment) => (
            <UndatedItem key={appointment.key} appointment={appointment} />
          ))}
        </ul>
      )}
    </Card>
  );
}

export interface PastAppointmentsCardProps {
  readonly appointments: readonly ScheduledAppointment[];
  readonly today: CalendarDate;
  readonly failed: boolean;
  readonly onRetry: () => void;
}

export function PastAppointmentsCard({
  appointments,
  today,
  failed,
  onRetry,
}: PastAppointmentsCardProps) {
  return (
    <Card title={appointmentsTexts.pastTitle}>
      {failed ? (
        <CardProblem what={appointmentsTexts.pastReadFailedWhat} onRetry={onRetry} />
      ) : appointments.length === 0 ? (
        <EmptyState icon="calendar" message={appointmentsTexts.noPast} />
      ) : (
        <ul className={styles.list} aria-label={appointmentsTexts.pastListLabel}>
          {appointments.map((appointment) => (
            <AppointmentItem key={appointment.key} appointment={appointment} today={today} />
          ))}
        </ul>
      )}
    </Card>
  );
}
