import { ButtonLink, Dialog, useServices } from '@amparo/shared-ui';
import { dialogsTexts } from '../../texts/dialogsTexts';
import { sectionNamesTexts } from '../../texts/sectionNamesTexts';
import { useBrowserOnline } from '../connection/useBrowserOnline';
import styles from './dialogs.module.css';

const texts = dialogsTexts.probranca;

export interface ProBrancaDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The ProBranca session: a video call with the association's members (its configuration's meeting
 * address). Without network (the browser says so) it says calmly that the call needs the internet
 * (dialogsTexts.probranca.offline) instead of opening a page that cannot load.
 */
export function ProBrancaDialog({ open, onClose }: ProBrancaDialogProps) {
  const { association } = useServices();
  const online = useBrowserOnline();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={sectionNamesTexts.probranca}
      titleIcon="meeting"
      actions={
        online ? (
          <ButtonLink
            href={association.meetingUrl}
            target="_blank"
            variant="primary"
            icon="meeting"
          >
            {texts.call}
          </ButtonLink>
        ) : null
      }
    >
      <p className={styles.text}>
        {online ? texts.explanation(association.fullName) : texts.offline(association.fullName)}
      </p>
    </Dialog>
  );
}
