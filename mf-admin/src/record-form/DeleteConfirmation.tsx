import { pendingMessage } from '@amparo/shared-machines/records';
import { Button, Dialog, StatusMessage } from '@amparo/shared-ui';
import styles from './RecordForm.module.css';
import { recordFormTexts } from '../texts/recordKindTexts';

export interface DeleteConfirmationProps {
  readonly open: boolean;
  /** 'Tem a certeza que quer apagar este contacto?' */
  readonly question: string;
  readonly recordTitle: string;
  readonly deleting: boolean;
  /** Offline, a delete waits for the connection: said so in the dialog. */
  readonly connected: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Deleting asks first, in plain Portuguese; 'Não, manter' (or Escape) leaves everything as it was. */
export function DeleteConfirmation({
  open,
  question,
  recordTitle,
  deleting,
  connected,
  onConfirm,
  onCancel,
}: DeleteConfirmationProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!deleting) onCancel();
      }}
      title={question}
      titleIcon="alert"
      closeLabel={recordFormTexts.keep}
      actions={
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting ? recordFormTexts.deleting : recordFormTexts.confirmDelete}
        </Button>
      }
    >
      <p className={styles.deleteText}>{recordFormTexts.deleteConsequence(recordTitle)}</p>
      <StatusMessage>{deleting && !connected ? pendingMessage : null}</StatusMessage>
    </Dialog>
  );
}
