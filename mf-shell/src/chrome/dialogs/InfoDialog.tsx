import { AppLink, ButtonLink, Dialog, PrivacyNoticeLink, useServices } from '@amparo/shared-ui';
import styles from './dialogs.module.css';

export interface InfoDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The address carries the secret: only then the way into the carers' area is shown. */
  readonly showAdminLink: boolean;
}

export function InfoDialog({ open, onClose, showAdminLink }: InfoDialogProps) {
  const { association } = useServices();
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
