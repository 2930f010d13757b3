import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { pathFor } from '@amparo/shared-machines';
import { useServices } from '@amparo/shared-ui';
import { LoginForm } from './LoginForm';
import { LoginLayout } from './LoginLayout';
import { useLoginFlow } from './useLoginFlow';
import { adoptFirstScreen } from './first-screen/adoptFirstScreen';
import { markLoginWorks } from './first-screen/markLoginWorks';

/**
 * The front door: the login's page with the sign-in form wired to the login machine, and the way in
 * for a relative who was given an invitation's code.
 */
export function LoginScreen() {
  const { association, navigate } = useServices();
  const followInvitationLink = (event: MouseEvent<HTMLAnchorElement>) => {
    const plainLeftClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!plainLeftClick) return;
    event.preventDefault();
    navigate(pathFor('invitationAcceptance'));
  };
  const login = useLoginFlow();
  const formRef = useRef<HTMLFormElement>(null);
  // Before the browser paints this screen, it takes the place of the login drawn from the page's
  // HTML, with whatever the person already typed or pressed there.
  useLayoutEffect(() => {
    if (formRef.current) adoptFirstScreen(formRef.current);
    markLoginWorks();
  }, []);
  return (
    <LoginLayout providerName={association.providerName} onInvitationLink={followInvitationLink}>
      <LoginForm
        formRef={formRef}
        submitting={login.submitting}
        error={login.error}
        fieldErrors={login.fieldErrors}
        reset={login.reset}
        onSubmit={login.submit}
        onFieldChange={login.fieldChanged}
        onForgotPassword={login.forgotPassword}
      />
    </LoginLayout>
  );
}
