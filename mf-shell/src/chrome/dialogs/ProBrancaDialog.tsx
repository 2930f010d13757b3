import { ButtonLink, Dialog, useServices } from '@amparo/shared-ui';
import styles from './dialogs.module.css';

export interface ProBrancaDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function ProBrancaDialog({ open, onClose }: ProBrancaDialogProps) {
  const { association } = useServices();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="ProBranca"
      titleIcon="meeting"
      actions={
        <ButtonLink href={association.meetingUrl} target="_blank" variant="primary" icon="meeting">
          Ligar
        </ButtonLink>
      }
    >
      <p className={styles.text}>
        Ao clicar em «Ligar» será redirecionado para uma videochamada com os membros da{' '}
        {association.fullName}.
      </p>
    </Dialog>
  );
}
