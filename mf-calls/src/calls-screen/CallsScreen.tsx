import { useMemo, useState } from 'react';
import {
  EmptyState,
  ErrorMessage,
  Button,
  LoadingState,
  PageHeading,
  useServices,
} from '@amparo/shared-ui';
import {
  filterContactsByName,
  listPath,
  readContacts,
  sortContactsByName,
} from '@amparo/shared-machines/patient';
import { ContactList } from '../contact-list/ContactList';
import { ContactSearch } from '../contact-search/ContactSearch';
import { callsTexts } from '../texts/callsTexts';
import { useLiveValue, useOfflineNotice, usePatientUid } from '@amparo/shared-ui/live-data';
import styles from './CallsScreen.module.css';

/** The calls screen: the person's contacts, live and read-only, each with its call link. */
export function CallsScreen() {
  const uid = usePatientUid();
  return (
    <div className={styles.screen}>
      <PageHeading icon="phone" description={callsTexts.description} descriptionGivesWayWhenShort>
        {callsTexts.title}
      </PageHeading>
      {uid === null ? <LoadingState /> : <LiveContacts key={uid} uid={uid} />}
    </div>
  );
}

function LiveContacts({ uid }: { readonly uid: string }) {
  const { backend, association } = useServices();
  const contacts = useLiveValue(backend.database, listPath(uid, 'contact'));
  const offline = useOfflineNotice();
  const sorted = useMemo(() => sortContactsByName(readContacts(contacts.value)), [contacts.value]);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterContactsByName(sorted, search), [sorted, search]);
  const searching = search.trim() !== '';

  if (contacts.status === 'failed') {
    return (
      <div className={styles.problem}>
        <ErrorMessage>{callsTexts.readFailed}</ErrorMessage>
        <Button onClick={contacts.retry}>{callsTexts.retry}</Button>
      </div>
    );
  }
  if (contacts.status === 'loading') {
    return <LoadingState label={offline ? callsTexts.waitingForConnection : callsTexts.loading} />;
  }
  return (
    <>
      {sorted.length === 0 ? (
        <EmptyState icon="contacts" message={callsTexts.noContacts(association.providerName)} />
      ) : (
        <>
          <ContactSearch
            value={search}
            onChange={setSearch}
            resultCount={searching ? shown.length : null}
          />
          {shown.length === 0 ? (
            <EmptyState icon="search" message={callsTexts.noMatch(search.trim())}>
              <Button variant="secondary" onClick={() => setSearch('')}>
                {callsTexts.showAll}
              </Button>
            </EmptyState>
          ) : (
            <ContactList
              contacts={shown}
              messagingSendUrl={association.messagingSendUrl}
              providerName={association.providerName}
            />
          )}
        </>
      )}
    </>
  );
}
