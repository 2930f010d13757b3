import { Button, Dialog, ErrorMessage } from '@amparo/shared-ui';
import styles from './dialogs.module.css';

export interface SignOutDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
  /** The sign-out is under way: 'Sim, sair' ignores further taps. */
  readonly signingOut: boolean;
  /** Why the last sign-out failed, if it did. */
  readonly error: string | null;
}

/** The question before signing out: one slip must never end the session. */
export function SignOutDialog({ open, onClose, onConfirm, signingOut, error }: SignOutDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Quer mesmo sair?"
      titleIcon="logout"
      closeLabel="Não"
      actions={
        <Button variant="danger" icon="logout" onClick={onConfirm} disabled={signingOut}>
          {signingOut ? 'A sair…' : 'Sim, sair'}
        </Button>
      }
    >
      <p className={styles.text}>
        Para voltar a entrar vai precisar do seu e-mail e da sua palavra-passe.
      </p>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </Dialog>
  );
}
