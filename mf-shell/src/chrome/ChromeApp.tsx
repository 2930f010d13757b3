import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { accessOf, bottomNavSection, isAdminScreen, type ScreenId } from '@amparo/shared-machines';
import { useDosesWaiting, useServices } from '@amparo/shared-ui';
import { useIsBusyMoment } from '@amparo/shared-ui/busy-moments';
import { DoseReminders } from '../reminders/DoseReminders';
import { useRoute } from '../session/useRoute';
import { useSession } from '../session/useSession';
import { BottomNav } from './bottom-nav/BottomNav';
import { ConnectionBanner } from './connection/ConnectionBanner';
import { EmergencyDialog } from './dialogs/EmergencyDialog';
import { InfoDialog } from './dialogs/InfoDialog';
import { ProBrancaDialog } from './dialogs/ProBrancaDialog';
import { SignOutDialog } from './dialogs/SignOutDialog';
import { useDialogs } from './dialogs/useDialogs';
import { ChromeHeader } from './header/ChromeHeader';

/** Where the bottom navigation goes (index.html of root-config). */
const bottomRegionId = 'amparo-chrome-bottom';

/**
 * Screens without the bottom navigation: home (its tiles are the navigation), the carers' area (it
 * has its own bar, and a carer's console is theirs alone), the 'no access' screen of an account
 * that is neither a person nor a carer, a relative's own section (the person's sections are not hers),
 * and the privacy notice (every account opens it; its way back,
 * privacyTexts.back, leads back). The header (information, emergency, logout) is on every signed-in
 * screen.
 */
function showsBottomNav(screen: ScreenId): boolean {
  return (
    screen !== 'home' &&
    screen !== 'noAccess' &&
    screen !== 'familyCircles' &&
    screen !== 'privacyNotice' &&
    !isAdminScreen(screen)
  );
}

/**
 * The chrome of every signed-in page, mounted into #amparo-chrome-top: the header with its three
 * buttons (a relative's without the emergency one: ChromeHeader), the connection banner, the dialogs
 * (information, emergency, ProBranca and the question before signing out), and the bottom navigation
 * portalled into #amparo-chrome-bottom.
 */
export function ChromeApp() {
  const { auth } = useServices();
  const session = useSession();
  const route = useRoute();
  const dialogs = useDialogs();
  const signOutError = useSelector(auth, (snapshot) =>
    snapshot.hasTag('signedIn') ? snapshot.context.error : null,
  );
  const relative = useSelector(auth, (snapshot) => accessOf(snapshot).account === 'family');
  const dosesWaiting = useDosesWaiting();
  const closeAll = dialogs.closeAll;

  // A dialog belongs to the page it was opened on: moving to another address (the back button, the
  // admin link) or ending the session closes it.
  useEffect(() => closeAll, [route.path, closeAll]);

  const screen = route.match.screen;
  // A reminder waits while a carer types in the person's carers' area, another dialog is open, or a
  // screen is in the middle of something (a card lifted in Solitário: it comes between moves).
  const busyMoment = useIsBusyMoment();
  const remindersHeld =
    isAdminScreen(screen) || Object.values(dialogs.isOpen).some(Boolean) || busyMoment;
  return (
    <>
      <ChromeHeader
        onInfo={() => dialogs.open('info')}
        onEmergency={relative ? undefined : () => dialogs.open('emergency')}
        onSignOut={() => dialogs.open('signOut')}
      />
      <ConnectionBanner />
      <InfoDialog
        open={dialogs.isOpen.info}
        onClose={() => dialogs.close('info')}
        showAdminLink={route.match.associationCodeInPath}
      />
      <EmergencyDialog open={dialogs.isOpen.emergency} onClose={() => dialogs.close('emergency')} />
      <ProBrancaDialog open={dialogs.isOpen.probranca} onClose={() => dialogs.close('probranca')} />
      <SignOutDialog
        open={dialogs.isOpen.signOut}
        onClose={() => dialogs.close('signOut')}
        onConfirm={() => auth.send({ type: 'SIGN_OUT' })}
        signingOut={session.status === 'signingOut'}
        error={signOutError}
        dosesWaiting={dosesWaiting}
      />
      <DoseReminders held={remindersHeld} />
      {showsBottomNav(screen) ? (
        <BottomNav
          active={bottomNavSection(screen)}
          linkTo={route.linkTo}
          onProBranca={() => dialogs.open('probranca')}
          container={document.getElementById(bottomRegionId)}
        />
      ) : null}
    </>
  );
}
