import { Button, Dialog, ErrorMessage } from '@amparo/shared-ui';
import { dialogsTexts } from '../../texts/dialogsTexts';
import styles from './dialogs.module.css';

const texts = dialogsTexts.signOut;

export interface SignOutDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
  /** The sign-out is under way: the confirming button (dialogsTexts.signOut.yes) ignores further taps. */
  readonly signingOut: boolean;
  /** Why the last sign-out failed, if it did. */
  readonly error: string | null;
  /** Her 'Já tomei' not yet recorded (pressed without network): signing out forgets them. */
  readonly dosesWaiting: number;
}

/** The question before signing out: one slip must never end the session. */
export function SignOutDialog({
  open,
  onClose,
  onConfirm,
  signingOut,
  error,
  dosesWaiting,
}: SignOutDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={texts.question}
      titleIcon="logout"
      closeLabel={texts.no}
      actions={
        <Button variant="danger" icon="logout" onClick={onConfirm} disabled={signingOut}>
          {signingOut ? texts.signingOut : texts.yes}
        </Button>
      }
    >
      {dosesWaiting > 0 ? <ErrorMessage>{texts.dosesWaiting(dosesWaiting)}</ErrorMessage> : null}
      <p className={styles.text}>{texts.explanation}</p>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </Dialog>
  );
}
