import { ButtonLink, Dialog, useServices } from '@amparo/shared-ui';
import { dialogsTexts } from '../../texts/dialogsTexts';
import { sectionNamesTexts } from '../../texts/sectionNamesTexts';
import styles from './dialogs.module.css';

const texts = dialogsTexts.probranca;

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
      title={sectionNamesTexts.probranca}
      titleIcon="meeting"
      actions={
        <ButtonLink href={association.meetingUrl} target="_blank" variant="primary" icon="meeting">
          {texts.call}
        </ButtonLink>
      }
    >
      <p className={styles.text}>{texts.explanation(association.fullName)}</p>
    </Dialog>
  );
}
