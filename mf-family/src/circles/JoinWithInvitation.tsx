import { useId, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  familyInvitationTexts,
  pathFor,
  provideSignedInJoinEffects,
} from '@amparo/shared-machines';
import {
  Button,
  ErrorMessage,
  InvitationCodeForm,
  StatusMessage,
  takeInvitationCodeFromAddress,
  useServices,
  wantsInvitationCode,
} from '@amparo/shared-ui';
import { familyJoinTexts as texts } from '../texts/familyTexts';
import styles from './CirclesScreen.module.css';

export interface JoinWithInvitationProps {
  readonly relativeUid: string;
  /** Her registered name (`relatives/{uid}/name`): her membership must repeat it. */
  readonly relativeName: string;
}

/**
 * 'Juntar-me com um convite': a relative already signed in joins one more circle with a new code
 * (invitationAcceptanceMachine, joining as `signedInRelative`: the same check, then joinCirclePatch
 * without an account to create). The new person appears above as her reverse entry arrives. A link to
 * /convite#code opened while she is signed in leads here (her session opens nothing else), with the code.
 */
export function JoinWithInvitation(props: JoinWithInvitationProps) {
  const headingId = useId();
  // A new form (a fresh machine) for each invitation she uses.
  const [round, setRound] = useState(0);
  return (
    <section className={styles.join} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.joinHeading}>
        {texts.heading}
      </h2>
      <JoinForm key={round} {...props} onAnother={() => setRound((value) => value + 1)} />
    </section>
  );
}

function JoinForm({
  relativeUid,
  relativeName,
  onAnother,
}: JoinWithInvitationProps & { readonly onAnother: () => void }) {
  const { backend } = useServices();
  // Following an invitation's link while signed in, she arrives with its code (the address's fragment).
  const [code] = useState(() => takeInvitationCodeFromAddress(pathFor('familyCircles')));
  const actor = useActorRef(
    provideSignedInJoinEffects(backend.database, { uid: relativeUid, name: relativeName }),
    { input: { code, joinAs: 'signedInRelative' } },
  );
  const wantsCode = useSelector(actor, wantsInvitationCode);
  const joined = useSelector(actor, (snapshot) => snapshot.hasTag('joined'));
  const joining = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const personName = useSelector(actor, (snapshot) => snapshot.context.personName ?? '');
  const error = useSelector(actor, (snapshot) =>
    snapshot.hasTag('open') && !snapshot.hasTag('busy') ? snapshot.context.error : null,
  );
  if (wantsCode)
    return (
      <>
        <p className={styles.text}>{texts.intro}</p>
        <InvitationCodeForm actor={actor} />
      </>
    );
  if (joined)
    return (
      <>
        <StatusMessage tone="success">{texts.joined(personName)}</StatusMessage>
        <Button onClick={onAnother}>{texts.another}</Button>
      </>
    );
  return (
    <>
      <p className={styles.text}>{familyInvitationTexts.invitationFor(personName)}</p>
      <ErrorMessage>{error}</ErrorMessage>
      <Button
        variant="primary"
        size="large"
        icon="check"
        disabled={joining}
        onClick={() => actor.send({ type: 'JOIN' })}
      >
        {joining ? familyInvitationTexts.joining : texts.join(personName)}
      </Button>
    </>
  );
}
