import { useId, useMemo, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { pathFor, provideFamilyInvitationEffects } from '@amparo/shared-machines';
import { Button, ErrorMessage, StatusMessage, TextField, useServices } from '@amparo/shared-ui';
import { familyCircleTexts as texts } from '../texts/familyCircleTexts';
import styles from './FamilyCircle.module.css';

/** The words that depend on who invites: the person herself, or her carer on her behalf. */
export interface InviteRelativeTexts {
  /** Shown once the invitation exists, over the code to give the relative. */
  readonly invitationCreated: string;
  /** The relative (`name`, empty when unknown) used the invitation and is in the circle. */
  readonly accepted: (name: string) => string;
}

export interface InviteRelativeProps {
  /** Whose circle the invitation is to: the person's uid. */
  readonly person: string;
  /** The signed-in account that makes it (the rules require `invitedBy` to be it). */
  readonly writer: string;
  readonly texts: InviteRelativeTexts;
}

/** The invitation as a link: the acceptance's address with the code in its fragment (never sent to a server). */
function invitationLink(code: string): string {
  return `${window.location.origin}${pathFor('invitationAcceptance')}#${code}`;
}

/**
 * 'Convidar' (familyCircleTexts.inviteHeading): a relative's e-mail, then the code to give them, shown
 * once (familyInvitationMachine); what is wrong with the address is said under the field. On the
 * person's tablet (she writes) and in her carers' console (her carer writes, on her behalf).
 */
export function InviteRelative({ person, writer, texts: readerTexts }: InviteRelativeProps) {
  const { backend } = useServices();
  const machine = useMemo(
    () => provideFamilyInvitationEffects(backend.database, writer),
    [backend.database, writer],
  );
  const actor = useActorRef(machine, { input: { personUid: person } });
  const headingId = useId();
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const codeShown = useSelector(actor, (snapshot) => snapshot.hasTag('codeShown'));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SEND' });
  };

  const finished =
    state === 'accepted'
      ? readerTexts.accepted(context.relativeName ?? '')
      : state === 'revoked'
        ? texts.revoked
        : state === 'expired'
          ? texts.expired
          : null;

  return (
    <section className={styles.invite} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {texts.inviteHeading}
      </h2>
      {codeShown && context.invitation !== null ? (
        <div className={styles.issued}>
          <StatusMessage tone="success">{readerTexts.invitationCreated}</StatusMessage>
          <p className={styles.code}>{context.invitation.code}</p>
          <p className={styles.linkIntro}>{texts.invitationLink}</p>
          <p className={styles.link}>{invitationLink(context.invitation.code)}</p>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => actor.send({ type: 'REVOKE' })}
          >
            {texts.revoke}
          </Button>
        </div>
      ) : finished !== null ? (
        <div className={styles.issued}>
          <StatusMessage>{finished}</StatusMessage>
          <Button variant="secondary" onClick={() => actor.send({ type: 'NEW_INVITATION' })}>
            {texts.newInvitation}
          </Button>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          <TextField
            label={texts.emailLabel}
            type="text"
            autoComplete="off"
            inputMode="email"
            value={context.email}
            error={context.emailError ?? undefined}
            onChange={(event) => actor.send({ type: 'EMAIL.CHANGED', email: event.target.value })}
          />
          <Button type="submit" icon="plus" disabled={busy}>
            {busy ? texts.inviting : texts.invite}
          </Button>
        </form>
      )}
      <ErrorMessage>{context.error}</ErrorMessage>
    </section>
  );
}
