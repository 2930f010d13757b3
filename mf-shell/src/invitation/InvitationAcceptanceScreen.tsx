import { useId, useRef, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import {
  accountFields,
  familyInvitationTexts,
  pathFor,
  type InvitationAcceptanceActorRef,
} from '@amparo/shared-machines';
import {
  AppLink,
  InvitationCodeForm,
  LoadingState,
  PageHeading,
  PrivacyNoticeLink,
  useFocusOnRefusal,
  takeInvitationCodeFromAddress,
  useServices,
  wantsInvitationCode,
} from '@amparo/shared-ui';
import { useKeepFieldInView } from '../on-screen-keyboard/useKeepFieldInView';
import { AccountFieldInputs } from '../registration/AccountFieldInputs';
import { invitationAcceptanceTexts as texts } from '../texts/invitationAcceptanceTexts';
import { invitationActorFor } from './invitationSession';
import styles from '../registration/RegistrationScreen.module.css';
import { FormSubmitArea } from '../forms/FormSubmitArea';

/**
 * A relative's way in, signed out, at /convite: the invitation's code (typed, or from the link's
 * fragment) is checked first (used, expired, unknown each say so), then she makes her account with the
 * registration's fields, and joins the person's circle in the same go (invitationAcceptanceMachine).
 * Joined, she goes to her own section (/familia: invitationSession's `onJoined`).
 */
export function InvitationAcceptanceScreen() {
  const { backend, navigate } = useServices();
  const actor = invitationActorFor(
    backend,
    () => takeInvitationCodeFromAddress(pathFor('invitationAcceptance')),
    () => navigate(pathFor('familyCircles')),
  );
  const wantsCode = useSelector(actor, wantsInvitationCode);
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('checking'));
  return (
    <div className={styles.registration}>
      <div className={styles.panel}>
        <PageHeading icon="contacts">{texts.heading}</PageHeading>
        {wantsCode ? (
          <>
            <p className={styles.text}>{texts.intro}</p>
            <InvitationCodeForm actor={actor} />
          </>
        ) : checking ? (
          <LoadingState label={familyInvitationTexts.checking} />
        ) : (
          <AccountStep actor={actor} />
        )}
        <AppLink to={pathFor('login')} className={styles.loginLink}>
          {texts.haveAccount}
        </AppLink>
      </div>
    </div>
  );
}

/** The invitation is open: whose family it is, then her new account's fields. */
function AccountStep({ actor }: { readonly actor: InvitationAcceptanceActorRef }) {
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  const submitArea = useRef<HTMLDivElement>(null);
  const personName = useSelector(actor, (snapshot) => snapshot.context.personName ?? '');
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const joining = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const joined = useSelector(actor, (snapshot) => snapshot.hasTag('joined'));
  const focus = useFocusOnRefusal(fieldErrors, accountFields);
  useKeepFieldInView(form, submitArea);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    focus.sent();
    actor.send({
      type: 'SUBMIT',
      account: {
        name: String(data.get('name') ?? ''),
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
      },
    });
  };
  return (
    <>
      <p className={styles.text}>
        <strong>{familyInvitationTexts.invitationFor(personName)}</strong>
      </p>
      <p className={styles.text}>{texts.createAccount}</p>
      <p className={styles.text}>
        <PrivacyNoticeLink />
      </p>
      <form
        ref={form}
        noValidate
        className={styles.form}
        onSubmit={handleSubmit}
        aria-describedby={error ? errorId : undefined}
      >
        <AccountFieldInputs refOf={focus.refOf} fieldErrors={fieldErrors} />
        <FormSubmitArea
          areaRef={submitArea}
          className={styles.submitArea}
          errorClassName={styles.errorArea}
          errorId={errorId}
          error={error}
          busy={joining || joined}
          label={texts.submit}
          busyLabel={texts.submitting}
        />
      </form>
    </>
  );
}
