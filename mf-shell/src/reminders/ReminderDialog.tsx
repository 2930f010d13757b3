import type { Dose } from '@amparo/shared-machines/patient';
import { Button, Dialog, ErrorMessage } from '@amparo/shared-ui';
import styles from './ReminderDialog.module.css';

export interface ReminderDialogProps {
  /** The dose whose time has come, or null (no reminder up). */
  readonly dose: Dose | null;
  /** 'Já tomei' is being recorded: further taps do nothing. */
  readonly recording: boolean;
  readonly error: string | null;
  readonly onTaken: () => void;
  /** 'Lembrar daqui a 10 minutos' (also Escape and a tap outside: the reminder never just disappears). */
  readonly onSnooze: () => void;
}

/** The reminder over whatever screen is open: the medicine and its moment in large type, and two answers. */
export function ReminderDialog({ dose, recording, error, onTaken, onSnooze }: ReminderDialogProps) {
  return (
    <Dialog
      open={dose !== null}
      onClose={onSnooze}
      title="Está na hora do medicamento"
      titleIcon="medicine"
      closeLabel="Lembrar daqui a 10 minutos"
      actions={
        <Button variant="primary" size="large" icon="check" onClick={onTaken} disabled={recording}>
          {recording ? 'A registar…' : 'Já tomei'}
        </Button>
      }
    >
      {dose !== null ? (
        <>
          <p className={styles.medicine}>{dose.medicine}</p>
          {dose.whenToTake !== null ? <p className={styles.moment}>{dose.whenToTake}</p> : null}
          <p className={styles.time}>
            Às <time dateTime={dose.time}>{dose.time}</time>
          </p>
          {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        </>
      ) : null}
    </Dialog>
  );
}
