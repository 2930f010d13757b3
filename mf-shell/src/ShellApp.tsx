import { Suspense, lazy, useEffect } from 'react';
import { pathFor, registrationAssociationCode } from '@amparo/shared-machines';
import { LoadingState } from '@amparo/shared-ui';
import { HomeScreen } from './home/HomeScreen';
import { LoginScreen } from './login/LoginScreen';
import { RegistrationScreen } from './registration/RegistrationScreen';
import {
  finishedRegistrationAssociationCode,
  forgetRegistration,
} from './registration/registrationSession';
import { forgetInvitation, invitationJoinInProgress } from './invitation/invitationSession';
import { useRoute } from './session/useRoute';
import { useSession } from './session/useSession';

// Screens the login never shows load when first needed, so the login's download stays within budget.
const VideosScreen = lazy(() =>
  import('./videos/VideosScreen').then((module) => ({ default: module.VideosScreen })),
);
const CarersAreaClosedScreen = lazy(() =>
  import('./carers-area-closed/CarersAreaClosedScreen').then((module) => ({
    default: module.CarersAreaClosedScreen,
  })),
);
const PrivacyNoticeScreen = lazy(() =>
  import('./privacy/PrivacyNoticeScreen').then((module) => ({
    default: module.PrivacyNoticeScreen,
  })),
);
const MyAccessLogScreen = lazy(() =>
  import('./access-log/MyAccessLogScreen').then((module) => ({
    default: module.MyAccessLogScreen,
  })),
);
const FamilyScreen = lazy(() =>
  import('./family/FamilyScreen').then((module) => ({ default: module.FamilyScreen })),
);
const MyFamilyScreen = lazy(() =>
  import('./family/my-family/MyFamilyScreen').then((module) => ({
    default: module.MyFamilyScreen,
  })),
);
const InvitationAcceptanceScreen = lazy(() =>
  import('./invitation/InvitationAcceptanceScreen').then((module) => ({
    default: module.InvitationAcceptanceScreen,
  })),
);
const NoAccessScreen = lazy(() =>
  import('./no-access/NoAccessScreen').then((module) => ({ default: module.NoAccessScreen })),
);

/**
 * The shell's screens in #amparo-main: login, registration, home, videos, the privacy notice, who saw
 * or changed the person's data (her access log), her family's photos and messages and her circle, and the
 * notices of an address a session may not open, chosen from the address by the route table. Until the
 * identity service has answered: a calm loading state, never a flash of the login for someone already
 * signed in.
 */
export function ShellApp() {
  const session = useSession();
  const route = useRoute();
  const checking = session.status === 'checking';

  // A registration that is creating the account signs the person in; its screen (and then its
  // registrationTexts.succeeded) stays at the registration address until they move on, although the
  // route table already says home for a signed-in person there.
  const associationCode = registrationAssociationCode(route.path);
  const showsRegistration =
    !checking &&
    associationCode !== null &&
    (route.match.screen === 'registration' ||
      finishedRegistrationAssociationCode() === associationCode);

  // The same for a relative accepting an invitation: creating her account signs her in before she
  // has joined (and so before her session is a relative's); the screen stays until she has.
  const showsInvitation =
    !checking &&
    (route.match.screen === 'invitationAcceptance' ||
      (route.path.toLowerCase() === pathFor('invitationAcceptance') && invitationJoinInProgress()));

  useEffect(() => {
    if (!checking && !showsRegistration) forgetRegistration();
  }, [checking, showsRegistration]);
  useEffect(() => {
    if (!checking && !showsInvitation) forgetInvitation();
  }, [checking, showsInvitation]);

  if (checking) return <LoadingState />;
  if (showsRegistration && associationCode !== null)
    return <RegistrationScreen key={associationCode} associationCode={associationCode} />;
  if (showsInvitation)
    return (
      <Suspense fallback={<LoadingState />}>
        <InvitationAcceptanceScreen />
      </Suspense>
    );

  switch (route.match.screen) {
    case 'login':
      return <LoginScreen />;
    case 'home':
      return <HomeScreen session={session} linkTo={route.linkTo} today={new Date()} />;
    case 'videos':
      return (
        <Suspense fallback={<LoadingState />}>
          <VideosScreen />
        </Suspense>
      );
    case 'noAccess':
      return (
        <Suspense fallback={<LoadingState />}>
          <NoAccessScreen
            email={session.user?.email ?? null}
            signingOut={session.status === 'signingOut'}
          />
        </Suspense>
      );
    case 'carersAreaClosed':
      return (
        <Suspense fallback={<LoadingState />}>
          <CarersAreaClosedScreen />
        </Suspense>
      );
    case 'privacyNotice':
      return (
        <Suspense fallback={<LoadingState />}>
          <PrivacyNoticeScreen />
        </Suspense>
      );
    case 'myAccessLog':
      return (
        <Suspense fallback={<LoadingState />}>
          <MyAccessLogScreen />
        </Suspense>
      );
    case 'family':
      return session.user ? (
        <Suspense fallback={<LoadingState />}>
          <FamilyScreen uid={session.user.uid} />
        </Suspense>
      ) : null;
    case 'myFamily':
      return session.user ? (
        <Suspense fallback={<LoadingState />}>
          <MyFamilyScreen uid={session.user.uid} />
        </Suspense>
      ) : null;
    default:
      // Another section's address: its own micro-frontend is active, the shell shows nothing.
      return null;
  }
}
