import type { ReactNode } from 'react';
import {
  isRecordScreen,
  recordKeyFromSearch,
  type RouteMatch,
  type ScreenId,
} from '@amparo/shared-machines';
import { AppLink, LoadingState, useRouteAnswer, type AppRootProps } from '@amparo/shared-ui';
import styles from './AdminApp.module.css';
import { CarerAccessLogScreen } from './access-log/CarerAccessLogScreen';
import { AdminNavigation } from './admin-navigation/AdminNavigation';
import { adminScreens } from './adminScreens';
import { CarerConsoleScreen } from './carer-console/CarerConsoleScreen';
import { RegisterPersonScreen } from './person-registration/RegisterPersonScreen';
import { PersonExportScreen } from './person-export/PersonExportScreen';
import { PersonFamilyScreen } from './person-family/PersonFamilyScreen';
import { PersonScope } from './person-scope/PersonScope';
import { AddRecordScreen } from './record-form/AddRecordScreen';
import { EditRecordScreen } from './record-form/EditRecordScreen';
import { RecordListScreen } from './record-list/RecordListScreen';
import { CarerSessionProvider } from './session/carerSession';
import { RecordScopeProvider, type RecordScope } from './session/recordScope';
import { adminAppTexts } from './texts/adminAppTexts';

/** A carer's screens of one person that are not her records (each under `/pessoas/{uid}/…`). */
const carerPersonScreens: ReadonlySet<ScreenId> = new Set<ScreenId>([
  'carerAccessLog',
  'carerPersonExport',
  'carerPersonFamily',
]);

function splitLocation(location: string): { pathname: string; search: string } {
  const queryStart = location.indexOf('?');
  return queryStart === -1
    ? { pathname: location, search: '' }
    : { pathname: location.slice(0, queryStart), search: location.slice(queryStart) };
}

interface RecordScreenProps {
  readonly match: RouteMatch;
  readonly location: string;
  readonly search: string;
  /** Whose records: the person's uid. */
  readonly uid: string;
  /** How the intro names the account the records belong to. */
  readonly accountLabel: string;
}

/** The list, add or edit screen of the address, for one person's records. */
function RecordScreen({ match, location, search, uid, accountLabel }: RecordScreenProps) {
  const screen = adminScreens[match.screen];
  if (screen === undefined) return null;
  if (screen.form === 'list')
    return <RecordListScreen key={`${uid}:${match.screen}`} kind={screen.kind} uid={uid} />;
  if (screen.form === 'add')
    return (
      <AddRecordScreen
        key={`${uid}:${match.screen}`}
        kind={screen.kind}
        uid={uid}
        email={accountLabel}
      />
    );
  return (
    <EditRecordScreen
      key={`${uid}:${location}`}
      kind={screen.kind}
      uid={uid}
      email={accountLabel}
      recordKey={recordKeyFromSearch(search)}
    />
  );
}

/**
 * The carers' area (mf-admin). For a carer: the console of the people they follow, a new person's
 * registration, and each person's contacts, appointments and medicines under `/pessoas/{uid}/…`, every
 * save naming the carer and logged in her access log, which `/pessoas/{uid}/acessos` shows; `/pessoas/{uid}/exportar` exports her data; `/pessoas/{uid}/familia` is her family circle. For a
 * person who came in through the association's code (the product's way, docs/product.md: Addresses and screens): their own records under those
 * addresses. Which screen an address is, for this session, is the root's one route answer
 * (useRouteAnswer); root-config mounts this app only where it applies, and the database rules decide
 * what any of it may read or write.
 */
export function AdminApp(_props: AppRootProps) {
  const { path: location, access, match } = useRouteAnswer();
  const { search } = splitLocation(location);

  if (!access.known) return <LoadingState />;
  if (!access.signedIn || access.user === null) {
    return (
      <div className={styles.admin}>
        <div className={styles.signedOut}>
          <p>{adminAppTexts.signedOut}</p>
          <AppLink to="/" variant="primary">
            {adminAppTexts.signIn}
          </AppLink>
        </div>
      </div>
    );
  }

  // Mounted only where the carers' area applies (the root read the same answer).
  if (match.app !== 'admin') return null;
  const user = access.user;

  let content: ReactNode;
  let scope: RecordScope = { person: null };
  if (match.screen === 'carerConsole') {
    content = <CarerConsoleScreen carerUid={user.uid} />;
  } else if (match.screen === 'carerRegisterPerson') {
    content = <RegisterPersonScreen carerUid={user.uid} />;
  } else if (
    (isRecordScreen(match.screen) || carerPersonScreens.has(match.screen)) &&
    match.person !== undefined
  ) {
    const person = match.person;
    const screen = match.screen;
    scope = {
      person,
      author: { uid: user.uid, name: access.accountName ?? user.email ?? user.uid },
    };
    content = (
      <PersonScope key={person} person={person} screen={screen}>
        {(name) =>
          screen === 'carerAccessLog' ? (
            <CarerAccessLogScreen person={person} personName={name} />
          ) : screen === 'carerPersonExport' ? (
            <PersonExportScreen person={person} personName={name} />
          ) : screen === 'carerPersonFamily' ? (
            <PersonFamilyScreen person={person} personName={name} carerUid={user.uid} />
          ) : (
            <RecordScreen
              match={match}
              location={location}
              search={search}
              uid={person}
              accountLabel={name}
            />
          )
        }
      </PersonScope>
    );
  } else {
    content = (
      <RecordScreen
        match={match}
        location={location}
        search={search}
        uid={user.uid}
        accountLabel={user.email ?? adminAppTexts.noEmail}
      />
    );
  }

  const screens = (
    <RecordScopeProvider scope={scope}>
      <div className={styles.admin}>
        {isRecordScreen(match.screen) || carerPersonScreens.has(match.screen) ? (
          <AdminNavigation screen={match.screen} />
        ) : null}
        {content}
      </div>
    </RecordScopeProvider>
  );
  // A carer's console lives for the whole session, around every screen (one per carer).
  return access.account === 'carer' ? (
    <CarerSessionProvider key={user.uid} carerUid={user.uid}>
      {screens}
    </CarerSessionProvider>
  ) : (
    screens
  );
}
