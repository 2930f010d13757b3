import { ButtonLink, Icon } from '@amparo/shared-ui';
import { messagingLinkForPhone, type ContactRecord } from '@amparo/shared-machines/patient';
import styles from './ContactList.module.css';

export interface ContactItemProps {
  readonly contact: ContactRecord;
  readonly messagingSendUrl: string;
  readonly providerName: string;
  /** The id of the hidden sentence saying that 'Ligar' opens another window. */
  readonly newWindowHintId: string;
}

export function ContactItem({
  contact,
  messagingSendUrl,
  providerName,
  newWindowHintId,
}: ContactItemProps) {
  const name = contact.contacto_Nome.trim() || 'Contacto sem nome';
  const link = messagingLinkForPhone(contact.contacto_telPesso, messagingSendUrl);
  return (
    <li className={styles.item}>
      <span className={styles.name}>{name}</span>
      {link.ok ? (
        <ButtonLink
          href={link.href}
          target="_blank"
          icon="phone"
          size="large"
          className={styles.call}
          aria-label={`Ligar a ${name}`}
          aria-describedby={newWindowHintId}
        >
          Ligar
        </ButtonLink>
      ) : (
        <p className={styles.noLink}>
          <Icon name="alert" />
          <span>
            Não é possível ligar: {link.reason} Peça à {providerName} para corrigir o número.
          </span>
        </p>
      )}
    </li>
  );
}
