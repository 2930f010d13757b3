import { ButtonLink, Icon } from '@amparo/shared-ui';
import { messagingLinkForPhone, type ContactRecord } from '@amparo/shared-machines/patient';
import { contactListTexts } from '../texts/contactListTexts';
import styles from './ContactList.module.css';

export interface ContactItemProps {
  readonly contact: ContactRecord;
  readonly messagingSendUrl: string;
  readonly providerName: string;
  /** The id of the hidden `contactListTexts.opensElsewhere`, read after the call link. */
  readonly newWindowHintId: string;
}

export function ContactItem({
  contact,
  messagingSendUrl,
  providerName,
  newWindowHintId,
}: ContactItemProps) {
  const name = contact.contacto_Nome.trim() || contactListTexts.unnamed;
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
          aria-label={contactListTexts.callLabel(name)}
          aria-describedby={newWindowHintId}
        >
          {contactListTexts.call}
        </ButtonLink>
      ) : (
        <p className={styles.noLink}>
          <Icon name="alert" />
          <span>{contactListTexts.cannotCall(link.reason, providerName)}</span>
        </p>
      )}
    </li>
  );
}
