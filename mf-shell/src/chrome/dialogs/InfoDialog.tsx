import { pathFor } from '@amparo/shared-machines';
import {
  AppLink,
  ButtonLink,
  Dialog,
  PrivacyNoticeLink,
  useAccess,
  useServices,
} from '@amparo/shared-ui';
import { myAccessLogTexts } from '../../access-log/myAccessLogTexts';
import styles from './dialogs.module.css';

export interface InfoDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The address carries the secret: only then the way into the carers' area is shown. */
  readonly showAdminLink: boolean;
}

/**
 * 'Informações': who made the project, the terms, the privacy notice and, for a person, who saw or
 * changed her data (her access log); with the association's code in the address, the carers' area.
 */
export function InfoDialog({ open, onClose, showAdminLink }: InfoDialogProps) {
  const { association } = useServices();
  const access = useAccess();
  return (
    <Dialog open={open} onClose={onClose} title="Informações" titleIcon="info">
      <p className={styles.text}>Este projeto foi desenvolvido por:</p>
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
          Termos de utilização
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
            Ir para a ferramenta de administração
          </AppLink>
        ) : null}
      </div>
    </Dialog>
  );
}
