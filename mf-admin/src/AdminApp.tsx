import { matchRoute, recordKeyFromSearch } from '@amparo/shared-machines';
import { AppLink, LoadingState, useLocationPath, type AppRootProps } from '@amparo/shared-ui';
import styles from './AdminApp.module.css';
import { AdminNavigation } from './admin-navigation/AdminNavigation';
import { adminScreens } from './adminScreens';
import { AddRecordScreen } from './record-form/AddRecordScreen';
import { EditRecordScreen } from './record-form/EditRecordScreen';
import { RecordListScreen } from './record-list/RecordListScreen';
import { useSignedInUser } from './session/useSignedInUser';

function splitLocation(location: string): { pathname: string; search: string } {
  const queryStart = location.indexOf('?');
  return queryStart === -1
    ? { pathname: location, search: '' }
    : { pathname: location.slice(0, queryStart), search: location.slice(queryStart) };
}

/**
 * The carers' area (mf-admin): the admin navigation bar and the screen of the current address —
 * lists, add and edit screens for contacts, appointments and medications of the signed-in person.
 * root-config mounts this app only on admin routes (and only in sessions allowed into them).
 */
export function AdminApp(_props: AppRootProps) {
  const location = useLocationPath();
  const { pathname, search } = splitLocation(location);
  const match = matchRoute(pathname, { signedIn: true, secret: null });
  const screen = adminScreens[match.screen];
  const session = useSignedInUser();
  if (match.app !== 'admin' || screen === undefined) return null;

  let content;
  if (session.status === 'checking') {
    content = <LoadingState />;
  } else if (session.status === 'signedOut') {
    content = (
      <div className={styles.signedOut}>
        <p>A sessão terminou. Inicie sessão para continuar.</p>
        <AppLink to="/" variant="primary">
          Iniciar sessão
        </AppLink>
      </div>
    );
  } else {
    const { uid, email } = session.user;
    const shownEmail = email ?? 'sem endereço de email';
    content =
      screen.form === 'list' ? (
        <RecordListScreen key={`${uid}:${match.screen}`} kind={screen.kind} uid={uid} />
      ) : screen.form === 'add' ? (
        <AddRecordScreen key={`${uid}:${match.screen}`} kind={screen.kind} uid={uid} email={shownEmail} />
      ) : (
        <EditRecordScreen key={`${uid}:${location}`} kind={screen.kind} uid={uid} email={shownEmail} recordKey={recordKeyFromSearch(search)} />
      );
  }

  return (
    <div className={styles.admin}>
      <AdminNavigation screen={match.screen} />
      {content}
    </div>
  );
}
