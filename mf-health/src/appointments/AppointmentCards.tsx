import { Card, EmptyState, Icon } from '@amparo/shared-ui';
import {
  compareCalendarDates,
  formatAppointmentDate,
  isoCalendarDate,
  type CalendarDate,
  type ScheduledAppointment,
  type UndatedAppointment,
} from '@amparo/shared-machines/patient';
import { CardProblem } from '../health-screen/CardProblem';
import styles from './AppointmentCards.module.css';

function specialtyOf(appointment: { readonly specialty: string }): string {
  return appointment.specialty === '' ? 'Consulta' : appointment.specialty;
}

function TimeLine({ time }: { readonly time: string | null }) {
  return (
    <p className={styles.time}>
      {time === null ? 'Hora por indicar' : <>às <time dateTime={time}>{time}</time></>}
    </p>
  );
}

function AppointmentItem({ appointment, today }: { readonly appointment: ScheduledAppointment; readonly today?: CalendarDate }) {
  const isToday = today !== undefined && compareCalendarDates(appointment.date, today) === 0;
  return (
    <li className={styles.item}>
      <p className={styles.specialty}>
        {specialtyOf(appointment)}
        {isToday ? <span className={styles.today}>Hoje</span> : null}
      </p>
      <p className={styles.detail}>
        <Icon name="calendar" />
        <time dateTime={isoCalendarDate(appointment.date)}>{formatAppointmentDate(appointment.date)}</time>
      </p>
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
        Data por indicar
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

export function UpcomingAppointmentsCard({ appointments, undated, today, failed, onRetry }: UpcomingAppointmentsCardProps) {
  return (
    <Card title="Próximas consultas:" tone="green">
      {failed ? (
        <CardProblem what="as suas consultas" onRetry={onRetry} />
      ) : appointments.length === 0 && undated.length === 0 ? (
        <EmptyState icon="calendar" message="Não tem consultas agendadas" />
      ) : (
        <ul className={styles.list} aria-label="Próximas consultas">
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
  readonly failed: boolean;
  readonly onRetry: () => void;
}

export function PastAppointmentsCard({ appointments, failed, onRetry }: PastAppointmentsCardProps) {
  return (
    <Card title="Consultas passadas">
      {failed ? (
        <CardProblem what="as suas consultas passadas" onRetry={onRetry} />
      ) : appointments.length === 0 ? (
        <EmptyState icon="calendar" message="Não tem consultas passadas." />
      ) : (
        <ul className={styles.list} aria-label="Consultas passadas">
          {appointments.map((appointment) => (
            <AppointmentItem key={appointment.key} appointment={appointment} />
          ))}
        </ul>
      )}
    </Card>
  );
}
