import { useEffect, useRef } from 'react';
import { pathFor } from '@amparo/shared-machines';
import {
  AppLink,
  Button,
  EmptyState,
  ErrorMessage,
  LoadingState,
  PageHeading,
  PrivacyNoticeLink,
} from '@amparo/shared-ui';
// The console lays its people out as the record lists lay out records: one look for the carers' area.
import styles from '../record-list/RecordList.module.css';
import { consoleTexts } from '../texts/consoleTexts';
import consoleStyles from './CarerConsole.module.css';
import { ConsolePaging } from './ConsolePaging';
import { ConsoleSearch } from './ConsoleSearch';
import { NobodyShown } from './NobodyShown';
import { pageOf } from './consoleList';
import { PersonEntry } from './PersonEntry';
import { useConsoleList } from './useConsoleList';
import { ViewChoice } from './ViewChoice';

/**
 * /pessoas (and every other address of a carer's session): the people this carer follows, from the
 * session's overview (followed once for the whole session: coming back here follows nothing again).
 * A search by name, the choice between the people who need attention now (a dose not taken, an
 * appointment today or tomorrow) and everyone — the first when anyone does, until the carer chooses —
 * and one page of people at a time, so the page holds the same few cards whether the carer follows
 * ten people or three hundred. Choosing a person opens their contacts; a person who named the carer
 * herself is shown as new until the carer confirms her (NewPersonEntry). At the foot, the privacy
 * notice the people registered under.
 */
export function CarerConsoleScreen({ carerUid }: { readonly carerUid: string }) {
  const { session, status, entries, list, search, page } = useConsoleList();
  const listRef = useRef<HTMLUListElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  // Set when the carer turns a page: the list then takes the focus, its first person in view.
  const paged = useRef(false);
  const shown = list === null ? null : pageOf(list.shown, page);
  const shownPage = shown?.page;

  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    listRef.current?.focus();
  }, [shownPage]);

  const toPage = (next: number) => {
    paged.current = true;
    session.send({ type: 'PAGE', page: next });
  };
  const clearSearch = () => {
    session.send({ type: 'SEARCH', text: '' });
    searchField.current?.focus();
  };

  return (
    <div className={styles.screen}>
      <PageHeading icon="contacts" description={consoleTexts.description}>
        {consoleTexts.heading}
      </PageHeading>
      <AppLink
        to={pathFor('carerRegisterPerson')}
        variant="primary"
        icon="plus"
        className={styles.addNew}
      >
        {consoleTexts.registerPerson}
      </AppLink>
      {status === 'failed' ? (
        <div className={styles.problem}>
          <ErrorMessage>{consoleTexts.failed}</ErrorMessage>
          <Button variant="secondary" onClick={() => session.send({ type: 'RETRY' })}>
            {consoleTexts.retry}
          </Button>
        </div>
      ) : status === 'loading' || entries === null || list === null || shown === null ? (
        <LoadingState />
      ) : entries.length === 0 ? (
        <EmptyState icon="contacts" message={consoleTexts.nobodyFollowed} />
      ) : (
        <>
          <ConsoleSearch
            value={search}
            onChange={(text) => session.send({ type: 'SEARCH', text })}
            fieldRef={searchField}
          />
          <ViewChoice
            view={list.view}
            attentionCount={list.attentionCount}
            allCount={list.allCount}
            onChoose={(view) => session.send({ type: 'SHOW', view })}
          />
          <div className={consoleStyles.nobody} role="status">
            {shown.items.length > 0 ? null : (
              <NobodyShown
                search={search}
                foundAmongEveryone={list.allCount}
                onSearchEveryone={() => session.send({ type: 'SHOW', view: 'all' })}
                onClearSearch={clearSearch}
              />
            )}
          </div>
          {shown.items.length === 0 ? null : (
            <ul
              ref={listRef}
              tabIndex={-1}
              className={`${styles.grid} ${consoleStyles.list}`}
              aria-label={consoleTexts.listLabel}
            >
              {shown.items.map((entry) => (
                <li key={entry.person.uid} className={styles.item}>
                  <PersonEntry entry={entry} carerUid={carerUid} />
                </li>
              ))}
            </ul>
          )}
          <ConsolePaging page={shown.page} pages={shown.pages} onPage={toPage} />
        </>
      )}
      <PrivacyNoticeLink />
    </div>
  );
}
