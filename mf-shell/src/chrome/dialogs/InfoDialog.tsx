import { pathFor } from '@amparo/shared-machines';
import {
  AppLink,
  ButtonLink,
  Dialog,
  PrivacyNoticeLink,
  useAccess,
  useServices,
} from '@amparo/shared-ui';
import { dialogsTexts } from '../../texts/dialogsTexts';
import { myAccessLogTexts } from '../../texts/myAccessLogTexts';
import styles from './dialogs.module.css';

const texts = dialogsTexts.info;

export interface InfoDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The address carries the association's code: only then the way into the carers' area is shown. */
  readonly showAdminLink: boolean;
}

/**
 * The information dialog (dialogsTexts.info): who made the project, the terms, the privacy notice and, for a person, who saw or
 * changed her data (her access log); with the association's code in the address, the carers' area.
 */
export function InfoDialog({ open, onClose, showAdminLink }: InfoDialogProps) {
  const { association } = useServices();
  const access = useAccess();
  return (
    <Dialog open={open} onClose={onClose} title={texts.title} titleIcon="info">
      <p className={styles.text}>{texts.madeBy}</p>
      {association.sponsorLogos.length > 0 ? (
        <ul className={styles.logos}>
          {association.sponsorLogos.map((logo) => (
            <li key={logo.src}>
              <img src={logo.src} alt={logo.name} className={styles.logo} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.sponsorName}>{association.fullName}</p>
      )}
      <div className={styles.links}>
        <ButtonLink href={association.termsUrl} target="_blank" variant="secondary" icon="external">
          {texts.terms}
        </ButtonLink>
        <PrivacyNoticeLink variant="secondary" onClick={onClose} />
        {access.account === 'person' ? (
          <AppLink to={pathFor('myAccessLog')} variant="secondary" icon="info" onClick={onClose}>
            {myAccessLogTexts.heading}
          </AppLink>
        ) : null}
        {showAdminLink ? (
          <AppLink
            to="/mostrarcontactos"
            variant="primary"
            size="normal"
            icon="contacts"
            onClick={onClose}
          >
            {texts.adminTool}
          </AppLink>
        ) : null}
      </div>
    </Dialog>
  );
}
