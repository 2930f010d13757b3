import { useId } from 'react';
import { VisuallyHidden } from '@amparo/shared-ui';
import type { ContactRecord, Keyed } from '@amparo/shared-machines/patient';
import { contactListTexts } from '../texts/contactListTexts';
import { ContactItem } from './ContactItem';
import styles from './ContactList.module.css';

export interface ContactListProps {
  readonly contacts: readonly Keyed<ContactRecord>[];
  readonly messagingSendUrl: string;
  readonly providerName: string;
}

export function ContactList({ contacts, messagingSendUrl, providerName }: ContactListProps) {
  const newWindowHintId = useId();
  return (
    <>
      <VisuallyHidden>
        <span id={newWindowHintId}>{contactListTexts.opensElsewhere}</span>
      </VisuallyHidden>
      <ul className={styles.list} aria-label={contactListTexts.listLabel}>
        {contacts.map((contact) => (
          <ContactItem
            key={contact.key}
            contact={contact.value}
            messagingSendUrl={messagingSendUrl}
            providerName={providerName}
            newWindowHintId={newWindowHintId}
          />
        ))}
      </ul>
    </>
  );
}
