import { snoozeMs, type Dose } from '@amparo/shared-machines/patient';
import { Button, Dialog, ErrorMessage } from '@amparo/shared-ui';
import { remindersTexts as texts } from '../texts/remindersTexts';
import styles from './ReminderDialog.module.css';

/** How long a snoozed reminder waits, as the snooze button says it. */
const snoozeMinutes = snoozeMs / 60_000;

export interface ReminderDialogProps {
  /** The dose whose time has come, or null (no reminder up). */
  readonly dose: Dose | null;
  /** The dose is being recorded as taken (remindersTexts.taken): further taps do nothing. */
  readonly recording: boolean;
  readonly error: string | null;
  readonly onTaken: () => void;
  /**
   * The snooze (remindersTexts.snooze; also Escape and a tap outside: the reminder never just
   * disappears).
   */
  readonly onSnooze: () => void;
}

/** The reminder over whatever screen is open: the medicine and its moment in large type, and two answers. */
export function ReminderDialog({ dose, recording, error, onTaken, onSnooze }: ReminderDialogProps) {
  return (
    <Dialog
      open={dose !== null}
      onClose={onSnooze}
      title={texts.title}
      titleIcon="medicine"
      closeLabel={texts.snooze(snoozeMinutes)}
      closeIcon="later"
      actions={
        <Button variant="primary" size="large" icon="check" onClick={onTaken} disabled={recording}>
          {recording ? texts.recording : texts.taken}
        </Button>
      }
    >
      {dose !== null ? (
        <>
          <p className={styles.medicine}>{dose.medicine}</p>
          {dose.whenToTake !== null ? <p className={styles.moment}>{dose.whenToTake}</p> : null}
          <p className={styles.time}>
            {texts.at} <time dateTime={dose.time}>{dose.time}</time>
          </p>
          {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        </>
      ) : null}
    </Dialog>
  );
}
